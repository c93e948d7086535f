import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { TeamDistributionsPage } from '@/modules/TeamDistributions';

// pages.md §10 "/course/team-distributions": allowedRoles=[student, manager, dementor] in the active course.
export default function TeamDistributions() {
  return (
    <PageGuard allowedRoles={['student', 'manager', 'dementor']} requireCourse>
      <AppLayout title="Team Distributions" courseBound>
        <TeamDistributionsPage />
      </AppLayout>
    </PageGuard>
  );
}
