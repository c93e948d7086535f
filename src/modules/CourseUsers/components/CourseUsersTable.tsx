import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { Table, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Key } from 'react';

import type { CourseUser } from '@/api/model';
import { EditButton } from '@/components/table/EditButton';

import { PAGE_SIZE, STAFF_FLAGS } from '../constants';
import { matchesUser, userLabel } from '../utils';
import { SearchFilter } from './SearchFilter';

interface CourseUsersTableProps {
  courseUsers: CourseUser[];
  loading: boolean;
  onEdit: (courseUser: CourseUser) => void;
}

// pages.md §4 "/course/admin/users": User (search), Manager, Supervisor, Dementor, Activist, Edit; 100 per page.
export function CourseUsersTable({ courseUsers, loading, onEdit }: CourseUsersTableProps) {
  const { token } = theme.useToken();
  const columns: TableColumnsType<CourseUser> = [
    {
      title: 'User',
      key: 'user',
      render: (_, courseUser) => userLabel(courseUser),
      sorter: (a, b) => a.githubId.localeCompare(b.githubId),
      filterDropdown: (props) => <SearchFilter field="user" {...props} />,
      onFilter: (value, courseUser) => matchesUser(courseUser, String(value)),
    },
    ...STAFF_FLAGS.map(({ flag, label }) => ({
      title: label,
      key: flag,
      align: 'center' as const,
      render: (_: unknown, courseUser: CourseUser) =>
        courseUser[flag] ? <CheckOutlined aria-label={`${label}: yes`} style={{ color: token.colorSuccess }} /> : null,
      filters: [
        { text: 'Yes', value: true },
        { text: 'No', value: false },
      ],
      onFilter: (value: boolean | Key, courseUser: CourseUser) => courseUser[flag] === value,
    })),
    {
      title: 'Edit',
      key: 'edit',
      width: 80,
      render: (_, courseUser) => <EditButton itemName={courseUser.githubId} onClick={() => onEdit(courseUser)} />,
    },
  ];
  return (
    <Table<CourseUser>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={courseUsers}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
