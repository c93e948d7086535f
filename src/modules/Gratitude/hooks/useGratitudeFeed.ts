import { useState } from 'react';

import { useGetGratitudes } from '@/api/gratitudes';
import type { GetGratitudesParams } from '@/api/model';

import { FEED_PAGE_SIZE } from '../constants';

export type FeedFilters = { name?: string; githubId?: string; courseId?: number };

// pages.md §9 "/heroes" Gratitudes: the feed's filters and page, 20 a page; a new filter starts at page 1.
export function useGratitudeFeed() {
  const [current, setCurrent] = useState(1);
  const [filters, setFiltersState] = useState<FeedFilters>({});
  const params: GetGratitudesParams = {
    current,
    pageSize: FEED_PAGE_SIZE,
    ...(filters.name?.trim() ? { name: filters.name.trim() } : {}),
    ...(filters.githubId?.trim() ? { githubId: filters.githubId.trim() } : {}),
    ...(filters.courseId ? { courseId: filters.courseId } : {}),
  };
  const page = useGetGratitudes(params, { swr: { keepPreviousData: true, revalidateOnFocus: false } });
  return {
    gratitudes: page.data?.items ?? [],
    total: page.data?.pagination.total ?? 0,
    loaded: page.data !== undefined,
    loading: page.isLoading || page.isValidating,
    error: page.error,
    current,
    setPage: setCurrent,
    setFilters: (next: FeedFilters) => {
      setFiltersState(next);
      setCurrent(1);
    },
  };
}
