import { useGetCourseTasksWithSolutions } from '@/api/course-tasks';
import type { GetScoreParams } from '@/api/model';
import { useGetScore } from '@/api/score';
import { useGetStudentSummary } from '@/api/task-verifications';

// "N / total active": the score page's total of active students, one row is enough.
const ACTIVE_STUDENTS: GetScoreParams = {
  activeOnly: 'true',
  orderBy: 'rank',
  orderDirection: 'asc',
  current: 1,
  pageSize: 1,
};

// The dashboard's requests. StudentDashboardPage calls it too, with the same keys, so they start with the page, not
// after the cards' chunk.
export function useDashboardData(courseId: number, enabled = true) {
  const swr = { enabled };
  return {
    summary: useGetStudentSummary(courseId, 'me', { swr }),
    tasks: useGetCourseTasksWithSolutions(courseId, undefined, { swr }),
    activeStudents: useGetScore(courseId, ACTIVE_STUDENTS, { swr }),
  };
}
