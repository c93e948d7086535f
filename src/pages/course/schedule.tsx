import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { SchedulePage } from '@/modules/Schedule';

// pages.md §11 "/course/schedule": any signed-in member of the active course.
export default function Schedule() {
  return (
    <PageGuard requireCourse>
      <AppLayout title="Schedule" courseBound>
        <SchedulePage />
      </AppLayout>
    </PageGuard>
  );
}
