import { useGetCourseTasksWithSolutions } from '@/api/course-tasks';
import { useGetCrossCheckAvailableReviewStats } from '@/api/cross-checks';
import { useGetStudentSummary } from '@/api/task-verifications';

// The dashboard's requests. StudentDashboardPage calls it too, with the same keys, so they start with the page, not
// after the cards' chunk. The summary carries the total of "Position N / total" itself (R3.4: one scope for both).
export function useDashboardData(courseId: number, enabled = true) {
  const swr = { enabled };
  return {
    summary: useGetStudentSummary(courseId, 'me', { swr }),
    tasks: useGetCourseTasksWithSolutions(courseId, undefined, { swr }),
    // The "Cross-check [Review]" card (R7.7).
    reviewStats: useGetCrossCheckAvailableReviewStats(courseId, { swr: { ...swr, revalidateOnFocus: false } }),
  };
}
