import { useCallback, useMemo, useState } from 'react';

import { copyCourse, createCourse, updateCourse, useGetCourses } from '@/api/courses';
import type { Course, CourseInput } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

import { filterCourses } from '../utils';

export function useCourseList() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetCourses({ swr: { revalidateOnFocus: false } });
  const [search, setSearch] = useState('');
  const courses = useMemo(() => filterCourses(data ?? [], search), [data, search]);

  // Throws on failure so the form can show the field errors; every write revalidates the list.
  const save = useCallback(
    async (input: CourseInput, course?: Course, sourceCourseId?: number) => {
      if (course) await updateCourse(course.id, input);
      else if (sourceCourseId !== undefined) await copyCourse(sourceCourseId, input);
      else await createCourse(input);
      notify.success('Course saved');
      void mutate();
    },
    [mutate, notify],
  );

  return { courses, allCourses: data ?? [], error, isLoading, search, setSearch, save };
}
