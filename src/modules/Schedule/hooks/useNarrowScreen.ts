import { useEffect, useState } from 'react';

const NARROW_QUERY = '(max-width: 768px)';

// pages.md §11 and §15: at ≤ 768 px the schedule shows cards and hides its settings.
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
