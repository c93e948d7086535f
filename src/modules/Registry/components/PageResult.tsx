import { Result } from 'antd';

// pages.md §14 "Registration": the empty state (no open course) and a failed course list.
export function PageResult({ status, title }: { status: 'info' | 'error'; title: string }) {
  return <Result status={status} title={title} />;
}
