import { Alert, Col, Empty, Row, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useGetAutoTests } from '@/api/auto-tests';
import { problemDetail } from '@/hooks/problem';

// The antd Card and Descriptions load in their own chunk (DESIGN.md "Performance").
const AutoTestCard = dynamic(() => import('../components/AutoTestCard').then((mod) => mod.AutoTestCard), {
  loading: () => <Skeleton active />,
});

// pages.md §5 "/admin/auto-test": "Auto test tasks", card skeletons while loading (§14).
export function AdminAutoTestsPage() {
  const { data, error, isLoading } = useGetAutoTests({ swr: { revalidateOnFocus: false } });
  if (isLoading) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (!data?.length) return <Empty description="No auto-tests yet" />;
  return (
    <Row gutter={[16, 16]}>
      {data.map((test) => (
        <Col key={test.id} xs={24} md={12} xl={8}>
          <AutoTestCard test={test} />
        </Col>
      ))}
    </Row>
  );
}
