import { Flex, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import type { ExpelledStat } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';

import { PAGE_SIZE } from '../constants';
import { formatDateTime } from '../utils';

interface DeparturesTableProps {
  stats: ExpelledStat[];
  loading: boolean;
  onDelete: (stat: ExpelledStat) => Promise<void>;
}

// pages.md §4 "/course/admin/reports": Student GitHub, Reasons, Other Comments, Date, delete (confirm); 20 per page.
export function DeparturesTable({ stats, loading, onDelete }: DeparturesTableProps) {
  const columns: TableColumnsType<ExpelledStat> = [
    {
      title: 'Student GitHub',
      key: 'githubId',
      render: (_, stat) => (
        <a href={`https://github.com/${encodeURIComponent(stat.user.githubId)}`} target="_blank" rel="noreferrer">
          {stat.user.githubId}
        </a>
      ),
      sorter: (a, b) => a.user.githubId.localeCompare(b.user.githubId),
    },
    {
      title: 'Reasons',
      key: 'reasons',
      render: (_, stat) =>
        stat.reasonForLeaving.length ? (
          <Flex wrap gap={4}>
            {stat.reasonForLeaving.map((reason) => (
              <Tag key={reason}>{reason}</Tag>
            ))}
          </Flex>
        ) : (
          '–'
        ),
    },
    { title: 'Other Comments', key: 'otherComment', render: (_, stat) => stat.otherComment || '–' },
    {
      title: 'Date',
      key: 'submittedAt',
      render: (_, stat) => formatDateTime(stat.submittedAt),
      sorter: (a, b) => a.submittedAt.localeCompare(b.submittedAt),
    },
    {
      title: 'Delete',
      key: 'delete',
      width: 80,
      render: (_, stat) => (
        <ConfirmDeleteButton
          itemName={`the survey answer of ${stat.user.githubId}`}
          question={`Delete the survey answer of ${stat.user.githubId}?`}
          onConfirm={() => onDelete(stat)}
        />
      ),
    },
  ];
  return (
    <Table<ExpelledStat>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={stats}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
