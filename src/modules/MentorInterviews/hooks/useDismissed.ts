import { useCallback, useState } from 'react';

const read = (key: string) => typeof window !== 'undefined' && window.sessionStorage.getItem(key) === 'true';

// pages.md §3: the interview alerts are dismissible per session (session storage, not a product storage key).
export function useDismissed(key: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => read(key));
  const dismiss = useCallback(() => {
    window.sessionStorage.setItem(key, 'true');
    setDismissed(true);
  }, [key]);
  return [dismissed, dismiss];
}
