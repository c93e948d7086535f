import { useGetCourseTasks } from '@/api/course-tasks';
import { useGetStudentSummary } from '@/api/task-verifications';

import { completedTasks } from '../utils';

// pages.md §1 "Your stats" and "Your mentor": the caller's summary in the active course and its task count.
export function useStudentStats(courseId: number) {
  const summary = useGetStudentSummary(courseId, 'me');
  const tasks = useGetCourseTasks(courseId);
  const completed =
    summary.data && tasks.data
      ? completedTasks(
          summary.data,
          tasks.data.map((task) => task.id),
        )
      : undefined;
  return { summary: summary.data, completed, error: summary.error ?? tasks.error };
}
