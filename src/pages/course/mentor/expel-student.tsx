import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { ExpelStudentPage } from '@/modules/CourseStudents';

// pages.md §3 "/course/mentor/expel-student": allowedRoles=[mentor, manager] in the active course.
export default function ExpelStudent() {
  return (
    <PageGuard allowedRoles={['mentor', 'manager']} requireCourse>
      <AppLayout title="Expel/Unassign Student" courseBound>
        <ExpelStudentPage />
      </AppLayout>
    </PageGuard>
  );
}
