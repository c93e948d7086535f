import { Flex, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import type { UserGroup } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

import { COURSE_ROLE_LABELS } from '@/hooks/session-roles';
import { compareText, userInTable } from '../utils';

interface UserGroupsTableProps {
  groups: UserGroup[];
  loading: boolean;
  onEdit: (group: UserGroup) => void;
  onDelete: (group: UserGroup) => Promise<void>;
}

// pages.md §5: Id, Name (sort), Users, Roles, Edit / Delete.
export function UserGroupsTable({ groups, loading, onEdit, onDelete }: UserGroupsTableProps) {
  const columns: TableColumnsType<UserGroup> = [
    { title: 'Id', dataIndex: 'id', key: 'id', width: 80 },
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => compareText(a.name, b.name) },
    {
      title: 'Users',
      key: 'users',
      render: (_, group) => (
        <Flex wrap gap={4}>
          {group.users.map((user) => (
            <Tag key={user.id}>{userInTable(user)}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Roles',
      key: 'roles',
      render: (_, group) => (
        <Flex wrap gap={4}>
          {group.roles.map((role) => (
            <Tag key={role}>{COURSE_ROLE_LABELS[role]}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, group) => (
        <Flex gap={4}>
          <EditButton itemName={group.name} onClick={() => onEdit(group)} />
          <ConfirmDeleteButton
            itemName={group.name}
            question={`Delete the user group "${group.name}"?`}
            onConfirm={() => onDelete(group)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<UserGroup>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={groups}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
