import { Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { CourseEvent } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';
import { ColumnSearch } from '@/components/table/ColumnSearch';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

import { matchesName } from '../utils';

interface CourseEventsTableProps {
  courseEvents: CourseEvent[];
  loading: boolean;
  timeZone: string;
  onEdit: (event: CourseEvent) => void;
  onDelete: (event: CourseEvent) => Promise<void>;
}

// pages.md §4 "/course/admin/events": Id, Name (search), Type, Start, End, Place, Organizer, Comment, Edit / Delete.
export function CourseEventsTable({ courseEvents, loading, timeZone, onEdit, onDelete }: CourseEventsTableProps) {
  const columns: TableColumnsType<CourseEvent> = [
    { title: 'Id', dataIndex: 'id', key: 'id', width: 70, sorter: (a, b) => a.id - b.id },
    {
      title: 'Name',
      key: 'name',
      render: (_, event) =>
        event.event.descriptionUrl ? <a href={event.event.descriptionUrl}>{event.event.name}</a> : event.event.name,
      sorter: (a, b) => a.event.name.localeCompare(b.event.name),
      filterDropdown: (dropdown) => <ColumnSearch field="name" {...dropdown} />,
      onFilter: (value, event) => matchesName(event, String(value)),
    },
    { title: 'Type', key: 'type', render: (_, event) => event.event.type },
    {
      title: `Start (${timeZone})`,
      key: 'dateTime',
      render: (_, event) => formatDateTime(event.dateTime),
      sorter: (a, b) => a.dateTime.localeCompare(b.dateTime),
    },
    {
      title: `End (${timeZone})`,
      key: 'endTime',
      render: (_, event) =>
        event.endTime ? formatDateTime(event.endTime) : event.duration ? `${event.duration} min` : '–',
    },
    { title: 'Place', key: 'place', render: (_, event) => event.place ?? '–' },
    { title: 'Organizer', key: 'organizer', render: (_, event) => event.organizer?.githubId ?? '–' },
    { title: 'Comment', key: 'comment', render: (_, event) => event.comment ?? '' },
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_, event) => (
        <Flex gap={4}>
          <EditButton itemName={event.event.name} onClick={() => onEdit(event)} />
          <ConfirmDeleteButton
            itemName={event.event.name}
            question={`Delete the course event "${event.event.name}"?`}
            onConfirm={() => onDelete(event)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<CourseEvent>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={courseEvents}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
