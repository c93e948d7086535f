import { Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Discipline } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

interface DisciplinesTableProps {
  disciplines: Discipline[];
  loading: boolean;
  onEdit: (discipline: Discipline) => void;
  onDelete: (discipline: Discipline) => Promise<void>;
}

// pages.md §5: Discipline, Edit, Delete (confirm).
export function DisciplinesTable({ disciplines, loading, onEdit, onDelete }: DisciplinesTableProps) {
  const columns: TableColumnsType<Discipline> = [
    { title: 'Discipline', dataIndex: 'name', key: 'name' },
    {
      title: 'Edit',
      key: 'edit',
      width: 80,
      render: (_, discipline) => <EditButton itemName={discipline.name} onClick={() => onEdit(discipline)} />,
    },
    {
      title: 'Delete',
      key: 'delete',
      width: 80,
      render: (_, discipline) => (
        <ConfirmDeleteButton
          itemName={discipline.name}
          question={`Delete the discipline "${discipline.name}"?`}
          onConfirm={() => onDelete(discipline)}
        />
      ),
    },
  ];
  return (
    <Table<Discipline>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={disciplines}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
