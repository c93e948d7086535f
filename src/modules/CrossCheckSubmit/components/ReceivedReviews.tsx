import { Empty, Flex, Typography } from 'antd';

import type { CourseTask, CrossCheckDisputeInput, CrossCheckFeedback } from '@/api/model';

import { canDispute, reviewerLabel } from '../utils';
import { ReceivedReviewCard } from './ReceivedReviewCard';
import { ScoreExplanation } from './ScoreExplanation';

interface ReceivedReviewsProps {
  task: CourseTask;
  feedback: CrossCheckFeedback | undefined;
  onSend: (reviewId: number, content: string) => Promise<void>;
  onMarkRead: (reviewId: number) => Promise<unknown>;
  onDispute: (input: CrossCheckDisputeInput) => Promise<void>;
}

// pages.md §2: every review the solution received, and after completion how the score was computed.
export function ReceivedReviews({ task, feedback, ...actions }: ReceivedReviewsProps) {
  const reviews = feedback?.reviews ?? [];
  const labels = new Map(reviews.map((review) => [review.id, reviewerLabel(review.reviewer)]));
  const disputable = canDispute(task, Date.now());
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Reviews of your solution
      </Typography.Title>
      {task.crossCheckStatus === 'completed' && feedback?.scoreExplanation && (
        <ScoreExplanation
          explanation={feedback.scoreExplanation}
          reviewerOf={(reviewId) => labels.get(reviewId) ?? `Review ${reviewId}`}
        />
      )}
      {reviews.length === 0 ? (
        <Empty description="No one has checked your work (yet)" />
      ) : (
        reviews.map((review) => (
          <ReceivedReviewCard
            key={review.id}
            review={review}
            maxScore={task.maxScore}
            canDispute={disputable}
            {...actions}
          />
        ))
      )}
    </Flex>
  );
}
