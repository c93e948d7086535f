import { useState } from 'react';

import { useGetCourses } from '@/api/courses';
import { useGetStudents } from '@/api/students';

import { toParams, type StudentFilters } from '../utils';

export const PAGE_SIZE = 20;
const swr = { keepPreviousData: true, revalidateOnFocus: false };

// pages.md §5 "/admin/students": one page of students (20 per page, paged by the server) under the table's filters,
// and the courses the course filters offer. A new filter starts again at page 1.
export function useStudentsList() {
  const [current, setCurrent] = useState(1);
  const [filters, setFiltersState] = useState<StudentFilters>({});
  const page = useGetStudents(toParams(filters, current, PAGE_SIZE), { swr });
  const courses = useGetCourses({ swr: { revalidateOnFocus: false } });
  return {
    students: page.data?.items ?? [],
    total: page.data?.pagination.total ?? 0,
    loading: page.isLoading || page.isValidating,
    error: page.error,
    courses: courses.data ?? [],
    current,
    filters,
    setPage: setCurrent,
    setFilters: (next: StudentFilters) => {
      setFiltersState(next);
      setCurrent(1);
    },
  };
}
