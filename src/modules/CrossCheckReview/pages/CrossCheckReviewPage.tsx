import { Result, Spin } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse, isActiveStudent } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useReviewTasks } from '../hooks/useReviewTasks';

// The review form, its slider, the timeline and the Markdown renderer load in their own chunk.
const CrossCheckReview = dynamic(() => import('../components/CrossCheckReview').then((mod) => mod.CrossCheckReview), {
  loading: () => (
    <Spin description="Loading...">
      <div style={{ minHeight: 160 }} />
    </Spin>
  ),
});

// pages.md §2 /course/student/cross-check-review.
export function CrossCheckReviewPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  const isStudent = !!course && !!session && hasRoleInCourse(session, course.id, ['student']);
  // The same key as the lazy body: the task list is requested with the page, not after the chunk.
  useReviewTasks(course?.id ?? 0, isStudent);
  if (!course || !session) return null;
  if (!isStudent) return <Result status="info" title="This page is for students of the course" />;
  return (
    <CrossCheckReview courseId={course.id} githubId={session.githubId} isActive={isActiveStudent(session, course.id)} />
  );
}
