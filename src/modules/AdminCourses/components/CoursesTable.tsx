import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Course } from '@/api/model';

import { compareText, courseStatus, formatDate } from '../utils';

const columns: TableColumnsType<Course> = [
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

export function CoursesTable({ courses, loading }: { courses: Course[]; loading: boolean }) {
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
