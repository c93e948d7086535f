import { useCallback } from 'react';

import { createCourseEvent, deleteCourseEvent, updateCourseEvent, useGetCourseEvents } from '@/api/course-events';
import type { CourseEvent, CourseEventInput } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

// pages.md §4 "/course/admin/events": the course events and their writes; each write revalidates the list.
export function useCourseEvents(courseId: number) {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetCourseEvents(courseId, { swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const save = useCallback(
    async (input: CourseEventInput, event?: CourseEvent) => {
      if (event) await updateCourseEvent(courseId, event.id, input);
      else await createCourseEvent(courseId, input);
      notify.success(event ? 'Course event saved' : 'Course event added');
      void mutate();
    },
    [courseId, mutate, notify],
  );

  const remove = useCallback(
    async (event: CourseEvent) => {
      try {
        await deleteCourseEvent(courseId, event.id);
        notify.success('Course event deleted', event.event.name);
        void mutate();
      } catch (failure) {
        notify.error(failure);
      }
    },
    [courseId, mutate, notify],
  );

  return { courseEvents: data ?? [], error, isLoading, save, remove };
}
