import { Button, Card, Flex, Statistic } from 'antd';

interface StatsCardProps {
  rank: number | null;
  totalActive: number | undefined;
  totalScore: number;
  maxPossible: number;
  onBreakdown: () => void;
}

// pages.md §2 "Your stats": position "N / total active" ("New" when nobody has a score yet) and "x / max possible".
export function StatsCard({ rank, totalActive, totalScore, maxPossible, onBreakdown }: StatsCardProps) {
  const position = !totalScore || rank === null ? 'New' : `${rank} / ${totalActive ?? '…'}`;
  return (
    <Card title="Your stats" extra={<Button onClick={onBreakdown}>Score breakdown</Button>}>
      <Flex gap={32} wrap>
        <Statistic title="Position" value={position} />
        <Statistic title="Total score" value={`${totalScore} / ${maxPossible}`} />
      </Flex>
    </Card>
  );
}
