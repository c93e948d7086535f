import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { MentorDashboardPage } from '@/modules/MentorDashboard';

// pages.md §3 "/course/mentor/dashboard": allowedRoles=[mentor] in the active course.
export default function MentorDashboard() {
  return (
    <PageGuard allowedRoles={['mentor']} requireCourse>
      <AppLayout title="Mentor's Dashboard" courseBound>
        <MentorDashboardPage />
      </AppLayout>
    </PageGuard>
  );
}
