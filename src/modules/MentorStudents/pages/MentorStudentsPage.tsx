import { Alert, Empty, Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useGetMentorCourseStudents } from '@/api/mentors';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

// The antd Card and its Tooltip load in their own chunk (DESIGN.md "Performance").
const StudentCardGrid = dynamic(() => import('../components/StudentCardGrid').then((mod) => mod.StudentCardGrid), {
  loading: () => <Skeleton active />,
});

export const NO_STUDENTS = 'You do not have students';

function StudentCards({
  mentorId,
  courseId,
  courseAlias,
}: {
  mentorId: number;
  courseId: number;
  courseAlias: string;
}) {
  const { data, error, isLoading } = useGetMentorCourseStudents(mentorId, courseId, {
    swr: { revalidateOnFocus: false },
  });
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (isLoading || !data) return <StudentCardGrid courseAlias={courseAlias} />;
  if (!data.length) return <Empty description={NO_STUDENTS} />;
  return <StudentCardGrid students={data} courseAlias={courseAlias} />;
}

// pages.md §3 "/course/mentor/students": "Your students", the active mentees of the caller's mentor record.
export function MentorStudentsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const mentorId = session.courses[String(course.id)]?.mentorId ?? null;
  // pages.md §0.1: the guard lets an admin in; without the mentor role the page says whom it is for.
  if (mentorId === null || !hasRoleInCourse(session, course.id, ['mentor'])) {
    return <Result status="info" title="This page is for mentors of the course" />;
  }
  return <StudentCards mentorId={mentorId} courseId={course.id} courseAlias={course.alias} />;
}
