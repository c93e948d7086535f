import { Typography } from 'antd';

import type { CrossCheckCompletion, CrossCheckDistribution } from '@/api/model';

// pages.md §4: the result summary of a cross-check distribution (R7.3).
export function CrossCheckDistributionSummary({ result }: { result: CrossCheckDistribution }) {
  return (
    <Typography.Paragraph>
      Created pairs: {result.pairsCount}. Solutions distributed: {result.solutions}. Reviewers per solution:{' '}
      {result.reviewersPerSolution}.
    </Typography.Paragraph>
  );
}

// pages.md §4: the result summary of a cross-check completion (R7.8): who got a score and who did not, and why.
export function CrossCheckCompletionSummary({ result }: { result: CrossCheckCompletion }) {
  return (
    <>
      <Typography.Paragraph>
        Scored: {result.scored}. Without a score: {result.withoutScore.length}.
      </Typography.Paragraph>
      {result.withoutScore.length > 0 && (
        <ul style={{ maxHeight: 240, overflowY: 'auto', paddingInlineStart: 20 }}>
          {result.withoutScore.map((student) => (
            <li key={student.githubId}>
              {student.githubId}: {student.reason}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
