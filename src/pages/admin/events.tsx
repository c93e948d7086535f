import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminEventsPage } from '@/modules/AdminEvents';

// pages.md §5 "/admin/events": allowedRoles=[manager] + anyCoursePowerUser (admin passes).
export default function AdminEvents() {
  return (
    <PageGuard allowedRoles={['manager']} anyCoursePowerUser>
      <AppLayout title="Manage Events" sider={<AdminSider />}>
        <AdminEventsPage />
      </AppLayout>
    </PageGuard>
  );
}
