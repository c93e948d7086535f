import { useCallback, useMemo, useState } from 'react';

import { useGetMentorRegistry } from '@/api/mentor-registry';

import { NO_FILTERS, pageParams, type RegistryFilters, type RegistryQuery, type RegistryTab } from '../utils';

const quiet = { revalidateOnFocus: false, keepPreviousData: true };

// pages.md §5 "/admin/mentor-registry": the server pages, filters and sorts (access.md §0.2 decision 23); the other
// tab's count comes from a one-row page with the same filters.
export function useMentorRegistry() {
  const [query, setQuery] = useState<RegistryQuery>({ tab: 'new', currentPage: 1, filters: NO_FILTERS });
  const params = useMemo(() => pageParams(query), [query]);
  const other = useMemo(
    () => ({ ...pageParams({ ...query, tab: query.tab === 'new' ? 'all' : 'new', currentPage: 1 }), pageSize: 1 }),
    [query],
  );
  const page = useGetMentorRegistry(params, { swr: quiet });
  const otherPage = useGetMentorRegistry(other, { swr: quiet });

  const total = page.data?.pagination.total;
  const otherTotal = otherPage.data?.pagination.total;
  const counts = query.tab === 'new' ? { new: total, all: otherTotal } : { new: otherTotal, all: total };

  const setTab = useCallback((tab: RegistryTab) => setQuery((prev) => ({ ...prev, tab, currentPage: 1 })), []);
  const setPage = useCallback((currentPage: number) => setQuery((prev) => ({ ...prev, currentPage })), []);
  const setFilters = useCallback(
    (filters: RegistryFilters) => setQuery((prev) => ({ ...prev, filters, currentPage: 1 })),
    [],
  );
  const setGithubOrder = useCallback(
    (githubOrder: RegistryQuery['githubOrder']) => setQuery((prev) => ({ ...prev, githubOrder, currentPage: 1 })),
    [],
  );
  const refresh = useCallback(async () => {
    await Promise.all([page.mutate(), otherPage.mutate()]);
  }, [page, otherPage]);

  return {
    query,
    params,
    items: page.data?.items ?? [],
    total: total ?? 0,
    maxStudentsTotal: page.data?.summary.maxStudentsTotal ?? 0,
    counts,
    loading: page.isLoading || (page.isValidating && !page.data),
    error: page.error,
    setTab,
    setPage,
    setFilters,
    setGithubOrder,
    refresh,
  };
}
