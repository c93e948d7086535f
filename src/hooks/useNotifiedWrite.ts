import { useCallback } from 'react';

import { useNotify } from './useNotify';

// A confirmed write that resolves either way (pages.md §0.3): success reads in a toast, a failure reads in a toast with
// the problem's detail, and the data behind the screen is revalidated in both cases (a refused write may mean that
// somebody else changed it).
export function useNotifiedWrite(refresh: () => unknown) {
  const notify = useNotify();
  return useCallback(
    async (write: () => Promise<unknown>, done: string, description?: string): Promise<void> => {
      try {
        await write();
        notify.success(done, description);
      } catch (failure) {
        notify.error(failure);
      } finally {
        void refresh();
      }
    },
    [notify, refresh],
  );
}
