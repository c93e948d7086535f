import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminNotificationsPage } from '@/modules/AdminNotifications';

// pages.md §5 "/admin/notifications": adminOnly.
export default function AdminNotifications() {
  return (
    <PageGuard adminOnly>
      <AppLayout title="Notifications" sider={<AdminSider />}>
        <AdminNotificationsPage />
      </AppLayout>
    </PageGuard>
  );
}
