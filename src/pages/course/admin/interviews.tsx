import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminInterviewsPage } from '@/modules/AdminInterviews';

// pages.md §4 "/course/admin/interviews": allowedRoles=[manager, supervisor] in the active course (admin passes).
export default function AdminInterviews() {
  return (
    <PageGuard allowedRoles={['manager', 'supervisor']} requireCourse>
      <AppLayout title="Interviews" courseBound sider={<AdminSider />}>
        <AdminInterviewsPage />
      </AppLayout>
    </PageGuard>
  );
}
