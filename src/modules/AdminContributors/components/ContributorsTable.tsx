import { Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Contributor } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

import { userInTable } from '../utils';

interface ContributorsTableProps {
  contributors: Contributor[];
  loading: boolean;
  onEdit: (contributor: Contributor) => void;
  onDelete: (contributor: Contributor) => Promise<void>;
}

// pages.md §5 "/admin/contributors": User, Description, Edit / Delete.
export function ContributorsTable({ contributors, loading, onEdit, onDelete }: ContributorsTableProps) {
  const columns: TableColumnsType<Contributor> = [
    {
      title: 'User',
      key: 'user',
      render: (_, contributor) => (
        <a href={`/profile?githubId=${encodeURIComponent(contributor.user.githubId)}`}>
          {userInTable(contributor.user)}
        </a>
      ),
    },
    { title: 'Description', dataIndex: 'description', key: 'description' },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, contributor) => (
        <Flex gap={4}>
          <EditButton itemName={contributor.user.githubId} onClick={() => onEdit(contributor)} />
          <ConfirmDeleteButton
            itemName={contributor.user.githubId}
            question={`Delete the contributor "${contributor.user.githubId}"?`}
            onConfirm={() => onDelete(contributor)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<Contributor>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={contributors}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
