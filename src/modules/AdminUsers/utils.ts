import type { UserSearch, UserSearchCourse } from '@/api/model';

import { MIN_QUERY_LENGTH } from './constants';

export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

export function profileHref(githubId: string): string {
  return `/profile?githubId=${encodeURIComponent(githubId)}`;
}

export function avatarUrl(githubId: string): string {
  return `https://github.com/${encodeURIComponent(githubId)}.png?size=48`;
}

export function courseNames(courses: readonly UserSearchCourse[]): string {
  return courses.map((course) => course.name).join(', ');
}

// The distinct e-mails of a user (primary, contact and corporate), in that order.
export function userEmails(user: UserSearch): string[] {
  const { primaryEmail, email, epamEmail } = user.contacts ?? {};
  return [...new Set([primaryEmail, email, epamEmail].filter((value): value is string => !!value))];
}

export function userLocation(user: UserSearch): string {
  return [user.cityName, user.countryName].filter(Boolean).join(', ');
}

export function discordName(user: UserSearch): string {
  return user.discord?.username ?? '';
}

// A Telegram handle links to its t.me page; the stored value may carry a leading "@".
export function telegramHref(handle: string): string {
  return `https://t.me/${encodeURIComponent(handle.replace(/^@/, ''))}`;
}
