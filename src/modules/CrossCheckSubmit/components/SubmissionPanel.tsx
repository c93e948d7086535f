import { Alert, Flex, Spin, Typography } from 'antd';

import type { CourseTask } from '@/api/model';
import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';
import { problemDetail } from '@/hooks/problem';

import { useOwnSolution } from '../hooks/useOwnSolution';
import { isSubmitOpen } from '../utils';
import { ReceivedReviews } from './ReceivedReviews';
import { SolutionForm } from './SolutionForm';

interface SubmissionPanelProps {
  courseId: number;
  task: CourseTask;
  githubId: string;
  isActive: boolean;
}

// pages.md §2: the status line, the solution form and the reviews received for one task.
export function SubmissionPanel({ courseId, task, githubId, isActive }: SubmissionPanelProps) {
  const own = useOwnSolution(courseId, task);
  const now = Date.now();
  const open = isSubmitOpen(task, now);
  const zone = viewerTimeZone();
  if (own.loadError) return <Alert type="error" showIcon title={problemDetail(own.loadError)} />;
  if (own.isLoading)
    return (
      <Spin description="Loading...">
        <div style={{ minHeight: 120 }} />
      </Spin>
    );
  return (
    <Flex vertical gap={24}>
      <Flex vertical gap={4}>
        <Typography.Text>
          {own.solution ? `Submitted ${formatDateTime(own.solution.updatedDate)} (${zone})` : 'Not submitted yet'}
          {' · '}
          Deadline {formatDateTime(task.studentEndDate)} ({zone})
        </Typography.Text>
        {!open && now > Date.parse(task.studentEndDate) && (
          <Typography.Text type="secondary">The submission deadline has passed.</Typography.Text>
        )}
        {!isActive && <Alert type="warning" showIcon title="You are not an active student of this course" />}
      </Flex>
      <SolutionForm
        key={own.solution?.updatedDate ?? 'none'}
        task={task}
        githubId={githubId}
        criteria={own.criteria}
        solution={own.solution}
        canSubmit={open && isActive}
        canCancel={open && isActive && task.crossCheckStatus === 'initial'}
        onSave={own.save}
        onCancel={own.cancel}
      />
      {own.solution && task.crossCheckStatus !== 'initial' && (
        <ReceivedReviews
          task={task}
          feedback={own.feedback}
          onSend={own.sendMessage}
          onMarkRead={own.markRead}
          onDispute={own.dispute}
        />
      )}
    </Flex>
  );
}
