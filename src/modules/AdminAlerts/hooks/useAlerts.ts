import { useCallback } from 'react';

import { createAlert, deleteAlert, updateAlert, useGetAlerts } from '@/api/alerts';
import type { Alert, AlertInput } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

// pages.md §5 "/admin/alerts": every alert (enabled=false, admin only) and its writes; each write revalidates the list.
export function useAlerts() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetAlerts({ enabled: 'false' }, { swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const save = useCallback(
    async (input: AlertInput, alert?: Alert) => {
      if (alert) await updateAlert(alert.id, input);
      else await createAlert(input);
      notify.success('Alert saved');
      void mutate();
    },
    [mutate, notify],
  );

  const setEnabled = useCallback(
    async (alert: Alert, enabled: boolean) => {
      try {
        await updateAlert(alert.id, { enabled });
        notify.success(enabled ? 'Alert enabled' : 'Alert disabled');
        void mutate();
      } catch (failure) {
        notify.error(failure);
      }
    },
    [mutate, notify],
  );

  const remove = useCallback(
    async (alert: Alert) => {
      try {
        await deleteAlert(alert.id);
        notify.success('Alert deleted');
        void mutate();
      } catch (failure) {
        notify.error(failure);
      }
    },
    [mutate, notify],
  );

  return { alerts: data ?? [], error, isLoading, save, setEnabled, remove };
}
