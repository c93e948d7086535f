import { useMemo } from 'react';

import { useGetCourseTasks } from '@/api/course-tasks';
import { useGetScore } from '@/api/score';

import { scoreParams, type ScoreView } from '../utils';

export const scoreSwr = { keepPreviousData: true, revalidateOnFocus: false };

// The table's page for the view in the URL and the task columns. ScorePage calls it too, with the same keys, so the
// requests start with the page, not after the table's chunk.
export function useScoreData(courseId: number, view: ScoreView) {
  const params = useMemo(() => scoreParams(view), [view]);
  const page = useGetScore(courseId, params, { swr: scoreSwr });
  const tasks = useGetCourseTasks(courseId, undefined, { swr: { revalidateOnFocus: false } });
  return { params, page, tasks };
}
