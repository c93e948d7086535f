import { useGetScore, useGetStudentScore } from '@/api/score';

import type { ScoreView } from '../utils';
import { scoreSwr as swr, useScoreData } from './useScoreData';

// pages.md §11 "/course/score": the page of the server table, the course's task columns, and the viewer's own row
// (pinned on top) from the same scope without the filters.
export function useScoreTable(courseId: number, view: ScoreView, viewerLogin: string | undefined, isStudent: boolean) {
  const { params, page, tasks } = useScoreData(courseId, view);
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
  const listed = own.data?.items.find((item) => item.githubId.toLowerCase() === viewerLogin?.toLowerCase());
  // The login filter matches by "contains": when other logins containing his fill that page ("student" in
  // "demo-student-00001"), his exact row comes from his own score instead (the rank he is shown by, R4.2).
  const exact = useGetStudentScore(courseId, viewerLogin ?? '', {
    swr: { ...swr, enabled: isStudent && !!viewerLogin && !!own.data && !listed },
  });
  const ownRow = listed ?? exact.data;
  return {
    students: page.data?.items ?? [],
    total: page.data?.pagination.total ?? 0,
    loading: page.isLoading || page.isValidating,
    error: page.error,
    courseTasks: tasks.data ?? [],
    ownRow,
  };
}
