import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { TeamsPage } from '@/modules/Teams';

// pages.md §10 "/course/teams?teamDistributionId=": allowedRoles=[student, manager, dementor] in the active course.
export default function Teams() {
  return (
    <PageGuard allowedRoles={['student', 'manager', 'dementor']} requireCourse>
      <AppLayout title="Teams" courseBound>
        <TeamsPage />
      </AppLayout>
    </PageGuard>
  );
}
