import { Alert, Empty, Flex, Select, Skeleton } from 'antd';
import { useState } from 'react';

import { useGetInterviews } from '@/api/interviews';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { InterviewPairsPanel } from '../components/InterviewPairsPanel';

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
        <Select
          id="interview-select"
          value={interview.id}
          onChange={setChosenId}
          options={data.map((item) => ({ value: item.id, label: item.name }))}
        />
      </Flex>
      <InterviewPairsPanel key={interview.id} courseId={courseId} interview={interview} canManage={canManage} />
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
