import { useSearchUsersByText } from '@/api/users';
import type { UserName } from '@/api/model';

// pages.md §9 "/gratitude?githubId=": the person to thank, found by his exact login among the search's answers.
export function useRecipientPrefill(githubId: string | undefined): { user: UserName | undefined; loading: boolean } {
  const login = githubId?.trim() ?? '';
  const { data, isLoading } = useSearchUsersByText(login, {
    swr: { enabled: login.length > 0, revalidateOnFocus: false },
  });
  const user = data?.find((candidate) => candidate.githubId.toLowerCase() === login.toLowerCase());
  return { user, loading: login.length > 0 && isLoading };
}
