import { Alert, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useGetAutoTest } from '@/api/auto-tests';
import { problemDetail, problemStatus } from '@/hooks/problem';

// The 404 result and the test's view load in their own chunks (DESIGN.md "Performance").
const ResultPage = dynamic(() => import('@/components/ResultPage').then((mod) => mod.ResultPage));
const AutoTestView = dynamic(() => import('../components/AutoTestView').then((mod) => mod.AutoTestView), {
  loading: () => <Skeleton active />,
});

// pages.md §5 "/admin/auto-test-task/[taskId]": read-only, with the correct answers marked; unknown id → 404 result.
export function AdminAutoTestTaskPage({ taskId }: { taskId: number | undefined }) {
  const valid = taskId !== undefined && Number.isInteger(taskId) && taskId > 0;
  const { data, error, isLoading } = useGetAutoTest(valid ? taskId : 0, {
    swr: { enabled: valid, revalidateOnFocus: false },
  });
  if (!valid || problemStatus(error) === 404 || problemStatus(error) === 400) return <ResultPage status={404} />;
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Alert type="error" showIcon title={problemDetail(error)} />;
  return <AutoTestView autoTest={data} />;
}
