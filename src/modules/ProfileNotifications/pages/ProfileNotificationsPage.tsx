import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import dynamic from 'next/dynamic';

import { problemDetail } from '@/hooks/problem';

import { CHANNELS, EMPTY_TEXT } from '../constants';
import { useUserNotifications } from '../hooks/useUserNotifications';

// The channel alerts (with the e-mail form) and the table load in their own chunks, so the page's first load stays under
// the 300 kB budget; the settings request still starts with the page.
const ChannelAlerts = dynamic(() => import('../components/ChannelAlerts').then((mod) => mod.ChannelAlerts), {
  loading: () => <Skeleton active paragraph={{ rows: 2 }} />,
});
const SettingsTable = dynamic(() => import('../components/SettingsTable').then((mod) => mod.SettingsTable), {
  loading: () => <Skeleton active />,
});

// pages.md §7 "/profile/notifications": channel status, then the notification × channel settings and Save.
export function ProfileNotificationsPage() {
  const { notifications, connections, error, isLoading, saving, isOn, toggle, save, reload } = useUserNotifications();
  const connected = CHANNELS.some(({ id }) => connections[id]?.enabled);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      {!isLoading && <ChannelAlerts connections={connections} onChange={reload} />}
      {!isLoading && !connected && <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>}
      <SettingsTable
        notifications={notifications}
        connections={connections}
        loading={isLoading}
        isOn={isOn}
        onToggle={toggle}
      />
      <Flex>
        <Button type="primary" disabled={!connected} loading={saving} onClick={() => void save()}>
          Save
        </Button>
      </Flex>
    </Flex>
  );
}
