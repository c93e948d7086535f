import { Alert, Empty, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import { useGetInterviews } from '@/api/interviews';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { LazyPairsPanel } from '../components/LazyPairsPanel';

const InterviewSelect = dynamic(() => import('../components/InterviewSelect').then((mod) => mod.InterviewSelect), {
  loading: () => <Skeleton.Input active />,
});

export const NO_INTERVIEW_TASKS = 'There are no interviews in this course yet.';

function Interviews({ courseId, canManage }: { courseId: number; canManage: boolean }) {
  const { data, error } = useGetInterviews(courseId, { types: 'interview' }, { swr: { revalidateOnFocus: false } });
  const [chosenId, setChosenId] = useState<number>();
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (!data) return <Skeleton active />;
  if (!data.length) return <Empty description={NO_INTERVIEW_TASKS} />;
  const interview = data.find((item) => item.id === chosenId) ?? data[0];
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4} style={{ maxWidth: 420 }}>
        <label htmlFor="interview-select">Interview</label>
        <InterviewSelect interviews={data} value={interview.id} onChange={setChosenId} />
      </Flex>
      <LazyPairsPanel key={interview.id} courseId={courseId} interview={interview} canManage={canManage} />
    </Flex>
  );
}

// pages.md §4 "/course/admin/interviews": the regular interviews of the active course, one at a time.
export function AdminInterviewsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const canManage = session.isAdmin || hasRoleInCourse(session, course.id, ['manager']);
  return <Interviews courseId={course.id} canManage={canManage} />;
}
