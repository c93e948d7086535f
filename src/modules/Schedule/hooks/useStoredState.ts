import { useCallback, useEffect, useState } from 'react';

// A value remembered in localStorage under `key` (pages.md §0 "Local storage"); read after mount so that the
// server render and the first client render agree. `parse` must be stable (a module-level function).
export function useStoredState<T>(key: string, initial: T, parse: (raw: string) => T | undefined) {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const raw = window.localStorage.getItem(key);
    const parsed = raw === null ? undefined : parse(raw);
    if (parsed !== undefined) setValue(parsed);
  }, [key, parse]);
  const store = useCallback(
    (next: T) => {
      setValue(next);
      window.localStorage.setItem(key, typeof next === 'string' ? next : JSON.stringify(next));
    },
    [key],
  );
  return [value, store] as const;
}

export function parseStringList(raw: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : undefined;
  } catch {
    return undefined;
  }
}
