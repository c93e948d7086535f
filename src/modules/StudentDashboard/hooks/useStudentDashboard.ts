import { useMemo } from 'react';

import { dashboardTasks, maxPossibleScore } from '../utils';
import { useDashboardData } from './useDashboardData';

// pages.md §2 /course/student/dashboard: the caller's summary (with the total his rank counts among) and the course
// tasks with his solutions.
export function useStudentDashboard(courseId: number) {
  const { summary, tasks, reviewStats } = useDashboardData(courseId);
  const rows = useMemo(() => {
    const solutions = new Map(
      (tasks.data ?? []).flatMap((task) => (task.solution ? [[task.id, task.solution.url] as const] : [])),
    );
    return dashboardTasks(tasks.data ?? [], summary.data?.results ?? [], solutions, Date.now());
  }, [tasks.data, summary.data]);
  return {
    summary: summary.data,
    tasks: rows,
    maxPossible: maxPossibleScore(tasks.data ?? []),
    // A failed stats request leaves the card empty rather than the whole dashboard in error.
    reviewStats: reviewStats.data ?? (reviewStats.error ? [] : undefined),
    isLoading: summary.isLoading || tasks.isLoading,
    error: summary.error ?? tasks.error,
    refresh: () => Promise.all([summary.mutate(), tasks.mutate()]),
  };
}
