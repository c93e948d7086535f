import { Alert, Flex, Progress, Typography } from 'antd';

import type { CourseTask } from '@/api/model';
import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';

import { isReviewOpen, requiredReviews } from '../utils';

// pages.md §2 "x of N reviewed", and rules.md R7.8 said plainly before the deadline: a reviewer who does fewer than
// the required reviews gets no cross-check score for the task.
export function ReviewProgress({ task, reviewed, assigned }: { task: CourseTask; reviewed: number; assigned: number }) {
  const required = requiredReviews(assigned);
  const open = isReviewOpen(task, Date.now());
  const deadline = task.crossCheckEndDate
    ? `${formatDateTime(task.crossCheckEndDate)} (${viewerTimeZone()})`
    : 'the review deadline';
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center">
        <Typography.Text strong>
          {reviewed} of {assigned} reviewed
        </Typography.Text>
        <Progress
          percent={assigned ? Math.round((reviewed / assigned) * 100) : 0}
          showInfo={false}
          size="small"
          style={{ maxWidth: 200, margin: 0 }}
          aria-label={`${reviewed} of ${assigned} reviewed`}
        />
      </Flex>
      {open && reviewed < assigned && (
        <Alert
          type="warning"
          showIcon
          title={`Review the solutions assigned to you by ${deadline}.`}
          description={`You must review at least ${required} of the ${assigned} solutions assigned to you. If you review fewer, you get no cross-check score for this task, however well your own solution is rated.`}
        />
      )}
      {!open && task.crossCheckStatus === 'distributed' && (
        <Typography.Text type="secondary">
          The review deadline has passed; reviews can no longer be changed.
        </Typography.Text>
      )}
      {task.crossCheckStatus === 'completed' && (
        <Typography.Text type="secondary">
          This cross-check is completed; reviews can no longer be changed.
        </Typography.Text>
      )}
    </Flex>
  );
}
