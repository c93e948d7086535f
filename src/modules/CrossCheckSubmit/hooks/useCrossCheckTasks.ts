import { useGetCourseTasks } from '@/api/course-tasks';

// The course's cross-check tasks. CrossCheckSubmitPage calls it with the same key as the lazy body, so the request
// starts with the page, not after the chunk.
export function useCrossCheckTasks(courseId: number, enabled = true) {
  return useGetCourseTasks(courseId, { checker: 'crossCheck' }, { swr: { enabled, revalidateOnFocus: false } });
}
