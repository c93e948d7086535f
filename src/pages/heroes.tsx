import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { HeroesPage } from '@/modules/Gratitude';

// pages.md §9 "/heroes": signed in, no course required.
export default function Heroes() {
  return (
    <PageGuard>
      <AppLayout title="Heroes">
        <HeroesPage />
      </AppLayout>
    </PageGuard>
  );
}
