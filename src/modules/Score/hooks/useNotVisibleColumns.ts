import { useCallback, useEffect, useState } from 'react';

import { NOT_VISIBLE_COLUMNS_KEY } from '../utils';

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(NOT_VISIBLE_COLUMNS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.map(String) : [];
  } catch {
    return [];
  }
}

// pages.md §11 "Score settings": the hidden task columns (course task ids), kept in local storage.
export function useNotVisibleColumns() {
  const [hidden, setHidden] = useState<string[]>([]);
  useEffect(() => setHidden(read()), []);
  const save = useCallback((next: string[]) => {
    localStorage.setItem(NOT_VISIBLE_COLUMNS_KEY, JSON.stringify(next));
    setHidden(next);
  }, []);
  return { hidden, save };
}
