import { Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { useGetCourseTask } from '@/api/course-tasks';
import { useGetStudentVerifications } from '@/api/task-verifications';
import { hasRoleInCourse, isActiveStudent } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

// The task's view loads in its own chunk (DESIGN.md "Performance").
const AutoTestTask = dynamic(() => import('../components/AutoTestTask').then((mod) => mod.AutoTestTask), {
  loading: () => <Skeleton active paragraph={{ rows: 6 }} />,
});

// pages.md §2 "/course/student/auto-test/task?courseTaskId=".
export function AutoTestTaskPage() {
  const router = useRouter();
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  const courseTaskId = Number(router.query.courseTaskId);
  const isStudent = !!course && !!session && hasRoleInCourse(session, course.id, ['student']);
  const validId = Number.isInteger(courseTaskId) && courseTaskId > 0;
  // The same keys as AutoTestTask: the requests start with the page, not after the chunk.
  const swr = { enabled: isStudent && validId };
  useGetCourseTask(course?.id ?? 0, courseTaskId, { swr });
  useGetStudentVerifications(course?.id ?? 0, { swr });
  if (!course || !session) return null;
  if (!isStudent) {
    return <Result status="info" title="This page is for students of the course" />;
  }
  if (!validId) {
    return <Result status="404" title="Sorry, the page you visited does not exist." />;
  }
  return (
    <AutoTestTask courseId={course.id} courseTaskId={courseTaskId} isActive={isActiveStudent(session, course.id)} />
  );
}
