import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface StatCardProps {
  title: string;
  // The card's numbers in words: what a screen reader announces instead of the drawing (pages.md §15).
  summary: string;
  extra?: ReactNode;
  children: ReactNode;
}

export function StatCard({ title, summary, extra, children }: StatCardProps) {
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      <div aria-hidden="true">{children}</div>
      <Typography.Text>{summary}</Typography.Text>
    </Card>
  );
}
