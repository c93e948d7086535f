import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo } from 'react';

import type { Course } from '@/api/model';
import { useGetProfileCourses } from '@/api/profile';

import { ACTIVE_COURSE_STORAGE_KEY, resolveActiveCourse } from './active-course';

function readStoredCourseId(): string | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage.getItem(ACTIVE_COURSE_STORAGE_KEY);
}

export interface ActiveCourse {
  course: Course | undefined;
  courses: Course[];
  noAccess: boolean;
  isLoading: boolean;
  loaded: boolean;
  error: unknown;
  setActiveCourse: (course: Course) => void;
}

export function useActiveCourse(options: { enabled?: boolean } = {}): ActiveCourse {
  const router = useRouter();
  const { data, error, isLoading } = useGetProfileCourses(undefined, {
    swr: { enabled: options.enabled !== false, revalidateOnFocus: false, shouldRetryOnError: false },
  });
  const alias = typeof router.query.course === 'string' ? router.query.course : undefined;
  const courses = useMemo(() => data ?? [], [data]);
  // The stored id is read on every render so that every consumer agrees after a switch.
  const storedId = data ? readStoredCourseId() : null;
  const { course, noAccess } = useMemo(() => resolveActiveCourse(courses, alias, storedId), [courses, alias, storedId]);

  useEffect(() => {
    if (course) window.localStorage.setItem(ACTIVE_COURSE_STORAGE_KEY, String(course.id));
  }, [course]);

  const setActiveCourse = useCallback(
    (next: Course) => {
      window.localStorage.setItem(ACTIVE_COURSE_STORAGE_KEY, String(next.id));
      void router.replace({ pathname: router.pathname, query: { ...router.query, course: next.alias } }, undefined, {
        shallow: true,
      });
    },
    [router],
  );

  return { course, courses, noAccess, isLoading, loaded: data !== undefined, error, setActiveCourse };
}
