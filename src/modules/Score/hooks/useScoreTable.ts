import { useMemo } from 'react';

import { useGetCourseTasks } from '@/api/course-tasks';
import { useGetScore } from '@/api/score';

import { scoreParams, type ScoreView } from '../utils';

const swr = { keepPreviousData: true, revalidateOnFocus: false };

// pages.md §11 "/course/score": the page of the server table, the course's task columns, and the viewer's own row
// (pinned on top) from the same scope without the filters.
export function useScoreTable(courseId: number, view: ScoreView, viewerLogin: string | undefined, isStudent: boolean) {
  const params = useMemo(() => scoreParams(view), [view]);
  const page = useGetScore(courseId, params, { swr });
  const tasks = useGetCourseTasks(courseId, undefined, { swr: { revalidateOnFocus: false } });
  const own = useGetScore(
    courseId,
    {
      activeOnly: params.activeOnly,
      orderBy: 'githubId',
      orderDirection: 'asc',
      current: 1,
      pageSize: 20,
      githubId: viewerLogin,
    },
    { swr: { ...swr, enabled: isStudent && !!viewerLogin } },
  );
  const ownRow = own.data?.items.find((item) => item.githubId.toLowerCase() === viewerLogin?.toLowerCase());
  return {
    students: page.data?.items ?? [],
    total: page.data?.pagination.total ?? 0,
    loading: page.isLoading || page.isValidating,
    error: page.error,
    courseTasks: tasks.data ?? [],
    ownRow,
  };
}
