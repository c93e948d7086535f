import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminContributorsPage } from '@/modules/AdminContributors';

// pages.md §5 "/admin/contributors": adminOnly.
export default function AdminContributors() {
  return (
    <PageGuard adminOnly>
      <AppLayout title="Manage Contributors" sider={<AdminSider />}>
        <AdminContributorsPage />
      </AppLayout>
    </PageGuard>
  );
}
