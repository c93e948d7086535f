import { Card, Flex, Typography } from 'antd';

import type { ResumeGratitudes } from '@/api/model';

import { formatDate } from '../utils';

// pages.md §8: gratitudes received, their count and the latest ones (R18.3).
export function CvGratitudes({ gratitudes }: { gratitudes: ResumeGratitudes }) {
  if (!gratitudes.count) return null;
  return (
    <Card title={`Gratitudes (${gratitudes.count})`}>
      <Flex vertical gap={12}>
        {gratitudes.items.map((gratitude) => (
          <div key={`${gratitude.date}-${gratitude.from.githubId}`}>
            <Typography.Text strong>{gratitude.badgeId.replace(/_/g, ' ')}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              from {gratitude.from.name} · {formatDate(gratitude.date)}
            </Typography.Text>
            <Typography.Paragraph style={{ margin: 0 }}>{gratitude.comment}</Typography.Paragraph>
          </div>
        ))}
      </Flex>
    </Card>
  );
}
