import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AutoTestTaskPage } from '@/modules/AutoTests';

// pages.md §2 "/course/student/auto-test/task": allowedRoles=[student] in the active course.
export default function AutoTestTask() {
  return (
    <PageGuard allowedRoles={['student']} requireCourse>
      <AppLayout title="Auto-test" courseBound>
        <AutoTestTaskPage />
      </AppLayout>
    </PageGuard>
  );
}
