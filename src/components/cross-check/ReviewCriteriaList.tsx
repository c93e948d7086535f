import { Flex, Typography } from 'antd';

export interface ReviewedCriterion {
  key: string;
  type: 'title' | 'subtask' | 'penalty';
  text?: string;
  max?: number;
  point?: number;
  comment?: string;
}

function pointText(criterion: ReviewedCriterion): string {
  if (criterion.type === 'penalty') {
    return criterion.point ? `penalty applied: ${criterion.point}` : 'no penalty';
  }
  return `${criterion.point ?? 0} / ${criterion.max ?? 0}`;
}

// rules.md R8: a review's criteria as the reviewer filled them: headings, points per subtask with the reviewer's
// comment, penalties applied or not.
export function ReviewCriteriaList({ criteria }: { criteria: ReviewedCriterion[] }) {
  if (criteria.length === 0) {
    return <Typography.Text type="secondary">The review was sent without the criteria form.</Typography.Text>;
  }
  return (
    <Flex vertical gap={6}>
      {criteria.map((criterion) =>
        criterion.type === 'title' ? (
          <Typography.Text key={criterion.key} strong>
            {criterion.text ?? criterion.key}
          </Typography.Text>
        ) : (
          <Flex key={criterion.key} vertical gap={2}>
            <Flex gap={8} justify="space-between" wrap>
              <Typography.Text>{criterion.text ?? criterion.key}</Typography.Text>
              <Typography.Text strong type={criterion.type === 'penalty' && criterion.point ? 'danger' : undefined}>
                {pointText(criterion)}
              </Typography.Text>
            </Flex>
            {criterion.comment && <Typography.Text type="secondary">{criterion.comment}</Typography.Text>}
          </Flex>
        ),
      )}
    </Flex>
  );
}

const CRITERION_TYPES = new Set(['title', 'subtask', 'penalty']);

// History entries of the pairs endpoint carry criteria as plain JSON objects: keep the well-formed ones.
export function toReviewedCriteria(items: readonly Record<string, unknown>[]): ReviewedCriterion[] {
  return items.flatMap((item) => {
    if (typeof item.key !== 'string' || typeof item.type !== 'string' || !CRITERION_TYPES.has(item.type)) return [];
    const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return [
      {
        key: item.key,
        type: item.type as ReviewedCriterion['type'],
        text: text(item.text),
        max: number(item.max),
        point: number(item.point),
        comment: text(item.comment),
      },
    ];
  });
}
