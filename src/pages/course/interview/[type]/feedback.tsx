import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';

import { InterviewFeedbackPage } from '@/modules/InterviewFeedback';

// pages.md §3 "/course/interview/[type]/feedback": allowedRoles=[mentor, manager]; `?pairId=`, type stage-interview or interview.
export default function InterviewFeedback() {
  return (
    <PageGuard allowedRoles={['mentor', 'manager']} requireCourse>
      <AppLayout title="Interview Feedback" courseBound>
        <InterviewFeedbackPage />
      </AppLayout>
    </PageGuard>
  );
}
