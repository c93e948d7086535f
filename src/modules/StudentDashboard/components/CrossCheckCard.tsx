import { Card, Empty } from 'antd';

// pages.md §2 "Cross-check [Review]" and §14: progress per task arrives with the cross-check issue.
export function CrossCheckCard() {
  return (
    <Card title="Cross-check [Review]">
      <Empty description="At the moment, there are no tasks available for review" />
    </Card>
  );
}
