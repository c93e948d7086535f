import { useCallback, useMemo } from 'react';

import {
  expelCourseMentor,
  getCourseMentorDetailsCsv,
  restoreCourseMentor,
  useGetCourseMentorDetails,
} from '@/api/course-mentors';
import { putCourseStudentMentor, useGetCourseStudents } from '@/api/course-students';
import { downloadFile } from '@/hooks/file-download';
import { useNotify } from '@/hooks/useNotify';

const swr = { revalidateOnFocus: false };

// pages.md §4 "/course/admin/mentors": the mentors with their numbers, the active students count for the side
// stats, and the row actions; every write refreshes the list.
export function useCourseMentors(courseId: number) {
  const notify = useNotify();
  const details = useGetCourseMentorDetails(courseId, { swr });
  const activeStudents = useGetCourseStudents(courseId, { current: 1, pageSize: 1, status: 'active' }, { swr });
  const { mutate } = details;

  const run = useCallback(
    // A form shows its own failures (FormModal); the row actions toast them here.
    async (work: () => Promise<unknown>, success: string, toastFailure = true) => {
      try {
        await work();
        notify.success(success);
        void mutate();
      } catch (error) {
        if (toastFailure) notify.error(error);
        throw error;
      }
    },
    [mutate, notify],
  );

  const actions = useMemo(
    () => ({
      expel: (githubId: string) => run(() => expelCourseMentor(courseId, githubId), `${githubId} expelled`),
      restore: (githubId: string) => run(() => restoreCourseMentor(courseId, githubId), `${githubId} restored`),
      addStudent: (mentorGithubId: string, studentGithubId: string) =>
        run(
          () => putCourseStudentMentor(courseId, studentGithubId, { mentorGithubId }),
          `${studentGithubId} assigned to ${mentorGithubId}`,
          false,
        ),
      exportCsv: async () => {
        try {
          await downloadFile((options) => getCourseMentorDetailsCsv(courseId, options), 'mentors.csv');
        } catch (error) {
          notify.error(error);
        }
      },
    }),
    [courseId, run, notify],
  );

  return {
    mentors: details.data ?? [],
    isLoading: details.isLoading,
    error: details.error,
    activeStudents: activeStudents.data?.pagination.total,
    actions,
  };
}
