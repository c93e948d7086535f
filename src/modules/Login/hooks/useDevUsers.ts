import { useListDevUsers } from '@/api/auth';

// R1.7: the list exists only in development sign-in mode; any failure (404 when disabled) hides the table.
export function useDevUsers() {
  const { data, error } = useListDevUsers({ swr: { shouldRetryOnError: false, revalidateOnFocus: false } });
  return error ? undefined : data;
}
