import { useCallback, useState } from 'react';

import { useGetCourseStudents } from '@/api/course-students';
import type { GetCourseStudentsParams } from '@/api/model';

import { PAGE_SIZE } from '../constants';
import type { StudentColumnSearch, StudentOrder } from '../utils';

const swr = { keepPreviousData: true, revalidateOnFocus: false };

// pages.md §4 "/course/admin/students": the server table's state (page, order, search, the Student, Mentor and Country
// column searches, "Active Students Only") and
// the "Active Students x / y" counts. A new filter or order starts again at page 1.
export function useCourseStudents(courseId: number) {
  const [activeOnly, setActiveOnlyState] = useState(true);
  const [current, setCurrent] = useState(1);
  const [search, setSearchState] = useState('');
  const [order, setOrderState] = useState<StudentOrder>({});
  const [columnSearch, setColumnSearchState] = useState<StudentColumnSearch>({});

  const params: GetCourseStudentsParams = {
    current,
    pageSize: PAGE_SIZE,
    ...(activeOnly ? { status: 'active' } : {}),
    ...(search ? { search } : {}),
    ...columnSearch,
    ...order,
  };
  const page = useGetCourseStudents(courseId, params, { swr });
  const active = useGetCourseStudents(courseId, { current: 1, pageSize: 1, status: 'active' }, { swr });
  const all = useGetCourseStudents(courseId, { current: 1, pageSize: 1 }, { swr });
  const { mutate: refreshPage } = page;
  const { mutate: refreshActive } = active;
  const { mutate: refreshAll } = all;

  const refresh = useCallback(() => {
    void refreshPage();
    void refreshActive();
    void refreshAll();
  }, [refreshPage, refreshActive, refreshAll]);

  return {
    students: page.data?.items ?? [],
    total: page.data?.pagination.total ?? 0,
    isLoading: page.isLoading || page.isValidating,
    error: page.error,
    counts: { active: active.data?.pagination.total, all: all.data?.pagination.total },
    current,
    activeOnly,
    search,
    columnSearch,
    order,
    setPage: setCurrent,
    setActiveOnly: (value: boolean) => {
      setActiveOnlyState(value);
      setCurrent(1);
    },
    setSearch: (value: string) => {
      setSearchState(value.trim());
      setCurrent(1);
    },
    setColumnSearch: (value: StudentColumnSearch) => {
      setColumnSearchState(value);
      setCurrent(1);
    },
    setOrder: (value: StudentOrder) => {
      setOrderState(value);
      setCurrent(1);
    },
    refresh,
  };
}
