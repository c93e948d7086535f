import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';

import { readScoreView, writeScoreView, type ScoreFilters, type ScoreView } from '../utils';

// pages.md §11 "/course/score": the table state in the URL; a new tab, order or filter starts again at page 1.
export function useScoreView() {
  const router = useRouter();
  const view = useMemo(() => readScoreView(router.query), [router.query]);
  const { pathname, query, replace } = router;

  const update = useCallback(
    (patch: Partial<ScoreView>) => {
      const next = { ...view, current: 1, ...patch };
      void replace({ pathname, query: writeScoreView(query, next) }, undefined, { shallow: true });
    },
    [view, pathname, query, replace],
  );

  return {
    view,
    setActiveOnly: (activeOnly: boolean) => update({ activeOnly }),
    setPage: (current: number) => update({ current }),
    setOrder: (orderBy: ScoreView['orderBy'], orderDirection: ScoreView['orderDirection']) =>
      update({ orderBy, orderDirection }),
    setFilters: (filters: ScoreFilters) => update({ filters }),
  };
}
