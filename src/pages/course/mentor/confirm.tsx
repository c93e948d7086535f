import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { MentorConfirmPage } from '@/modules/MentorConfirm';

// pages.md §3 "/course/mentor/confirm": signed in; ?course= names the course the user is invited to, not one he holds.
export default function MentorConfirm() {
  return (
    <PageGuard allowForeignCourse>
      <AppLayout title="Confirm Mentorship">
        <MentorConfirmPage />
      </AppLayout>
    </PageGuard>
  );
}
