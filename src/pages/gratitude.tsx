import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { GratitudePage } from '@/modules/Gratitude';

// pages.md §9 "/gratitude": signed in, no course required.
export default function Gratitude() {
  return (
    <PageGuard>
      <AppLayout title="Gratitude">
        <GratitudePage />
      </AppLayout>
    </PageGuard>
  );
}
