import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useCallback } from 'react';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import type { StudentAction } from '../constants';
import { useStudentActions } from '../hooks/useStudentActions';

const ExpelStudentForm = dynamic(() => import('../components/ExpelStudentForm').then((mod) => mod.ExpelStudentForm), {
  loading: () => <Skeleton active />,
});

const nothingToRefresh = () => undefined;

// pages.md §3 "/course/mentor/expel-student": a mentor expels, unassigns or sends to self-study his own mentee;
// managers (and admins) any active student of the course.
export function ExpelStudentPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const staff = session.isAdmin || hasRoleInCourse(session, course.id, ['manager']);
  const mentorId = session.courses[String(course.id)]?.mentorId ?? null;
  return <ExpelStudent courseId={course.id} mentorId={staff ? null : mentorId} />;
}

function ExpelStudent({ courseId, mentorId }: { courseId: number; mentorId: number | null }) {
  const actions = useStudentActions(courseId, nothingToRefresh);
  const submit = useCallback(
    ({ action, githubId, reason }: { action: StudentAction; githubId: string; reason: string }) => {
      if (action === 'expel') return actions.expel(githubId, reason);
      if (action === 'self-study') return actions.selfStudy(githubId, reason);
      return actions.changeMentor(githubId, null, reason);
    },
    [actions],
  );
  return <ExpelStudentForm courseId={courseId} mentorId={mentorId} onSubmit={submit} />;
}
