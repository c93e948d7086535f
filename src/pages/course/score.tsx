import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { ScorePage } from '@/modules/Score';

// pages.md §11 "/course/score": every member of the active course.
export default function Score() {
  return (
    <PageGuard requireCourse>
      <AppLayout title="Score" courseBound>
        <ScorePage />
      </AppLayout>
    </PageGuard>
  );
}
