import { useGetSignInMethods } from '@/api/auth';

// R1.7: with neither GitHub OAuth nor development sign-in, nobody can sign in and the page says so. Until the answer
// arrives (or if it fails) the GitHub button stays, as before.
export function useSignInUnavailable(): boolean {
  const { data } = useGetSignInMethods({ swr: { shouldRetryOnError: false, revalidateOnFocus: false } });
  return data !== undefined && !data.github && !data.development;
}
