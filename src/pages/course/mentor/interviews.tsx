import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';

import { MentorInterviewsPage } from '@/modules/MentorInterviews';

// pages.md §3 "/course/mentor/interviews": allowedRoles=[mentor] in the active course.
export default function MentorInterviews() {
  return (
    <PageGuard allowedRoles={['mentor']} requireCourse>
      <AppLayout title="Interviews" courseBound>
        <MentorInterviewsPage />
      </AppLayout>
    </PageGuard>
  );
}
