import { useState } from 'react';

import { useGetMentorReviews } from '@/api/mentor-reviews';
import type { GetMentorReviewsParams, GetMentorReviewsSortField, GetMentorReviewsSortOrder } from '@/api/model';

import { PAGE_SIZE } from '../constants';

export type ReviewFilters = { tasks?: number[]; student?: string; checker?: string };
export type ReviewOrder = { sortField?: GetMentorReviewsSortField; sortOrder?: GetMentorReviewsSortOrder };

// pages.md §4 "/course/admin/mentor-tasks-review": the server table's page, filters and order; a new filter or order
// starts again at page 1.
export function useMentorReviews(courseId: number) {
  const [current, setCurrent] = useState(1);
  const [filters, setFiltersState] = useState<ReviewFilters>({});
  const [order, setOrderState] = useState<ReviewOrder>({});
  const params: GetMentorReviewsParams = {
    current,
    pageSize: PAGE_SIZE,
    ...(filters.tasks?.length ? { tasks: filters.tasks.join(',') } : {}),
    ...(filters.student ? { student: filters.student } : {}),
    ...(filters.checker ? { checker: filters.checker } : {}),
    ...order,
  };
  const page = useGetMentorReviews(courseId, params, { swr: { keepPreviousData: true, revalidateOnFocus: false } });
  return {
    reviews: page.data?.items ?? [],
    total: page.data?.pagination.total ?? 0,
    isLoading: page.isLoading || page.isValidating,
    error: page.error,
    current,
    refresh: () => void page.mutate(),
    setPage: setCurrent,
    setFilters: (next: ReviewFilters) => {
      setFiltersState(next);
      setCurrent(1);
    },
    setOrder: (next: ReviewOrder) => {
      setOrderState(next);
      setCurrent(1);
    },
  };
}
