import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminCoursesPage } from '@/modules/AdminCourses';

// pages.md §5 "/admin/courses": allowedRoles=[manager] + anyCoursePowerUser (admin passes).
export default function AdminCourses() {
  return (
    <PageGuard allowedRoles={['manager']} anyCoursePowerUser>
      <AppLayout title="Manage Courses" sider={<AdminSider />}>
        <AdminCoursesPage />
      </AppLayout>
    </PageGuard>
  );
}
