import { Button, Result } from 'antd';
import { useRouter } from 'next/router';

import { CHANNEL_NAMES } from '../constants';

// pages.md §7 "/profile/connection-confirmed": where a channel link (R20.5) lands.
export function ConnectionConfirmedPage() {
  const { query } = useRouter();
  const raw = Array.isArray(query.connectionType) ? query.connectionType[0] : query.connectionType;
  const type = raw ? (CHANNEL_NAMES[raw] ?? raw) : 'channel';
  return (
    <Result
      status="success"
      title={`You have successfully connected your ${type}`}
      extra={
        <Button type="primary" href="/profile/notifications">
          Notifications
        </Button>
      }
    />
  );
}
