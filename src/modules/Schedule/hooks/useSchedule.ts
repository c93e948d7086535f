import { useMemo } from 'react';

import { useGetCourseSchedule } from '@/api/schedule';

import { STATUS_TAB_STORAGE_KEY, type StatusTab } from '../constants';
import { countByStatus, parseStatusTab, visibleItems } from '../utils';
import { useStoredState } from './useStoredState';

const parseTab = (raw: string) => parseStatusTab(raw);

// The course schedule with the remembered status tab (pages.md §11) and the counts each tab shows.
export function useSchedule(courseId: number, hiddenEventTypes: readonly string[]) {
  const { data, error, isLoading, mutate } = useGetCourseSchedule(courseId, {
    swr: { revalidateOnFocus: false },
  });
  const [statusTab, setStatusTab] = useStoredState<StatusTab>(STATUS_TAB_STORAGE_KEY, 'all', parseTab);
  const shown = useMemo(() => visibleItems(data ?? [], hiddenEventTypes), [data, hiddenEventTypes]);
  const counts = useMemo(() => countByStatus(shown), [shown]);
  const items = useMemo(
    () => (statusTab === 'all' ? shown : shown.filter((item) => item.status === statusTab)),
    [shown, statusTab],
  );
  const eventTypes = useMemo(
    () => [...new Set((data ?? []).filter((item) => item.entityType === 'courseEvent').map((item) => item.type))],
    [data],
  );
  return { items, counts, eventTypes, statusTab, setStatusTab, error, isLoading, refresh: mutate };
}
