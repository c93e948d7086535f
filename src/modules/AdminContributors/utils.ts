import type { ContributorUser } from '@/api/model';

// The table reads "name (githubId)"; a user without a name shows the login alone.
export function userInTable(user: ContributorUser): string {
  return user.name ? `${user.name} (${user.githubId})` : user.githubId;
}

// The user picker reads "githubId (name)", the login first because that is what is typed.
export function userInPicker(user: ContributorUser): string {
  return user.name ? `${user.githubId} (${user.name})` : user.githubId;
}
