import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { CourseTasksPage } from '@/modules/CourseTasks';

// pages.md §4 "/course/admin/tasks": allowedRoles=[manager] in the active course (admin passes).
export default function CourseTasks() {
  return (
    <PageGuard allowedRoles={['manager']} requireCourse>
      <AppLayout title="Course Tasks" courseBound sider={<AdminSider />}>
        <CourseTasksPage />
      </AppLayout>
    </PageGuard>
  );
}
