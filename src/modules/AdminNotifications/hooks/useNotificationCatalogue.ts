import { useCallback } from 'react';

import type { Notification, NotificationInput, Problem } from '@/api/model';
import { deleteNotification, useGetNotifications, createNotification, updateNotification } from '@/api/notifications';
import { isApiError } from '@/config/api-client';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

// The server names a template by its place in the list it was sent (channels.1.template.body); the form names it by
// channel (telegram.body), so the problem's paths are rewritten before the form reads them.
function renameChannelPaths(error: unknown, input: NotificationInput): void {
  if (!isApiError<Partial<Problem>>(error)) return;
  for (const item of error.response?.data?.errors ?? []) {
    const match = /^channels\.(\d+)(?:\.template)?\.(\w+)$/.exec(item.path);
    const channel = match ? input.channels[Number(match[1])]?.channelId : undefined;
    if (match && channel) item.path = `${channel}.${match[2] === 'channelId' ? 'body' : match[2]}`;
  }
}

// pages.md §5 "/admin/notifications": the catalogue and its writes; every write revalidates the list.
export function useNotificationCatalogue() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetNotifications({ swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors (a taken id: 409 on Id; a broken template on its tab).
  const save = useCallback(
    async (input: NotificationInput, notification?: Notification) => {
      try {
        if (notification) await updateNotification(input);
        else await createNotification(input);
      } catch (failure) {
        renameChannelPaths(failure, input);
        throw failure;
      }
      notify.success('Notification saved');
      void mutate();
    },
    [mutate, notify],
  );

  const attempt = useNotifiedWrite(mutate);
  const remove = useCallback(
    (notification: Notification) => attempt(() => deleteNotification(notification.id), 'Notification deleted'),
    [attempt],
  );

  return { notifications: data ?? [], error, isLoading, save, remove };
}
