import { Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';

import { resolveCrossCheckDispute } from '@/api/cross-check-reviews';
import type { CrossCheckDispute } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';
import { useNotify } from '@/hooks/useNotify';

import { ResolveDisputeModal, type Resolution } from './ResolveDisputeModal';

interface DisputesTableProps {
  courseId: number;
  disputes: CrossCheckDispute[];
  loading: boolean;
  maxScoreOf: (courseTaskId: number) => number | undefined;
  onResolved: () => void;
}

const STATUS = {
  open: { label: 'Open', color: 'gold' },
  accepted: { label: 'Accepted', color: 'green' },
  rejected: { label: 'Rejected', color: 'volcano' },
} as const;

// pages.md §4 Disputes tab (open ones first, as the server orders them): student, reviewer, task, review score,
// expected score, text; "Accept" (new score, comment) or "Reject" (comment) while open (R7.11).
export function DisputesTable({ courseId, disputes, loading, maxScoreOf, onResolved }: DisputesTableProps) {
  const notify = useNotify();
  const [resolving, setResolving] = useState<{ dispute: CrossCheckDispute; resolution: Resolution }>();
  return (
    <>
      <Table<CrossCheckDispute>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={disputes}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { key: 'student', title: 'Student', render: (_, dispute) => dispute.student.githubId },
          { key: 'reviewer', title: 'Reviewer', render: (_, dispute) => dispute.reviewer.githubId },
          { key: 'task', title: 'Task', render: (_, dispute) => dispute.courseTask.name },
          { key: 'reviewScore', title: 'Review score', dataIndex: 'reviewScore', align: 'right' },
          { key: 'expectedScore', title: 'Expected score', dataIndex: 'expectedScore', align: 'right' },
          {
            key: 'text',
            title: 'Text',
            render: (_, dispute) => (
              <Flex vertical gap={2} style={{ maxWidth: 360 }}>
                <Typography.Text>{dispute.text}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(dispute.createdDate)}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'status',
            title: 'Status',
            render: (_, dispute) => (
              <Flex vertical gap={2} style={{ maxWidth: 280 }}>
                <Tag color={STATUS[dispute.status].color} style={{ alignSelf: 'flex-start' }}>
                  {STATUS[dispute.status].label}
                </Tag>
                {dispute.resolution && (
                  <Typography.Text type="secondary">
                    {dispute.resolution.resolvedBy?.githubId ?? 'system'}: {dispute.resolution.comment}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, dispute) =>
              dispute.status === 'open' && (
                <Flex gap={8}>
                  <Button size="small" type="primary" onClick={() => setResolving({ dispute, resolution: 'accepted' })}>
                    Accept
                  </Button>
                  <Button size="small" danger onClick={() => setResolving({ dispute, resolution: 'rejected' })}>
                    Reject
                  </Button>
                </Flex>
              ),
          },
        ]}
      />
      {resolving && (
        <ResolveDisputeModal
          dispute={resolving.dispute}
          resolution={resolving.resolution}
          maxScore={maxScoreOf(resolving.dispute.courseTask.id)}
          onSubmit={async (input) => {
            await resolveCrossCheckDispute(courseId, resolving.dispute.id, input);
            notify.success(input.status === 'accepted' ? 'The dispute was accepted.' : 'The dispute was rejected.');
            onResolved();
          }}
          onClose={() => setResolving(undefined)}
        />
      )}
    </>
  );
}
