import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AutoTestsPage } from '@/modules/AutoTests';

// pages.md §2 "/course/student/auto-test": allowedRoles=[student, manager] in the active course.
export default function AutoTests() {
  return (
    <PageGuard allowedRoles={['student', 'manager']} requireCourse>
      <AppLayout title="Auto-tests" courseBound>
        <AutoTestsPage />
      </AppLayout>
    </PageGuard>
  );
}
