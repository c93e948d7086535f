import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { ConnectionConfirmedPage } from '@/modules/ProfileNotifications';

// pages.md §7 "/profile/connection-confirmed": signed in, no course required; with the footer (§0.6).
export default function ConnectionConfirmed() {
  return (
    <PageGuard>
      <AppLayout title="Notifications" footer>
        <ConnectionConfirmedPage />
      </AppLayout>
    </PageGuard>
  );
}
