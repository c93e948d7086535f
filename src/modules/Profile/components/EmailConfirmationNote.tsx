import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';

import { sendEmailConfirmation, useGetUserNotificationConnections } from '@/api/user-notifications';
import { useNotify } from '@/hooks/useNotify';

import { Muted } from './Muted';

// pages.md §7 Contacts card: the owner's e-mail is confirmed or waits for the link, which "Resend" sends again (R20.5).
export function EmailConfirmationNote({ email }: { email: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { data, mutate } = useGetUserNotificationConnections({ swr: { revalidateOnFocus: false } });
  // A saved e-mail changes the connection too (R20.5): read it again whenever the address shown changes.
  useEffect(() => {
    void mutate();
  }, [email, mutate]);
  const connection = data?.connections.email;
  if (!connection || connection.value !== email) return null;
  if (connection.enabled) return <Muted small>Confirmed for notifications</Muted>;
  const resend = async () => {
    setBusy(true);
    try {
      await sendEmailConfirmation();
      notify.success('We sent a new confirmation link to your e-mail.');
      await mutate();
    } catch (failure) {
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={8} align="center" wrap>
      <Muted small>Not confirmed: follow the link we sent to it</Muted>
      <Button size="small" type="link" loading={busy} onClick={() => void resend()}>
        Resend
      </Button>
    </Flex>
  );
}
