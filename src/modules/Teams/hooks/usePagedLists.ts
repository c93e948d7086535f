import { useEffect, useState } from 'react';

import { useGetStudentsWithoutTeam } from '@/api/team-distributions';
import { useGetTeams } from '@/api/teams';

import { SEARCH_DELAY_MS, TEAMS_PAGE_SIZE } from '../constants';

// A table's page and search; a new search starts again at page 1 and is sent after a pause in typing.
export function usePagedSearch() {
  const [current, setCurrent] = useState(1);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setCurrent(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const params = { current, pageSize: TEAMS_PAGE_SIZE, ...(search ? { search } : {}) };
  return { params, text, setText, setCurrent };
}

const LIST_OPTIONS = { keepPreviousData: true, revalidateOnFocus: false };

export function useTeamsPage(
  courseId: number,
  distributionId: number,
  params: ReturnType<typeof usePagedSearch>['params'],
) {
  return useGetTeams(courseId, distributionId, params, { swr: LIST_OPTIONS });
}

export function useStudentsPage(
  courseId: number,
  distributionId: number,
  params: ReturnType<typeof usePagedSearch>['params'],
) {
  return useGetStudentsWithoutTeam(courseId, distributionId, params, { swr: LIST_OPTIONS });
}
