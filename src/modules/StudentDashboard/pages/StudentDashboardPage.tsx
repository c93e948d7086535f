import { Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useDashboardData } from '../hooks/useDashboardData';

// The dashboard's cards load in their own chunk (DESIGN.md "Performance").
const StudentDashboard = dynamic(() => import('../components/StudentDashboard').then((mod) => mod.StudentDashboard), {
  loading: () => <Skeleton active paragraph={{ rows: 8 }} />,
});

// pages.md §2 /course/student/dashboard.
export function StudentDashboardPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  const isStudent = !!course && !!session && hasRoleInCourse(session, course.id, ['student']);
  // The same keys as StudentDashboard: the requests start with the page, not after the chunk.
  useDashboardData(course?.id ?? 0, isStudent);
  if (!course || !session) return null;
  if (!isStudent) {
    return <Result status="info" title="This page is for students of the course" />;
  }
  return <StudentDashboard courseId={course.id} courseAlias={course.alias} />;
}
