import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminUserGroupsPage } from '@/modules/AdminUserGroups';

// pages.md §5 "/admin/user-group": adminOnly.
export default function AdminUserGroups() {
  return (
    <PageGuard adminOnly>
      <AppLayout title="Manage User Groups" sider={<AdminSider />}>
        <AdminUserGroupsPage />
      </AppLayout>
    </PageGuard>
  );
}
