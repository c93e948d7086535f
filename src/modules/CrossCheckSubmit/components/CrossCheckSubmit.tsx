import { Alert, Empty, Flex, Spin } from 'antd';
import Link from 'next/link';

import { problemDetail } from '@/hooks/problem';

import { useCrossCheckTasks } from '../hooks/useCrossCheckTasks';
import { useTaskIdQuery } from '../hooks/useTaskIdQuery';
import { defaultTaskId, startedTasks } from '../utils';
import { SubmissionPanel } from './SubmissionPanel';
import { TaskSelect } from './TaskSelect';

interface CrossCheckSubmitProps {
  courseId: number;
  courseAlias: string;
  githubId: string;
  isActive: boolean;
}

// pages.md §2 /course/student/cross-check-submit: the task select (?taskId= kept) and the chosen task's panel.
export function CrossCheckSubmit({ courseId, courseAlias, githubId, isActive }: CrossCheckSubmitProps) {
  const courseTasks = useCrossCheckTasks(courseId);
  const [requested, setTaskId] = useTaskIdQuery();
  if (courseTasks.error) return <Alert type="error" showIcon title={problemDetail(courseTasks.error)} />;
  if (!courseTasks.data)
    return (
      <Spin description="Loading...">
        <div style={{ minHeight: 160 }} />
      </Spin>
    );
  const now = Date.now();
  const tasks = startedTasks(courseTasks.data, now);
  const taskId = defaultTaskId(tasks, requested, now);
  const task = tasks.find((candidate) => candidate.id === taskId);
  if (!task) {
    return (
      <Empty description="No tasks available for submission now">
        <Link href={`/course/schedule?course=${encodeURIComponent(courseAlias)}`}>Schedule</Link>
      </Empty>
    );
  }
  return (
    <Flex vertical gap={24}>
      <TaskSelect tasks={tasks} value={task.id} onChange={setTaskId} />
      <SubmissionPanel key={task.id} courseId={courseId} task={task} githubId={githubId} isActive={isActive} />
    </Flex>
  );
}
