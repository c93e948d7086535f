import { Card, Flex, Skeleton, Tabs } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { SubmitResult } from '../components/SubmitResult';
import { useSubmitScores } from '../hooks/useSubmitScores';

// The antd Upload and Form load in their own chunks.
const CsvUploadForm = dynamic(() => import('../components/CsvUploadForm').then((mod) => mod.CsvUploadForm), {
  loading: () => <Skeleton active />,
});
const ManualEntryForm = dynamic(() => import('../components/ManualEntryForm').then((mod) => mod.ManualEntryForm), {
  loading: () => <Skeleton active />,
});

// pages.md §4 "/course/submit-scores": "Submit Scores" for managers (every task) and task owners (their tasks).
export function SubmitScoresPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const isManager = session.isAdmin || hasRoleInCourse(session, course.id, ['manager']);
  return <SubmitScores courseId={course.id} viewerId={session.id} isManager={isManager} />;
}

function SubmitScores({ courseId, viewerId, isManager }: { courseId: number; viewerId: number; isManager: boolean }) {
  const scores = useSubmitScores(courseId, viewerId, isManager);
  if (scores.loading) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <Tabs
        onChange={scores.clear}
        items={[
          {
            key: 'csv',
            label: 'Upload CSV',
            children: (
              <CsvUploadForm courseTasks={scores.courseTasks} submitting={scores.submitting} onSubmit={scores.submit} />
            ),
          },
          {
            key: 'manual',
            label: 'Manual Entry',
            children: (
              <ManualEntryForm
                courseTasks={scores.courseTasks}
                submitting={scores.submitting}
                onSubmit={(byTask) => scores.submit(byTask)}
              />
            ),
          },
        ]}
      />
      {scores.summary && (
        <Card title="Result">
          <SubmitResult summary={scores.summary} />
        </Card>
      )}
    </Flex>
  );
}
