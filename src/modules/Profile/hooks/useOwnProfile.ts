import { useGetProfileInfo } from '@/api/profile';

// Without githubId the server answers with the caller's own profile.
export function useOwnProfile() {
  return useGetProfileInfo(undefined, { swr: { revalidateOnFocus: false } });
}
