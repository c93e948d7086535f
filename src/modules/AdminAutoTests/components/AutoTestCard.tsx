import { Card, Descriptions, Tag } from 'antd';
import Link from 'next/link';

import type { AutoTest } from '@/api/model';

// pages.md §5 "/admin/auto-test": one card per self-check test with its settings and "Preview Task".
export function AutoTestCard({ test }: { test: AutoTest }) {
  const { settings } = test;
  return (
    <Card
      title={test.name}
      extra={
        <Link href={`/admin/auto-test-task/${test.id}`} aria-label={`Preview Task: ${test.name}`}>
          Preview Task
        </Link>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'attempts', label: 'Max attempts', children: settings.maxAttemptsNumber },
          {
            key: 'questions',
            label: 'Number of questions',
            children: `${settings.numberOfQuestions} of ${test.questionsCount}`,
          },
          { key: 'strict', label: 'Strict mode', children: settings.strictAttemptsMode ? 'Yes' : 'No' },
          { key: 'threshold', label: 'Threshold', children: `${settings.thresholdPercentage}%` },
        ]}
      />
      {test.tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
    </Card>
  );
}
