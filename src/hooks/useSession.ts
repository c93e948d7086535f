import { useGetSession } from '@/api/session';

// product-spec.md §4/§9: the session is cached for 15 minutes (900000 ms).
export const SESSION_CACHE_MS = 900_000;

export function useSession() {
  return useGetSession({
    swr: {
      dedupingInterval: SESSION_CACHE_MS,
      revalidateOnFocus: false,
      // Any failure sends the user to /login (pages.md §0.2), so a retry would only delay that.
      shouldRetryOnError: false,
    },
  });
}
