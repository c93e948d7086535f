import { useMemo, useState } from 'react';

import { useGetCourses } from '@/api/courses';

import { filterCourses } from '../utils';

export function useCourseList() {
  const { data, error, isLoading } = useGetCourses({ swr: { revalidateOnFocus: false } });
  const [search, setSearch] = useState('');
  const courses = useMemo(() => filterCourses(data ?? [], search), [data, search]);
  return { courses, error, isLoading, search, setSearch };
}
