import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Card, Flex, Skeleton, theme } from 'antd';
import dynamic from 'next/dynamic';

import { problemDetail } from '@/hooks/problem';

import { CSV_FILE_NAME } from '../constants';
import type { useDepartures } from '../hooks/useDepartures';
import { browserTimeZone, departuresCsv, downloadText } from '../utils';

// The antd Table is the heaviest dependency of the page; it loads in its own chunk.
const DeparturesTable = dynamic(() => import('./DeparturesTable').then((mod) => mod.DeparturesTable), {
  loading: () => <Skeleton active />,
});

// pages.md §4 "/course/admin/reports": the card with the departures, their CSV export and the time zone named.
export function DeparturesCard({ departures }: { departures: ReturnType<typeof useDepartures> }) {
  const { token } = theme.useToken();
  const { stats, error, isLoading, remove } = departures;
  return (
    <Card
      title={<h2 style={{ fontSize: token.fontSizeHeading5, margin: 0 }}>Detailed Statistics on Student Departures</h2>}
      extra={
        <Button
          icon={<DownloadOutlined />}
          disabled={!stats.length}
          onClick={() => downloadText(departuresCsv(stats), CSV_FILE_NAME)}
        >
          Export CSV
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <span style={{ color: token.colorTextSecondary }}>Dates in {browserTimeZone()}</span>
        {error && <Alert type="error" showIcon title={problemDetail(error)} />}
        <DeparturesTable stats={stats} loading={isLoading} onDelete={remove} />
      </Flex>
    </Card>
  );
}
