import { Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Notification } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

interface NotificationsTableProps {
  notifications: Notification[];
  loading: boolean;
  onEdit: (notification: Notification) => void;
  onDelete: (notification: Notification) => Promise<void>;
}

// pages.md §5 "/admin/notifications": Notification, Type, Active, Edit / Delete.
export function NotificationsTable({ notifications, loading, onEdit, onDelete }: NotificationsTableProps) {
  const columns: TableColumnsType<Notification> = [
    {
      title: 'Notification',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, notification) => (
        <Flex vertical>
          <span>{notification.name}</span>
          <code>{notification.id}</code>
        </Flex>
      ),
    },
    { title: 'Type', dataIndex: 'type', key: 'type', width: 110 },
    {
      title: 'Active',
      key: 'enabled',
      width: 100,
      // Words, not colour (pages.md §15); a plain text keeps the contrast of both themes.
      render: (_, notification) => (notification.enabled ? 'Active' : 'Inactive'),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, notification) => (
        <Flex gap={4}>
          <EditButton itemName={notification.name} onClick={() => onEdit(notification)} />
          <ConfirmDeleteButton
            itemName={notification.name}
            question={`Delete the notification "${notification.name}"?`}
            onConfirm={() => onDelete(notification)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<Notification>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={notifications}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
