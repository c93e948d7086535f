import { Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Course } from '@/api/model';
import { EditButton } from '@/components/table/EditButton';

import { compareText, formatDate } from '../utils';
import { CourseLogo } from './CourseLogo';

const flag = (value: boolean) => (value ? 'Yes' : 'No');
const flagColumn = (title: string, key: 'completed' | 'planned' | 'inviteOnly') => ({
  title,
  dataIndex: key,
  key,
  render: (value: boolean) => flag(value),
  sorter: (a: Course, b: Course) => Number(a[key]) - Number(b[key]),
});

// pages.md §5 "/admin/courses": the table's columns, in the spec's order.
const baseColumns: TableColumnsType<Course> = [
  { title: 'Id', dataIndex: 'id', key: 'id', sorter: (a, b) => a.id - b.id },
  { title: 'Logo', dataIndex: 'logo', key: 'logo', render: (logo: string | null) => <CourseLogo logo={logo} /> },
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => compareText(a.name, b.name) },
  { title: 'Full Name', dataIndex: 'fullName', key: 'fullName' },
  { title: 'Alias', dataIndex: 'alias', key: 'alias', sorter: (a, b) => compareText(a.alias, b.alias) },
  {
    title: 'Description',
    dataIndex: 'description',
    key: 'description',
    ellipsis: true,
    width: 240,
    render: (description: string | null) => description ?? '–',
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
    title: 'Discipline',
    key: 'discipline',
    render: (_, course) => course.discipline?.name ?? '–',
    sorter: (a, b) => compareText(a.discipline?.name, b.discipline?.name),
  },
  flagColumn('Completed', 'completed'),
  flagColumn('Planned', 'planned'),
  flagColumn('Invite Only', 'inviteOnly'),
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
