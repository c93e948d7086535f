import { useCallback } from 'react';

import type { ExpelledStat } from '@/api/model';
import { deleteExpelledStat, useGetExpelledStats } from '@/api/course-stats';
import { useNotify } from '@/hooks/useNotify';

// pages.md §4 "/course/admin/reports": the leave-survey answers of the course, newest first, and their deletion.
export function useDepartures(courseId: number) {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetExpelledStats(courseId, { swr: { revalidateOnFocus: false } });

  const remove = useCallback(
    async (stat: ExpelledStat) => {
      try {
        await deleteExpelledStat(courseId, stat.id);
        notify.success('Survey answer deleted');
      } catch (failure) {
        notify.error(failure);
      }
      void mutate();
    },
    [courseId, mutate, notify],
  );

  return { stats: data ?? [], error, isLoading, remove };
}
