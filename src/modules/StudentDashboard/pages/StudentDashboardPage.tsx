import { Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

// The dashboard's cards load in their own chunk (DESIGN.md "Performance").
const StudentDashboard = dynamic(() => import('../components/StudentDashboard').then((mod) => mod.StudentDashboard), {
  loading: () => <Skeleton active paragraph={{ rows: 8 }} />,
});

// pages.md §2 /course/student/dashboard.
export function StudentDashboardPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  if (!hasRoleInCourse(session, course.id, ['student'])) {
    return <Result status="info" title="This page is for students of the course" />;
  }
  return <StudentDashboard courseId={course.id} courseAlias={course.alias} />;
}
