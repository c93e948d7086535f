import { Alert, Empty, Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';

import { viewerTimeZone } from '@/components/form/date-time';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useMentorInterviews } from '../hooks/useMentorInterviews';

// The cards load in their own chunk; the pairs are requested at once (DESIGN.md "Performance").
const MentorInterviewGrid = dynamic(
  () => import('../components/MentorInterviewGrid').then((mod) => mod.MentorInterviewGrid),
  { loading: () => <Skeleton active /> },
);

export const NO_ASSIGNED_INTERVIEWS = "You don't have any assigned interviews yet.";

function InterviewCards({ courseId, courseAlias }: { courseId: number; courseAlias: string }) {
  const { interviews, error, reject, transfer } = useMentorInterviews(courseId);
  const timeZone = useMemo(viewerTimeZone, []);
  // The alerts' windows are judged at the time the page opened.
  const [now] = useState(() => Date.now());
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (!interviews) return <Skeleton active />;
  if (!interviews.length) return <Empty description={NO_ASSIGNED_INTERVIEWS} />;
  return (
    <MentorInterviewGrid
      interviews={interviews}
      courseId={courseId}
      courseAlias={courseAlias}
      timeZone={timeZone}
      now={now}
      onReject={reject}
      onTransfer={transfer}
    />
  );
}

// pages.md §3 "/course/mentor/interviews": the interviews the mentor interviews students for.
export function MentorInterviewsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  // pages.md §0.1: the guard lets an admin in; without the mentor role the page says whom it is for.
  if (!hasRoleInCourse(session, course.id, ['mentor'])) {
    return <Result status="info" title="This page is for mentors of the course" />;
  }
  return <InterviewCards courseId={course.id} courseAlias={course.alias} />;
}
