import { useRouter } from 'next/router';
import { useCallback } from 'react';

export interface ReviewQuery {
  taskId: number | undefined;
  githubId: string | undefined;
}

// pages.md §2: ?taskId= and ?githubId= deep-link to one solution to review; other query keys (course) stay.
export function useReviewQuery(): [ReviewQuery, (next: ReviewQuery) => void] {
  const router = useRouter();
  const { taskId: rawTask, githubId: rawLogin } = router.query;
  const query: ReviewQuery = {
    taskId: typeof rawTask === 'string' && /^\d+$/.test(rawTask) ? Number(rawTask) : undefined,
    githubId: typeof rawLogin === 'string' && rawLogin ? rawLogin : undefined,
  };
  const setQuery = useCallback(
    (next: ReviewQuery) => {
      const { taskId: _task, githubId: _login, ...rest } = router.query;
      void router.replace(
        {
          pathname: router.pathname,
          query: {
            ...rest,
            ...(next.taskId ? { taskId: String(next.taskId) } : {}),
            ...(next.githubId ? { githubId: next.githubId } : {}),
          },
        },
        undefined,
        { shallow: true },
      );
    },
    [router],
  );
  return [query, setQuery];
}
