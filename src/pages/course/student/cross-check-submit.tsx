import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { CrossCheckSubmitPage } from '@/modules/CrossCheckSubmit';

// pages.md §2 "/course/student/cross-check-submit": allowedRoles=[student] in the active course.
export default function CrossCheckSubmit() {
  return (
    <PageGuard allowedRoles={['student']} requireCourse>
      <AppLayout title="Cross-Check Submit" courseBound>
        <CrossCheckSubmitPage />
      </AppLayout>
    </PageGuard>
  );
}
