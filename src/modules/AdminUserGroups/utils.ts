import type { UserName } from '@/api/model';

// The table reads "name (githubId)"; a user without a name shows the login alone.
export function userInTable(user: UserName): string {
  return user.name ? `${user.name} (${user.githubId})` : user.githubId;
}

// The user picker reads "githubId (name)", the login first because that is what is typed.
export function userInPicker(user: UserName): string {
  return user.name ? `${user.githubId} (${user.name})` : user.githubId;
}

export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return (a ?? '').localeCompare(b ?? '');
}

// Options of the user picker: the search results, then the chosen users the results do not contain (so their tags
// keep their labels).
export function userOptions(results: readonly UserName[], chosen: readonly UserName[]): UserName[] {
  const ids = new Set(results.map((user) => user.id));
  return [...results, ...chosen.filter((user) => !ids.has(user.id))];
}
