import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminUsersPage } from '@/modules/AdminUsers';

// pages.md §5 "/admin/users": allowedRoles=[manager] + anyCoursePowerUser (admin passes).
export default function AdminUsers() {
  return (
    <PageGuard allowedRoles={['manager']} anyCoursePowerUser>
      <AppLayout title="Users" sider={<AdminSider />}>
        <AdminUsersPage />
      </AppLayout>
    </PageGuard>
  );
}
