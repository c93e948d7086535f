import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { CourseStudentsPage } from '@/modules/CourseStudents';

// pages.md §4 "/course/admin/students": allowedRoles=[manager, supervisor, dementor] in the active course.
export default function CourseStudents() {
  return (
    <PageGuard allowedRoles={['manager', 'supervisor', 'dementor']} requireCourse>
      <AppLayout title="Course Students" courseBound sider={<AdminSider />}>
        <CourseStudentsPage />
      </AppLayout>
    </PageGuard>
  );
}
