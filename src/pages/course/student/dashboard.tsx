import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { StudentDashboardPage } from '@/modules/StudentDashboard';

// pages.md §2 "/course/student/dashboard": allowedRoles=[student] in the active course.
export default function StudentDashboard() {
  return (
    <PageGuard allowedRoles={['student']} requireCourse>
      <AppLayout title="Student dashboard" courseBound>
        <StudentDashboardPage />
      </AppLayout>
    </PageGuard>
  );
}
