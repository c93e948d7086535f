import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { CourseEventsPage } from '@/modules/CourseEvents';

// pages.md §4 "/course/admin/events": allowedRoles=[manager] in the active course (admin passes).
export default function CourseEvents() {
  return (
    <PageGuard allowedRoles={['manager']} requireCourse>
      <AppLayout title="Course Events" courseBound sider={<AdminSider />}>
        <CourseEventsPage />
      </AppLayout>
    </PageGuard>
  );
}
