import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { CourseStatsPage } from '@/modules/CourseStats';

// pages.md §11 "/course/stats": every member of the active course (signed in, course member).
export default function CourseStats() {
  return (
    <PageGuard requireCourse>
      <AppLayout title="Course Statistics" courseBound>
        <CourseStatsPage />
      </AppLayout>
    </PageGuard>
  );
}
