import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminAlertsPage } from '@/modules/AdminAlerts';

// pages.md §5 "/admin/alerts": adminOnly.
export default function AdminAlerts() {
  return (
    <PageGuard adminOnly>
      <AppLayout title="Alerts" sider={<AdminSider />}>
        <AdminAlertsPage />
      </AppLayout>
    </PageGuard>
  );
}
