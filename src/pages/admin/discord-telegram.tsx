import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminDiscordServersPage } from '@/modules/AdminDiscordServers';

// pages.md §5 "/admin/discord-telegram": adminOnly.
export default function AdminDiscordServers() {
  return (
    <PageGuard adminOnly>
      <AppLayout title="Manage Discord Servers" sider={<AdminSider />}>
        <AdminDiscordServersPage />
      </AppLayout>
    </PageGuard>
  );
}
