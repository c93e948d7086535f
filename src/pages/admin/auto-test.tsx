import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminAutoTestsPage } from '@/modules/AdminAutoTests';

// pages.md §5 "/admin/auto-test": allowedRoles=[manager] + anyCoursePowerUser (admin passes).
export default function AdminAutoTests() {
  return (
    <PageGuard allowedRoles={['manager']} anyCoursePowerUser>
      <AppLayout title="Auto test tasks" sider={<AdminSider />}>
        <AdminAutoTestsPage />
      </AppLayout>
    </PageGuard>
  );
}
