import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { ProfilePage } from '@/modules/Profile';

// pages.md §7 "/profile": signed in, no course required.
export default function Profile() {
  return (
    <PageGuard>
      <AppLayout title="Profile">
        <ProfilePage />
      </AppLayout>
    </PageGuard>
  );
}
