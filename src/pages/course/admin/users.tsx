import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { CourseUsersPage } from '@/modules/CourseUsers';

// pages.md §4 "/course/admin/users": allowedRoles=[manager] in the active course (admin passes).
export default function CourseUsers() {
  return (
    <PageGuard allowedRoles={['manager']} requireCourse>
      <AppLayout title="Course Users" courseBound sider={<AdminSider />}>
        <CourseUsersPage />
      </AppLayout>
    </PageGuard>
  );
}
