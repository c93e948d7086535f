import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminDisciplinesPage } from '@/modules/AdminDisciplines';

// pages.md §5 "/admin/disciplines": adminOnly.
export default function AdminDisciplines() {
  return (
    <PageGuard adminOnly>
      <AppLayout title="Manage Disciplines" sider={<AdminSider />}>
        <AdminDisciplinesPage />
      </AppLayout>
    </PageGuard>
  );
}
