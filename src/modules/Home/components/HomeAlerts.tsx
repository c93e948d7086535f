import { Alert, Flex } from 'antd';
import { useCallback, useState } from 'react';

import { useGetAlerts } from '@/api/alerts';
import type { AlertType } from '@/api/model';

// Session storage (not a product storage key): the ids of the alerts dismissed in this browser session.
const DISMISSED_KEY = 'dismissedAlerts';
const BANNER_TYPES: Record<AlertType, 'info' | 'warning' | 'error'> = { info: 'info', warn: 'warning', error: 'error' };

const readDismissed = (): number[] => {
  if (typeof window === 'undefined') return [];
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
};

interface HomeAlertsProps {
  // The active course: its alerts show next to the global ones (pages.md §1).
  courseId?: number;
}

// rules.md R23.1, pages.md §1 "/": the enabled alerts, global and of the active course, newest first; `warn` renders as
// a warning; each one can be dismissed for the rest of the browser session.
export function HomeAlerts({ courseId }: HomeAlertsProps) {
  const { data } = useGetAlerts(undefined, { swr: { revalidateOnFocus: false } });
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback((id: number) => {
    setDismissed((prev) => {
      const next = [...prev, id];
      window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const shown = (data ?? []).filter(
    (alert) => (alert.courseId === null || alert.courseId === courseId) && !dismissed.includes(alert.id),
  );
  if (!shown.length) return null;
  return (
    <Flex vertical gap={8} role="region" aria-label="Announcements">
      {shown.map((alert) => (
        <Alert
          key={alert.id}
          type={BANNER_TYPES[alert.type]}
          showIcon
          title={alert.text}
          closable={{ 'aria-label': `Dismiss "${alert.text.slice(0, 40)}"`, onClose: () => dismiss(alert.id) }}
        />
      ))}
    </Flex>
  );
}
