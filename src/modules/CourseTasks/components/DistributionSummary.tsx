import { Typography } from 'antd';

import type { MentorReviewDistribution } from '@/api/model';

// pages.md §4: the result summary after a distribution (created pairs, unassigned students).
export function DistributionSummary({ result }: { result: MentorReviewDistribution }) {
  return (
    <Typography.Paragraph>
      Created pairs: {result.created}. Unassigned: {result.unassigned.length}
      {result.unassigned.length > 0 && ` (${result.unassigned.map((student) => student.githubId).join(', ')})`}.
    </Typography.Paragraph>
  );
}
