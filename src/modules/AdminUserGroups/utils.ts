import type { UserName } from '@/api/model';

// The table reads "name (githubId)"; a user without a name shows the login alone.
export function userInTable(user: UserName): string {
  return user.name ? `${user.name} (${user.githubId})` : user.githubId;
}

export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return (a ?? '').localeCompare(b ?? '');
}
