import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { CourseReportsPage } from '@/modules/CourseReports';

// pages.md §4 "/course/admin/reports": allowedRoles=[manager, supervisor] in the active course (admin passes).
export default function CourseReports() {
  return (
    <PageGuard allowedRoles={['manager', 'supervisor']} requireCourse>
      <AppLayout title="Reports" courseBound sider={<AdminSider />}>
        <CourseReportsPage />
      </AppLayout>
    </PageGuard>
  );
}
