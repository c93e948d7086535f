import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';

import { InterviewWaitListPage } from '@/modules/InterviewWaitList';

// pages.md §3 "/course/mentor/interview-wait-list": allowedRoles=[mentor, manager] in the active course; `?interviewId=`.
export default function InterviewWaitList() {
  return (
    <PageGuard allowedRoles={['mentor', 'manager']} requireCourse>
      <AppLayout title="Wait list" courseBound>
        <InterviewWaitListPage />
      </AppLayout>
    </PageGuard>
  );
}
