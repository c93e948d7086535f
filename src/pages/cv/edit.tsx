import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { CvEditPage } from '@/modules/Cv';

// pages.md §8 "/cv/edit": signed in, no course needed.
export default function CvEdit() {
  return (
    <PageGuard>
      <AppLayout title="My CV">
        <CvEditPage />
      </AppLayout>
    </PageGuard>
  );
}
