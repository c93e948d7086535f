import { useEffect, useState } from 'react';

// Pause after the last keystroke before a search is sent.
export const TEXT_SEARCH_DELAY_MS = 300;
const NOTHING: never[] = [];

// A debounced search for pickers: a blank text finds nothing without asking; a failed search finds nothing; only the
// latest text's answer is kept.
export function useTextSearch<T>(find: (text: string) => Promise<T[]>, delay = TEXT_SEARCH_DELAY_MS) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<T[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    const needle = text.trim();
    if (!needle) return;
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      find(needle)
        .catch(() => [] as T[])
        .then((found) => {
          if (!current) return;
          setResults(found);
          setSearching(false);
        });
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, delay, find]);

  const blank = !text.trim();
  return { results: blank ? (NOTHING as T[]) : results, searching: !blank && searching, search: setText };
}
