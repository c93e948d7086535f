import { Alert, Flex, Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';

import type { Session } from '@/api/model';
import { viewerTimeZone } from '@/components/form/date-time';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useWaitList } from '../hooks/useWaitList';

// The antd Table loads in its own chunk; the list is requested at once (DESIGN.md "Performance").
const WaitListTable = dynamic(() => import('../components/WaitListTable').then((mod) => mod.WaitListTable), {
  loading: () => <Skeleton active />,
});

function WaitList({ courseId, interviewId, session }: { courseId: number; interviewId: number; session: Session }) {
  const { interview, interviewError, students, error, isLoading, interviewStudent, remove } = useWaitList(
    courseId,
    interviewId,
    session.githubId,
  );
  const timeZone = useMemo(viewerTimeZone, []);
  const [now] = useState(() => Date.now());
  if (interviewError) return <Alert type="error" showIcon title={problemDetail(interviewError)} />;
  const isStage = interview?.type === 'stage-interview';
  // pages.md §3: a regular interview's wait list opens when the interview starts.
  const notStarted = interview && !isStage && Date.parse(interview.startDate) > now;
  return (
    <Flex vertical gap={16}>
      {notStarted && <Alert type="info" showIcon title="The interview has not started yet" />}
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <WaitListTable
        heading={interview ? `${interview.name}: Wait list` : 'Wait list'}
        students={students ?? []}
        loading={isLoading || !interview}
        isStage={isStage}
        timeZone={timeZone}
        canInterview={!notStarted && hasRoleInCourse(session, courseId, ['mentor'])}
        canRemove={session.isAdmin || hasRoleInCourse(session, courseId, ['manager'])}
        onInterview={interviewStudent}
        onRemove={remove}
      />
    </Flex>
  );
}

// pages.md §3 "/course/mentor/interview-wait-list": `?interviewId=` names the interview course task.
export function InterviewWaitListPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  const router = useRouter();
  const interviewId = Number(router.query.interviewId);
  if (!course || !session || !router.isReady) return null;
  if (!Number.isInteger(interviewId) || interviewId <= 0) {
    return <Result status="warning" title="Choose an interview" subTitle="The link names no interview." />;
  }
  return <WaitList courseId={course.id} interviewId={interviewId} session={session} />;
}
