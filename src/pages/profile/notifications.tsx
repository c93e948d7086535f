import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { ProfileNotificationsPage } from '@/modules/ProfileNotifications';

// pages.md §7 "/profile/notifications": signed in, no course required.
export default function ProfileNotifications() {
  return (
    <PageGuard>
      <AppLayout title="Notifications">
        <ProfileNotificationsPage />
      </AppLayout>
    </PageGuard>
  );
}
