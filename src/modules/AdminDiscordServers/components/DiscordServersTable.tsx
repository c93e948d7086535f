import { Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { DiscordServer } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

import { compareText } from '../utils';

interface DiscordServersTableProps {
  servers: DiscordServer[];
  loading: boolean;
  onEdit: (server: DiscordServer) => void;
  onDelete: (server: DiscordServer) => Promise<void>;
}

const urlCell = (value: string | null) => <span style={{ wordBreak: 'break-all' }}>{value ?? '–'}</span>;

// pages.md §5: Id, Name (sort), Gratitude webhook URL, Mentors chat URL, Edit / Delete; 100 per page.
export function DiscordServersTable({ servers, loading, onEdit, onDelete }: DiscordServersTableProps) {
  const columns: TableColumnsType<DiscordServer> = [
    { title: 'Id', dataIndex: 'id', key: 'id', width: 80 },
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => compareText(a.name, b.name),
    },
    { title: 'Gratitude webhook URL', dataIndex: 'gratitudeUrl', key: 'gratitudeUrl', render: urlCell },
    { title: 'Mentors chat URL', dataIndex: 'mentorsChatUrl', key: 'mentorsChatUrl', render: urlCell },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, server) => (
        <Flex gap={4}>
          <EditButton itemName={server.name} onClick={() => onEdit(server)} />
          <ConfirmDeleteButton
            itemName={server.name}
            question={`Delete the Discord server "${server.name}"?`}
            onConfirm={() => onDelete(server)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<DiscordServer>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={servers}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
