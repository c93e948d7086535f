import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Event } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

interface EventsTableProps {
  events: Event[];
  loading: boolean;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => Promise<void>;
}

// pages.md §5 "/admin/events": Id, Name (sort), Discipline, Description URL, Description, Type, Edit / Delete.
export function EventsTable({ events, loading, onEdit, onDelete }: EventsTableProps) {
  const columns: TableColumnsType<Event> = [
    { title: 'Id', dataIndex: 'id', key: 'id', width: 70 },
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    { title: 'Discipline', key: 'discipline', render: (_, event) => event.discipline?.name ?? '–' },
    {
      title: 'Description URL',
      key: 'descriptionUrl',
      render: (_, event) =>
        event.descriptionUrl ? (
          <a href={event.descriptionUrl} target="_blank" rel="noreferrer">
            {event.descriptionUrl}
          </a>
        ) : (
          '–'
        ),
    },
    {
      title: 'Description',
      key: 'description',
      render: (_, event) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 320 }}>
          {event.description ?? '–'}
        </Typography.Paragraph>
      ),
    },
    { title: 'Type', key: 'type', render: (_, event) => <Tag>{event.type}</Tag> },
    {
      title: 'Edit',
      key: 'edit',
      width: 70,
      render: (_, event) => <EditButton itemName={event.name} onClick={() => onEdit(event)} />,
    },
    {
      title: 'Delete',
      key: 'delete',
      width: 70,
      render: (_, event) => (
        <ConfirmDeleteButton
          itemName={event.name}
          question={`Delete the event "${event.name}"?`}
          onConfirm={() => onDelete(event)}
        />
      ),
    },
  ];
  return (
    <Table<Event>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={events}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
