import { useCallback, useState } from 'react';

import { USERNAME_VISIBLE_KEY } from '../utils';

const read = () => typeof window !== 'undefined' && window.localStorage.getItem(USERNAME_VISIBLE_KEY) === 'true';

// pages.md §2, §0.3: "Make my name visible in feedback" is remembered in local storage crossCheckIsUsernameVisible.
export function useUsernameVisible(): [boolean, (visible: boolean) => void] {
  const [visible, setVisible] = useState(read);
  const change = useCallback((next: boolean) => {
    window.localStorage.setItem(USERNAME_VISIBLE_KEY, String(next));
    setVisible(next);
  }, []);
  return [visible, change];
}
