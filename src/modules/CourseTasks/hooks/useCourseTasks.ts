import { useCallback } from 'react';

import {
  createCourseTask,
  deleteCourseTask,
  distributeMentorReviews,
  updateCourseTask,
  useGetCourseTasksDetailed,
} from '@/api/course-tasks';
import { completeCrossCheck } from '@/api/cross-check-reviews';
import { distributeCrossCheck } from '@/api/cross-checks';
import type {
  CourseTask,
  CourseTaskInput,
  CrossCheckCompletion,
  CrossCheckDistribution,
  MentorReviewDistribution,
} from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

// pages.md §4 "/course/admin/tasks": the course tasks (with results count) and their writes; each write revalidates.
export function useCourseTasks(courseId: number) {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetCourseTasksDetailed(courseId, { swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const save = useCallback(
    async (input: CourseTaskInput, task?: CourseTask) => {
      if (task) await updateCourseTask(courseId, task.id, input);
      else await createCourseTask(courseId, input);
      notify.success(task ? 'Course task saved' : 'Course task added');
      void mutate();
    },
    [courseId, mutate, notify],
  );

  const attempt = useNotifiedWrite(mutate);
  const remove = useCallback(
    (task: CourseTask) => attempt(() => deleteCourseTask(courseId, task.id), 'Course task deleted', task.name),
    [attempt, courseId],
  );

  const distribute = useCallback(
    async (task: CourseTask): Promise<MentorReviewDistribution | undefined> => {
      try {
        return await distributeMentorReviews(courseId, task.id, {});
      } catch (failure) {
        notify.error(failure);
        return undefined;
      }
    },
    [courseId, notify],
  );

  // access.md §15 distribution / completion of a cross-check (R7.3, R7.8); the status column changes, so revalidate.
  const distributeCrossCheckOf = useCallback(
    async (task: CourseTask): Promise<CrossCheckDistribution | undefined> => {
      try {
        return await distributeCrossCheck(courseId, task.id);
      } catch (failure) {
        notify.error(failure);
        return undefined;
      } finally {
        void mutate();
      }
    },
    [courseId, mutate, notify],
  );

  const completeCrossCheckOf = useCallback(
    async (task: CourseTask): Promise<CrossCheckCompletion | undefined> => {
      try {
        return await completeCrossCheck(courseId, task.id);
      } catch (failure) {
        notify.error(failure);
        return undefined;
      } finally {
        void mutate();
      }
    },
    [courseId, mutate, notify],
  );

  return {
    courseTasks: data ?? [],
    error,
    isLoading,
    save,
    remove,
    distribute,
    distributeCrossCheck: distributeCrossCheckOf,
    completeCrossCheck: completeCrossCheckOf,
  };
}
