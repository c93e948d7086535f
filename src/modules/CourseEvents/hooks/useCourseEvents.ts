import { useCallback } from 'react';

import { createCourseEvent, deleteCourseEvent, updateCourseEvent, useGetCourseEvents } from '@/api/course-events';
import type { CourseEvent, CourseEventInput } from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
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

  const attempt = useNotifiedWrite(mutate);
  const remove = useCallback(
    (event: CourseEvent) =>
      attempt(() => deleteCourseEvent(courseId, event.id), 'Course event deleted', event.event.name),
    [attempt, courseId],
  );

  return { courseEvents: data ?? [], error, isLoading, save, remove };
}
