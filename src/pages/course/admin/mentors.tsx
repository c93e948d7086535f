import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { CourseMentorsPage } from '@/modules/CourseMentors';

// pages.md §4 "/course/admin/mentors": allowedRoles=[manager, supervisor] in the active course.
export default function CourseMentors() {
  return (
    <PageGuard allowedRoles={['manager', 'supervisor']} requireCourse>
      <AppLayout title="Course Mentors" courseBound sider={<AdminSider />}>
        <CourseMentorsPage />
      </AppLayout>
    </PageGuard>
  );
}
