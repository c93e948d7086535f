import { useEffect, useState } from 'react';

import type { UserName } from '@/api/model';
import { searchUsersByText } from '@/api/users';

// Pause after the last keystroke before the user search is called.
export const USER_SEARCH_DELAY_MS = 300;

// product-spec: an empty text or a failed search finds nobody; the empty text is not even sent.
async function findUsers(text: string): Promise<UserName[]> {
  const needle = text.trim();
  if (!needle) return [];
  try {
    return await searchUsersByText(needle);
  } catch {
    return [];
  }
}

const NOBODY: UserName[] = [];

// Debounced user search for a picker (GET /api/users/search/{text}); only the latest text's answer is kept.
export function useUserSearch(delay = USER_SEARCH_DELAY_MS) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<UserName[]>(NOBODY);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (!text.trim()) return;
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      void findUsers(text).then((users) => {
        if (!current) return;
        setResults(users);
        setSearching(false);
      });
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, delay]);

  // A blank text finds nobody, without asking the server.
  const blank = !text.trim();
  return { results: blank ? NOBODY : results, searching: !blank && searching, search: setText };
}
