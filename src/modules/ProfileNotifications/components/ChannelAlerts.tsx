import { Alert, Flex } from 'antd';
import Link from 'next/link';

import type { OwnNotificationConnections } from '@/api/model';

import { TELEGRAM_HINT } from '../constants';
import { EmailStatus } from './EmailStatus';

interface ChannelAlertsProps {
  connections: OwnNotificationConnections;
  onChange: () => unknown;
}

// pages.md §7: one status alert per channel: e-mail, Telegram (linked by the school bot), Discord (from the profile).
export function ChannelAlerts({ connections, onChange }: ChannelAlertsProps) {
  const { telegram, discord } = connections;
  return (
    <Flex vertical gap={8}>
      <EmailStatus connection={connections.email} onChange={onChange} />
      {telegram?.enabled ? (
        <Alert type="success" showIcon title="Telegram is connected." />
      ) : (
        <Alert type="info" showIcon title="Telegram is not connected." description={TELEGRAM_HINT} />
      )}
      {discord?.enabled ? (
        <Alert type="success" showIcon title={`Discord is connected (${discord.value}).`} />
      ) : (
        <Alert
          type="info"
          showIcon
          title="Discord is not connected."
          description={
            <>
              Add your Discord account in your{' '}
              <Link href="/profile" style={{ textDecoration: 'underline' }}>
                Profile
              </Link>
              .
            </>
          }
        />
      )}
    </Flex>
  );
}
