import { useCallback, useEffect, useState } from 'react';

import { doneTasksStorageKey } from '../utils';

function read(key: string): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

// pages.md §0.3 local storage autotest-done-tasks-<courseId>: the tasks a student has put on his Done tab.
export function useDoneTasks(courseId: number) {
  const key = doneTasksStorageKey(courseId);
  const [done, setDone] = useState<number[]>([]);
  useEffect(() => setDone(read(key)), [key]);
  const markDone = useCallback(
    (courseTaskId: number) => {
      const next = [...new Set([...read(key), courseTaskId])];
      window.localStorage.setItem(key, JSON.stringify(next));
      setDone(next);
    },
    [key],
  );
  return { done, markDone };
}
