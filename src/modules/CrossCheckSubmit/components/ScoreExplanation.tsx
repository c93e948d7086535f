import { Card, Flex, Typography } from 'antd';

import type { CrossCheckFeedback } from '@/api/model';
import { SCORE_RULE_LABELS } from '@/components/cross-check/score-rules';

interface ScoreExplanationProps {
  explanation: NonNullable<CrossCheckFeedback['scoreExplanation']>;
  // Review id → "Reviewer N" or the reviewer's name, as the cards show them.
  reviewerOf: (reviewId: number) => string;
}

// rules.md R7.8, R7.10: after completion, how the author's score was computed: the rule, the reviews he had to do and
// did, which received reviews counted and why the others were left out.
export function ScoreExplanation({ explanation, reviewerOf }: ScoreExplanationProps) {
  const { counted, excluded } = explanation;
  return (
    <Card title="How your score was computed" size="small">
      <Flex vertical gap={6}>
        <Typography.Text>Rule: {SCORE_RULE_LABELS[explanation.rule]}</Typography.Text>
        <Typography.Text>
          You reviewed {explanation.done} of the {explanation.assigned} solutions assigned to you;{' '}
          {explanation.required} {explanation.required === 1 ? 'was' : 'were'} required.
        </Typography.Text>
        <Typography.Text>
          Your solution had {explanation.reviewers} {explanation.reviewers === 1 ? 'reviewer' : 'reviewers'}.
        </Typography.Text>
        {counted.length > 0 && (
          <Typography.Text>
            Counted: {counted.map((review) => `${reviewerOf(review.reviewId)} (${review.score})`).join(', ')}
          </Typography.Text>
        )}
        {excluded.length > 0 && (
          <Flex vertical gap={2}>
            <Typography.Text>Left out:</Typography.Text>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {excluded.map((review) => (
                <li key={review.reviewId}>
                  {reviewerOf(review.reviewId)} ({review.score}): {review.reason}
                </li>
              ))}
            </ul>
          </Flex>
        )}
        {explanation.score !== null ? (
          <Typography.Text strong>Your cross-check score: {explanation.score}</Typography.Text>
        ) : (
          <Typography.Text strong type="danger">
            No score: {explanation.reason}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
