import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { MentorStudentsPage } from '@/modules/MentorStudents';

// pages.md §3 "/course/mentor/students": allowedRoles=[mentor] in the active course.
export default function MentorStudents() {
  return (
    <PageGuard allowedRoles={['mentor']} requireCourse>
      <AppLayout title="Your students" courseBound>
        <MentorStudentsPage />
      </AppLayout>
    </PageGuard>
  );
}
