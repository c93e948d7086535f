import { Flex, Radio, Typography } from 'antd';

import type { Criterion } from '@/api/model';

import { selfReviewScore, type SelfReview } from '../utils';

interface SelfReviewFieldsProps {
  criteria: Criterion[];
  maxScore: number;
  value: SelfReview;
  onChange: (value: SelfReview) => void;
  disabled?: boolean;
}

const SUBTASK_OPTIONS = [
  { label: 'Done', value: 1 },
  { label: 'Partly', value: 0.5 },
  { label: 'Not done', value: 0 },
];
const PENALTY_OPTIONS = [
  { label: 'Yes', value: 1 },
  { label: 'No', value: 0 },
];

// pages.md §2: the optional self-review, one answer per criterion, with the score it adds up to (R8.2).
export function SelfReviewFields({ criteria, maxScore, value, onChange, disabled }: SelfReviewFieldsProps) {
  return (
    <Flex vertical gap={12}>
      {criteria.map((criterion) => {
        if (criterion.type === 'title') {
          return (
            <Typography.Text key={criterion.key} strong>
              {criterion.text}
            </Typography.Text>
          );
        }
        const label = `${criterion.text} (${criterion.type === 'penalty' ? 'penalty ' : 'max '}${criterion.max ?? 0})`;
        return (
          <Flex key={criterion.key} vertical gap={4}>
            <Typography.Text id={`self-review-${criterion.key}`}>{label}</Typography.Text>
            <Radio.Group
              aria-labelledby={`self-review-${criterion.key}`}
              disabled={disabled}
              options={criterion.type === 'penalty' ? PENALTY_OPTIONS : SUBTASK_OPTIONS}
              value={value[criterion.key]}
              onChange={(event) => onChange({ ...value, [criterion.key]: event.target.value as number })}
            />
          </Flex>
        );
      })}
      <Typography.Text strong>
        Self-review score: {selfReviewScore(criteria, value, maxScore)} / {maxScore}
      </Typography.Text>
    </Flex>
  );
}
