import { Button, Card, Flex, Statistic } from 'antd';

interface StatsCardProps {
  rank: number | null;
  rankTotal: number;
  totalScore: number;
  maxPossible: number;
  onBreakdown: () => void;
}

// pages.md §2 "Your stats": position "N / total active" ("New" when nobody has a score yet) and "x / max possible".
// An expelled student's rank counts all students, and so does its total (rules.md R3.4, R4.2).
export function StatsCard({ rank, rankTotal, totalScore, maxPossible, onBreakdown }: StatsCardProps) {
  const position = !totalScore || rank === null ? 'New' : `${rank} / ${rankTotal}`;
  return (
    <Card title="Your stats" extra={<Button onClick={onBreakdown}>Score breakdown</Button>}>
      <Flex gap={32} wrap>
        <Statistic title="Position" value={position} />
        <Statistic title="Total score" value={`${totalScore} / ${maxPossible}`} />
      </Flex>
    </Card>
  );
}
