import { useGetSession } from '@/api/session';

import { problemStatus } from './problem';

// product-spec.md §4/§9: the session is cached for 15 minutes (900000 ms).
export const SESSION_CACHE_MS = 900_000;

export function useSession() {
  return useGetSession({
    swr: {
      dedupingInterval: SESSION_CACHE_MS,
      revalidateOnFocus: false,
      // A 401 means "signed out": retrying cannot help.
      shouldRetryOnError: false,
      onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
        if (problemStatus(error) === 401 || retryCount >= 2) return;
        setTimeout(() => void revalidate({ retryCount }), 2000);
      },
    },
  });
}
