import { useRouter } from 'next/router';
import { useCallback } from 'react';

// pages.md §2: the chosen task lives in ?taskId= (kept in links and on reload); the other query keys stay.
export function useTaskIdQuery(): [number | undefined, (taskId: number) => void] {
  const router = useRouter();
  const raw = router.query.taskId;
  const taskId = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const setTaskId = useCallback(
    (next: number) =>
      void router.replace({ pathname: router.pathname, query: { ...router.query, taskId: String(next) } }, undefined, {
        shallow: true,
      }),
    [router],
  );
  return [taskId, setTaskId];
}
