import { Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Prompt } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

interface PromptsTableProps {
  prompts: Prompt[];
  loading: boolean;
  onEdit: (prompt: Prompt) => void;
  onDelete: (prompt: Prompt) => Promise<void>;
}

// pages.md §5 "/admin/prompts": Type, Temperature, Edit / Delete.
export function PromptsTable({ prompts, loading, onEdit, onDelete }: PromptsTableProps) {
  const columns: TableColumnsType<Prompt> = [
    { title: 'Type', dataIndex: 'type', key: 'type', sorter: (a, b) => a.type.localeCompare(b.type) },
    { title: 'Temperature', dataIndex: 'temperature', key: 'temperature', width: 140 },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, prompt) => (
        <Flex gap={4}>
          <EditButton itemName={prompt.type} onClick={() => onEdit(prompt)} />
          <ConfirmDeleteButton
            itemName={prompt.type}
            question={`Delete the prompt "${prompt.type}"?`}
            onConfirm={() => onDelete(prompt)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<Prompt>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={prompts}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
