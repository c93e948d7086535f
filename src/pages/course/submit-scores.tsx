import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { SubmitScoresPage } from '@/modules/SubmitScores';

// pages.md §4 "/course/submit-scores": allowedRoles=[manager, taskOwner] in the active course.
export default function SubmitScores() {
  return (
    <PageGuard allowedRoles={['manager', 'taskOwner']} requireCourse>
      <AppLayout title="Submit Scores" courseBound sider={<AdminSider />}>
        <SubmitScoresPage />
      </AppLayout>
    </PageGuard>
  );
}
