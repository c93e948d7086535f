import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminPromptsPage } from '@/modules/AdminPrompts';

// pages.md §5 "/admin/prompts": adminOnly.
export default function AdminPrompts() {
  return (
    <PageGuard adminOnly>
      <AppLayout title="Manage Prompts" sider={<AdminSider />}>
        <AdminPromptsPage />
      </AppLayout>
    </PageGuard>
  );
}
