import { Typography } from 'antd';

export interface DistributionResultView {
  created: number;
  unassigned: { githubId: string; name: string }[];
}

// pages.md §4 "Create Interview Pairs": the result — how many pairs were created, and who is left without one.
export function DistributionSummary({ result }: { result: DistributionResultView }) {
  return (
    <>
      <Typography.Paragraph>Created pairs: {result.created}.</Typography.Paragraph>
      <Typography.Paragraph>
        Unassigned students: {result.unassigned.length}
        {result.unassigned.length > 0 && `: ${result.unassigned.map((student) => student.githubId).join(', ')}`}.
      </Typography.Paragraph>
    </>
  );
}
