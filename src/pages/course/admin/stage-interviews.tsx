import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { StageInterviewsPage } from '@/modules/AdminInterviews';

// pages.md §4 "/course/admin/stage-interviews": allowedRoles=[manager, supervisor] in the active course (admin passes).
export default function StageInterviews() {
  return (
    <PageGuard allowedRoles={['manager', 'supervisor']} requireCourse>
      <AppLayout title="Technical Screening" courseBound sider={<AdminSider />}>
        <StageInterviewsPage />
      </AppLayout>
    </PageGuard>
  );
}
