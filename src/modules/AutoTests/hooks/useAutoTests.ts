import { useMemo } from 'react';

import { useGetCourseTasksDetailed } from '@/api/course-tasks';
import { useGetStudentVerifications } from '@/api/task-verifications';

import { summarize } from '../utils';

// The started auto-test tasks of the course with the caller's own attempts (none asked for a manager's read-only view).
export function useAutoTests(courseId: number, isStudent: boolean) {
  const tasks = useGetCourseTasksDetailed(courseId);
  const own = useGetStudentVerifications(courseId, { swr: { enabled: isStudent } });
  const autoTests = useMemo(() => {
    const now = Date.now();
    const byTask = new Map((own.data ?? []).map((entry) => [entry.courseTaskId, entry]));
    return (tasks.data ?? [])
      .filter((task) => task.checker === 'auto-test' && Date.parse(task.studentStartDate) <= now)
      .sort((a, b) => a.studentEndDate.localeCompare(b.studentEndDate))
      .map((task) => ({ task, summary: summarize(task, byTask.get(task.id), now) }));
  }, [tasks.data, own.data]);
  return {
    autoTests,
    isLoading: tasks.isLoading || (isStudent && own.isLoading),
    error: tasks.error ?? own.error,
  };
}
