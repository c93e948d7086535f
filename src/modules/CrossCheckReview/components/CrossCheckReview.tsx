import { Alert, Empty, Flex, Form, Select, Spin } from 'antd';

import { useGetCrossCheckAssignments } from '@/api/cross-check-reviews';
import { problemDetail } from '@/hooks/problem';

import { useReviewQuery } from '../hooks/useReviewQuery';
import { useReviewTasks } from '../hooks/useReviewTasks';
import { defaultTaskId, reviewableTasks } from '../utils';
import { ReviewProgress } from './ReviewProgress';
import { ReviewWorkspace } from './ReviewWorkspace';
import { StudentSelect } from './StudentSelect';

interface CrossCheckReviewProps {
  courseId: number;
  githubId: string;
  isActive: boolean;
}

const loading = (
  <Spin description="Loading...">
    <div style={{ minHeight: 160 }} />
  </Spin>
);

// pages.md §2 /course/student/cross-check-review: the distributed (or completed) cross-check tasks, the solutions the
// caller reviews in the chosen one (?taskId=, ?githubId=), and the review workspace.
export function CrossCheckReview({ courseId, githubId, isActive }: CrossCheckReviewProps) {
  const courseTasks = useReviewTasks(courseId);
  const [query, setQuery] = useReviewQuery();
  const tasks = reviewableTasks(courseTasks.data ?? []);
  const taskId = defaultTaskId(tasks, query.taskId);
  const task = tasks.find((candidate) => candidate.id === taskId);
  const assignments = useGetCrossCheckAssignments(courseId, task?.id ?? 0, 'me', {
    swr: { revalidateOnFocus: false, shouldRetryOnError: false },
  });

  if (courseTasks.error) return <Alert type="error" showIcon title={problemDetail(courseTasks.error)} />;
  if (!courseTasks.data) return loading;
  if (!task) return <Empty description="At the moment, there are no tasks available for review" />;

  const assigned = assignments.data ?? [];
  const studentGithubId = assigned.some((item) => item.student.githubId === query.githubId)
    ? query.githubId
    : (assigned.find((item) => !item.reviewed) ?? assigned[0])?.student.githubId;
  const header = (
    <Flex vertical gap={16}>
      <Form layout="vertical" component="div">
        <Form.Item label="Task" htmlFor="cross-check-review-task" style={{ marginBottom: 0, maxWidth: 480 }}>
          <Select
            id="cross-check-review-task"
            value={task.id}
            options={tasks.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            onChange={(next: number) => setQuery({ taskId: next, githubId: undefined })}
          />
        </Form.Item>
      </Form>
      {assignments.error && <Alert type="error" showIcon title={problemDetail(assignments.error)} />}
      {!assignments.data && !assignments.error && loading}
      {assignments.data && assigned.length === 0 && <Empty description="You have no works to review for this task" />}
      {assigned.length > 0 && (
        <>
          <ReviewProgress
            task={task}
            reviewed={assigned.filter((item) => item.reviewed).length}
            assigned={assigned.length}
          />
          <StudentSelect
            assignments={assigned}
            value={studentGithubId}
            onChange={(next) => setQuery({ taskId: task.id, githubId: next })}
          />
        </>
      )}
    </Flex>
  );
  return (
    <ReviewWorkspace
      key={`${task.id}-${studentGithubId ?? ''}`}
      courseId={courseId}
      task={task}
      studentGithubId={assigned.length ? studentGithubId : undefined}
      reviewerNumber={assigned.find((item) => item.student.githubId === studentGithubId)?.reviewerNumber}
      githubId={githubId}
      isActive={isActive}
      header={header}
      onSaved={() => void assignments.mutate()}
    />
  );
}
