import { Grid, Table, type TableColumnsType } from 'antd';

import type { StudentTaskVerificationsVerificationsItem } from '@/api/model';
import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';

import { accuracyOf } from '../utils';

type Verification = StudentTaskVerificationsVerificationsItem;

interface VerificationsTableProps {
  verifications: Verification[];
  maxScore: number;
}

const scoreText = (verification: Verification, maxScore: number) =>
  verification.status === 'completed' ? `${verification.score} / ${maxScore}` : verification.status;

// pages.md §2: Date / Time, Score / Max, Accuracy, Details; one stacked column on the smallest screens.
export function VerificationsTable({ verifications, maxScore }: VerificationsTableProps) {
  const screens = Grid.useBreakpoint();
  const zone = viewerTimeZone();
  const wide: TableColumnsType<Verification> = [
    { title: `Date / Time (${zone})`, key: 'date', render: (_, row) => formatDateTime(row.createdDate) },
    { title: 'Score / Max', key: 'score', render: (_, row) => scoreText(row, maxScore) },
    { title: 'Accuracy', key: 'accuracy', render: (_, row) => accuracyOf(row.details) },
    { title: 'Details', dataIndex: 'details', key: 'details', render: (details: string | null) => details ?? '–' },
  ];
  const stacked: TableColumnsType<Verification> = [
    {
      title: 'Verifications',
      key: 'stacked',
      render: (_, row) => (
        <>
          <div>{`${formatDateTime(row.createdDate)} (${zone})`}</div>
          <div>{`Score: ${scoreText(row, maxScore)}, accuracy ${accuracyOf(row.details)}`}</div>
          <div>{row.details ?? '–'}</div>
        </>
      ),
    },
  ];
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      columns={screens.xs && !screens.sm ? stacked : wide}
      dataSource={verifications}
    />
  );
}
