import { useCallback, useMemo } from 'react';

import {
  expelCourseStudents,
  getCourseStudentsCsv,
  postCourseStudentAvailability,
  postCourseStudentStatus,
  putCourseStudentMentor,
} from '@/api/course-students';
import type { BulkExpelInput, StudentMentor } from '@/api/model';
import { downloadFile } from '@/hooks/file-download';
import { useNotify } from '@/hooks/useNotify';

// The writes of the course students screens (access.md §28). Each one tells how it went and refreshes the table;
// each rethrows so that a form or a drawer can keep its state on failure.
export function useStudentActions(courseId: number, refresh: () => void) {
  const notify = useNotify();

  const run = useCallback(
    async <T>(work: () => Promise<T>, success: string | ((result: T) => string)): Promise<T> => {
      try {
        const result = await work();
        notify.success(typeof success === 'string' ? success : success(result));
        refresh();
        return result;
      } catch (error) {
        notify.error(error);
        throw error;
      }
    },
    [notify, refresh],
  );

  const exportCsv = useCallback(
    async (activeOnly: boolean) => {
      try {
        await downloadFile(
          (options) => getCourseStudentsCsv(courseId, activeOnly ? { status: 'active' } : {}, options),
          'students.csv',
        );
      } catch (error) {
        notify.error(error);
      }
    },
    [courseId, notify],
  );

  return useMemo(
    () => ({
      expel: (githubId: string, comment: string) =>
        run(() => postCourseStudentStatus(courseId, githubId, { status: 'expelled', comment }), `${githubId} expelled`),
      selfStudy: (githubId: string, comment: string) =>
        run(
          () => postCourseStudentStatus(courseId, githubId, { status: 'self-study', comment }),
          `${githubId} studies on his own now`,
        ),
      restore: (githubId: string) =>
        run(() => postCourseStudentStatus(courseId, githubId, { status: 'active' }), `${githubId} restored`),
      changeMentor: (githubId: string, mentorGithubId: string | null, unassigningComment?: string) =>
        run<{ mentor: StudentMentor | null }>(
          () =>
            putCourseStudentMentor(courseId, githubId, {
              mentorGithubId,
              ...(unassigningComment ? { unassigningComment } : {}),
            }),
          mentorGithubId ? `${githubId} assigned to ${mentorGithubId}` : `${githubId} has no mentor now`,
        ),
      setMentoring: (githubId: string, mentoring: boolean) =>
        run(
          () => postCourseStudentAvailability(courseId, githubId, { mentoring }),
          mentoring ? `${githubId} takes part in mentoring` : `${githubId} studies without a mentor`,
        ),
      previewExpel: (input: BulkExpelInput) => expelCourseStudents(courseId, { ...input, dryRun: true }),
      bulkExpel: (input: BulkExpelInput) =>
        run(
          () => expelCourseStudents(courseId, input),
          (result) => `${result.expelled.length} students expelled`,
        ),
      exportCsv,
    }),
    [courseId, run, exportCsv],
  );
}
