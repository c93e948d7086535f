import { Flex, Tag, Typography } from 'antd';

import type { CrossCheckReceivedReview } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';

const STATUS = {
  open: { label: 'Dispute open', color: 'gold' },
  accepted: { label: 'Dispute accepted', color: 'green' },
  rejected: { label: 'Dispute rejected', color: 'volcano' },
} as const;

// rules.md R7.11: the author's dispute of a review and how it was resolved; the tag carries words, not colour only.
export function DisputeStatus({ dispute }: { dispute: NonNullable<CrossCheckReceivedReview['dispute']> }) {
  const status = STATUS[dispute.status];
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        <Tag color={status.color}>{status.label}</Tag>
        <Typography.Text>Expected score: {dispute.expectedScore}</Typography.Text>
        <Typography.Text type="secondary">opened {formatDateTime(dispute.createdDate)}</Typography.Text>
      </Flex>
      <Typography.Text>{dispute.text}</Typography.Text>
      {dispute.resolutionComment && (
        <Typography.Text>
          <Typography.Text strong>
            Resolution{dispute.resolvedDate ? ` (${formatDateTime(dispute.resolvedDate)})` : ''}:{' '}
          </Typography.Text>
          {dispute.resolutionComment}
        </Typography.Text>
      )}
    </Flex>
  );
}
