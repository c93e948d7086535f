import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { CrossCheckReviewPage } from '@/modules/CrossCheckReview';

// pages.md §2 "/course/student/cross-check-review": allowedRoles=[student] in the active course.
export default function CrossCheckReview() {
  return (
    <PageGuard allowedRoles={['student']} requireCourse>
      <AppLayout title="Cross-Check Review" courseBound>
        <CrossCheckReviewPage />
      </AppLayout>
    </PageGuard>
  );
}
