import { useCallback } from 'react';

import { createAlert, deleteAlert, updateAlert, useGetAlerts } from '@/api/alerts';
import type { Alert, AlertInput } from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
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

  const attempt = useNotifiedWrite(mutate);
  const setEnabled = useCallback(
    (alert: Alert, enabled: boolean) =>
      attempt(() => updateAlert(alert.id, { enabled }), enabled ? 'Alert enabled' : 'Alert disabled'),
    [attempt],
  );
  const remove = useCallback((alert: Alert) => attempt(() => deleteAlert(alert.id), 'Alert deleted'), [attempt]);

  return { alerts: data ?? [], error, isLoading, save, setEnabled, remove };
}
