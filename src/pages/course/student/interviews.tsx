import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';

import { StudentInterviewsPage } from '@/modules/StudentInterviews';

// pages.md §2 "/course/student/interviews": allowedRoles=[student] in the active course.
export default function StudentInterviews() {
  return (
    <PageGuard allowedRoles={['student']} requireCourse>
      <AppLayout title="Interviews" courseBound>
        <StudentInterviewsPage />
      </AppLayout>
    </PageGuard>
  );
}
