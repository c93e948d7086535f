import { useGetCourseTasks } from '@/api/course-tasks';
import { useGetCrossCheckProgress } from '@/api/cross-checks';

const swr = { revalidateOnFocus: false };

// The course's cross-check tasks (the task select) and how many reviews each still lacks. CrossCheckTablePage calls
// it with the same keys as the lazy body.
export function useCrossCheckOverview(courseId: number, enabled = true) {
  return {
    tasks: useGetCourseTasks(courseId, { checker: 'crossCheck' }, { swr: { ...swr, enabled } }),
    progress: useGetCrossCheckProgress(courseId, { swr: { ...swr, enabled } }),
  };
}
