import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Course } from '@/api/model';
import { EditButton } from '@/components/table/EditButton';

import { compareText, courseStatus, formatDate } from '../utils';

const baseColumns: TableColumnsType<Course> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => compareText(a.name, b.name) },
  { title: 'Alias', dataIndex: 'alias', key: 'alias', sorter: (a, b) => compareText(a.alias, b.alias) },
  {
    title: 'Discipline',
    key: 'discipline',
    render: (_, course) => course.discipline?.name ?? '–',
    sorter: (a, b) => compareText(a.discipline?.name, b.discipline?.name),
  },
  {
    title: 'Start',
    dataIndex: 'startDate',
    key: 'startDate',
    render: (value: string) => formatDate(value),
    sorter: (a, b) => compareText(a.startDate, b.startDate),
    defaultSortOrder: 'descend',
  },
  {
    title: 'End',
    dataIndex: 'endDate',
    key: 'endDate',
    render: (value: string) => formatDate(value),
    sorter: (a, b) => compareText(a.endDate, b.endDate),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, course) => {
      const status = courseStatus(course);
      return <Tag>{status}</Tag>;
    },
    sorter: (a, b) => compareText(courseStatus(a), courseStatus(b)),
  },
];

interface CoursesTableProps {
  courses: Course[];
  loading: boolean;
  canEdit: (course: Course) => boolean;
  onEdit: (course: Course) => void;
}

export function CoursesTable({ courses, loading, canEdit, onEdit }: CoursesTableProps) {
  const columns: TableColumnsType<Course> = [
    ...baseColumns,
    {
      title: 'Edit',
      key: 'edit',
      width: 80,
      render: (_, course) =>
        canEdit(course) ? <EditButton itemName={course.name} onClick={() => onEdit(course)} /> : null,
    },
  ];
  return (
    <Table<Course>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={courses}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
