import { useState } from 'react';

import { useGetHeroesRadar } from '@/api/gratitudes';

import { RADAR_PAGE_SIZE } from '../constants';
import { radarParams, type RadarFilters } from '../utils';

// pages.md §9 "/heroes" Heroes Radar: the filters (R17.4) and the table's page; a new filter starts at page 1.
export function useHeroesRadar() {
  const [current, setCurrent] = useState(1);
  const [filters, setFiltersState] = useState<RadarFilters>({});
  const page = useGetHeroesRadar(
    { current, pageSize: RADAR_PAGE_SIZE, ...radarParams(filters) },
    { swr: { keepPreviousData: true, revalidateOnFocus: false } },
  );
  return {
    heroes: page.data?.items ?? [],
    total: page.data?.pagination.total ?? 0,
    loading: page.isLoading || page.isValidating,
    error: page.error,
    current,
    filters,
    setPage: setCurrent,
    setFilters: (next: RadarFilters) => {
      setFiltersState(next);
      setCurrent(1);
    },
  };
}
