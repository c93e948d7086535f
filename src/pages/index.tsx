import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { HomePage } from '@/modules/Home';

// pages.md §1 "/": signed in, no course required.
export default function Home() {
  return (
    <PageGuard>
      <AppLayout title="Home" footer sider={<AdminSider />}>
        <HomePage />
      </AppLayout>
    </PageGuard>
  );
}
