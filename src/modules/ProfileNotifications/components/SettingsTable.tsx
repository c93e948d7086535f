import { Checkbox, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { NotificationChannelId, OwnNotificationConnections, UserNotification } from '@/api/model';

import { CHANNELS, EMPTY_TEXT } from '../constants';

interface SettingsTableProps {
  notifications: UserNotification[];
  connections: OwnNotificationConnections;
  loading: boolean;
  isOn: (notificationId: string, channelId: NotificationChannelId) => boolean;
  onToggle: (notificationId: string, channelId: NotificationChannelId, enabled: boolean) => void;
}

// pages.md §7: notification × channel; a channel without an enabled connection cannot be ticked.
export function SettingsTable({ notifications, connections, loading, isOn, onToggle }: SettingsTableProps) {
  const columns: TableColumnsType<UserNotification> = [
    { title: 'Notification', dataIndex: 'name', key: 'name' },
    ...CHANNELS.map(({ id, label }) => ({
      title: label,
      key: id,
      width: 110,
      align: 'center' as const,
      render: (_: unknown, notification: UserNotification) =>
        notification.settings[id] === undefined ? null : (
          <Checkbox
            aria-label={`${notification.name}: ${label}`}
            checked={isOn(notification.id, id)}
            disabled={!connections[id]?.enabled}
            onChange={(event) => onToggle(notification.id, id, event.target.checked)}
          />
        ),
    })),
  ];
  return (
    <Table<UserNotification>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={notifications}
      loading={loading}
      pagination={false}
      locale={{ emptyText: EMPTY_TEXT }}
      scroll={{ x: 'max-content' }}
    />
  );
}
