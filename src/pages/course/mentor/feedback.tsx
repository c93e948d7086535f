import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { RecommendationLetterPage } from '@/modules/MentorFeedback';

// pages.md §3 "/course/mentor/feedback": allowedRoles=[mentor] in the active course.
export default function MentorFeedback() {
  return (
    <PageGuard allowedRoles={['mentor']} requireCourse>
      <AppLayout title="Recommendation Letter" courseBound>
        <RecommendationLetterPage />
      </AppLayout>
    </PageGuard>
  );
}
