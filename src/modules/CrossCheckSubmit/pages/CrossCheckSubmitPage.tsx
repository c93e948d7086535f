import { Result, Spin } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse, isActiveStudent } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useCrossCheckTasks } from '../hooks/useCrossCheckTasks';

// The form, the reviews and the Markdown renderer load in their own chunk (DESIGN.md "Performance").
const CrossCheckSubmit = dynamic(() => import('../components/CrossCheckSubmit').then((mod) => mod.CrossCheckSubmit), {
  loading: () => (
    <Spin description="Loading...">
      <div style={{ minHeight: 160 }} />
    </Spin>
  ),
});

// pages.md §2 /course/student/cross-check-submit.
export function CrossCheckSubmitPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  const isStudent = !!course && !!session && hasRoleInCourse(session, course.id, ['student']);
  // The same key as the lazy body: the task list is requested with the page, not after the chunk.
  useCrossCheckTasks(course?.id ?? 0, isStudent);
  if (!course || !session) return null;
  if (!isStudent) return <Result status="info" title="This page is for students of the course" />;
  return (
    <CrossCheckSubmit
      courseId={course.id}
      courseAlias={course.alias}
      githubId={session.githubId}
      isActive={isActiveStudent(session, course.id)}
    />
  );
}
