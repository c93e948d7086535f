import { Flex, Tag, Typography } from 'antd';

import type { CrossCheckProgress } from '@/api/model';

const STATUS_LABELS = { initial: 'Initial', distributed: 'Distributed', completed: 'Completed' };

// Issue 8: how many reviews each cross-check task still lacks (pairs without a review).
export function ProgressSummary({ progress }: { progress: CrossCheckProgress[] }) {
  if (progress.length === 0) return null;
  return (
    <Flex vertical gap={4} role="region" aria-label="Missing reviews per task">
      <Typography.Text strong>Missing reviews per task</Typography.Text>
      {progress.map((task) => (
        <Flex key={task.courseTaskId} gap={8} align="center" wrap>
          <Typography.Text>{task.name}</Typography.Text>
          <Tag>{STATUS_LABELS[task.status]}</Tag>
          <Typography.Text type="secondary">
            {task.solutions} solutions · {task.reviewed} of {task.pairs} reviewed
          </Typography.Text>
          {task.pairs > 0 && (
            <Tag color={task.missing > 0 ? 'orange' : 'green'}>
              {task.missing > 0 ? `${task.missing} missing` : 'All reviewed'}
            </Tag>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
