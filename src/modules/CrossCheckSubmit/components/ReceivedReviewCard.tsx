import { Button, Card, Divider, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';

import type { CrossCheckDisputeInput, CrossCheckReceivedReview } from '@/api/model';
import { MessageThread } from '@/components/cross-check/MessageThread';
import { ReviewCriteriaList } from '@/components/cross-check/ReviewCriteriaList';
import { formatDateTime } from '@/components/form/date-time';
import { Markdown } from '@/components/markdown/Markdown';
import { useNotify } from '@/hooks/useNotify';

import { reviewerLabel } from '../utils';
import { DisputeModal } from './DisputeModal';
import { DisputeStatus } from './DisputeStatus';

interface ReceivedReviewCardProps {
  review: CrossCheckReceivedReview;
  maxScore: number;
  canDispute: boolean;
  onSend: (reviewId: number, content: string) => Promise<void>;
  onMarkRead: (reviewId: number) => Promise<unknown>;
  onDispute: (input: CrossCheckDisputeInput) => Promise<void>;
}

// pages.md §2: one received review: reviewer ("Reviewer N" unless named, R7.10), score, criteria, Markdown comment,
// dispute (R7.11) and the message thread with the reviewer (R7.9).
export function ReceivedReviewCard({ review, maxScore, canDispute, ...actions }: ReceivedReviewCardProps) {
  const notify = useNotify();
  const [disputing, setDisputing] = useState(false);
  const reviewer = reviewerLabel(review.reviewer);
  const unread = review.messages.some((message) => !message.isStudentRead);
  const { onMarkRead } = actions;

  useEffect(() => {
    if (unread) onMarkRead(review.id).catch(() => undefined);
  }, [unread, review.id, onMarkRead]);

  const send = async (content: string) => {
    try {
      await actions.onSend(review.id, content);
    } catch (error) {
      notify.error(error);
      throw error;
    }
  };

  return (
    <Card
      title={reviewer}
      extra={
        <Typography.Text strong>
          Score: {review.score} / {maxScore}
        </Typography.Text>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">Reviewed {formatDateTime(review.dateTime)}</Typography.Text>
        <ReviewCriteriaList criteria={review.criteria} />
        <Divider style={{ margin: 0 }} />
        <Markdown text={review.comment} />
        {review.dispute ? (
          <DisputeStatus dispute={review.dispute} />
        ) : (
          canDispute && (
            <Button style={{ alignSelf: 'flex-start' }} onClick={() => setDisputing(true)}>
              Dispute
            </Button>
          )
        )}
        <Divider style={{ margin: 0 }} />
        <MessageThread messages={review.messages} names={{ reviewer, student: 'You' }} onSend={send} />
      </Flex>
      {disputing && (
        <DisputeModal
          reviewId={review.id}
          reviewer={reviewer}
          reviewScore={review.score}
          maxScore={maxScore}
          onSubmit={async (input) => {
            await actions.onDispute(input);
            notify.success('Your dispute has been sent.');
          }}
          onClose={() => setDisputing(false)}
        />
      )}
    </Card>
  );
}
