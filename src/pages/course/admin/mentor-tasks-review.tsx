import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { MentorTasksReviewPage } from '@/modules/MentorTasksReview';

// pages.md §4 "/course/admin/mentor-tasks-review": allowedRoles=[manager, dementor] in the active course.
export default function MentorTasksReview() {
  return (
    <PageGuard allowedRoles={['manager', 'dementor']} requireCourse>
      <AppLayout title="Mentor tasks review" courseBound sider={<AdminSider />}>
        <MentorTasksReviewPage />
      </AppLayout>
    </PageGuard>
  );
}
