import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminMentorRegistryPage } from '@/modules/AdminMentorRegistry';

// pages.md §5 "/admin/mentor-registry": allowedRoles=[manager, supervisor] + anyCoursePowerUser (admin passes).
export default function AdminMentorRegistry() {
  return (
    <PageGuard allowedRoles={['manager', 'supervisor']} anyCoursePowerUser>
      <AppLayout title="Mentor Registry" sider={<AdminSider />}>
        <AdminMentorRegistryPage />
      </AppLayout>
    </PageGuard>
  );
}
