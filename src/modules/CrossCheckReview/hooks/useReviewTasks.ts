import { useGetCourseTasks } from '@/api/course-tasks';

// The course's cross-check tasks; CrossCheckReviewPage calls it with the same key as the lazy body, so the request
// starts with the page.
export function useReviewTasks(courseId: number, enabled = true) {
  return useGetCourseTasks(courseId, { checker: 'crossCheck' }, { swr: { enabled, revalidateOnFocus: false } });
}
