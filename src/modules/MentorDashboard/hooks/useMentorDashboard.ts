import { useAssignMentorRandomTask, useGetMentorDashboard } from '@/api/mentors';
import { useNotify } from '@/hooks/useNotify';
import { problemStatus } from '@/hooks/problem';

// pages.md §3 "/course/mentor/dashboard": the mentor's review items and the "Review random task" action (R11.5).
export function useMentorDashboard(mentorId: number, courseId: number) {
  const notify = useNotify();
  const dashboard = useGetMentorDashboard(mentorId, courseId, { swr: { revalidateOnFocus: false } });
  const random = useAssignMentorRandomTask(mentorId, courseId);
  const { mutate } = dashboard;

  const takeRandomTask = async () => {
    try {
      await random.trigger();
      await mutate();
    } catch (error) {
      // R11.5: the server's 404 detail is the text to show, "Task for review was not found".
      notify.error(error, problemStatus(error) === 404 ? 'No task for review' : undefined);
    }
  };

  return {
    items: dashboard.data ?? [],
    isLoading: dashboard.isLoading,
    error: dashboard.error,
    refresh: () => void mutate(),
    takeRandomTask,
    taking: random.isMutating,
  };
}
