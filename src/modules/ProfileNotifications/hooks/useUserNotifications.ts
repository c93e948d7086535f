import { useCallback, useMemo, useState } from 'react';

import type { NotificationChannelId, UserNotificationSettingsUpdate } from '@/api/model';
import { updateUserNotifications, useGetUserNotifications } from '@/api/user-notifications';
import { useNotify } from '@/hooks/useNotify';

export type Changes = Record<string, boolean>;
export const cellKey = (notificationId: string, channelId: NotificationChannelId) => `${notificationId}/${channelId}`;

// pages.md §7 "/profile/notifications": the settings as loaded, the caller's unsaved ticks on top, and Save.
export function useUserNotifications() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetUserNotifications({ swr: { revalidateOnFocus: false } });
  const [changes, setChanges] = useState<Changes>({});
  const [saving, setSaving] = useState(false);

  const isOn = useCallback(
    (notificationId: string, channelId: NotificationChannelId) => {
      const key = cellKey(notificationId, channelId);
      if (key in changes) return changes[key];
      const item = data?.notifications.find((notification) => notification.id === notificationId);
      return Boolean(item?.settings[channelId]);
    },
    [changes, data],
  );

  const toggle = useCallback((notificationId: string, channelId: NotificationChannelId, enabled: boolean) => {
    setChanges((current) => ({ ...current, [cellKey(notificationId, channelId)]: enabled }));
  }, []);

  const save = useCallback(async () => {
    const payload: UserNotificationSettingsUpdate = Object.entries(changes).map(([key, enabled]) => {
      const [notificationId, channelId] = [key.slice(0, key.lastIndexOf('/')), key.slice(key.lastIndexOf('/') + 1)];
      return { notificationId, channelId: channelId as NotificationChannelId, enabled };
    });
    setSaving(true);
    try {
      await updateUserNotifications(payload);
      notify.success('New notification settings saved.');
      await mutate();
      setChanges({});
    } catch (failure) {
      notify.error(failure);
    } finally {
      setSaving(false);
    }
  }, [changes, mutate, notify]);

  const connections = useMemo(() => data?.connections ?? {}, [data]);
  return {
    notifications: data?.notifications ?? [],
    connections,
    error,
    isLoading,
    saving,
    isOn,
    toggle,
    save,
    reload: mutate,
  };
}
