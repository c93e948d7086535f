import type { PermissionAudience, ProfilePermissionSettings, VisibleContacts } from '@/api/model';

import { CONTACT_FLAGS, CONTACT_LABELS, DISCORD_AUTHORIZE_URL, type ContactKind } from './constants';

export interface ContactEntry {
  key: ContactKind;
  label: string;
  value: string;
  href?: string;
}

function contactHref(key: ContactKind, value: string): string | undefined {
  switch (key) {
    case 'email':
    case 'epamEmail':
      return `mailto:${value}`;
    case 'telegram':
      return `https://t.me/${value.replace(/^@/, '')}`;
    case 'phone':
      return `tel:${value.replace(/\s+/g, '')}`;
    case 'linkedIn':
      return /^https?:\/\//.test(value) ? value : undefined;
    default:
      return undefined;
  }
}

// Only the contacts that are filled in are shown, in the order of CONTACT_LABELS.
export function presentContacts(contacts: VisibleContacts | undefined): ContactEntry[] {
  if (!contacts) return [];
  return (Object.keys(CONTACT_LABELS) as ContactKind[])
    .map((key) => ({ key, value: contacts[key]?.trim() ?? '' }))
    .filter((entry) => entry.value !== '')
    .map(({ key, value }) => ({ key, label: CONTACT_LABELS[key], value, href: contactHref(key, value) }));
}

export function formatLocation(
  city: string | null | undefined,
  country: string | null | undefined,
): string | undefined {
  const parts = [city, country].filter((part): part is string => !!part && part.trim() !== '');
  return parts.length ? parts.join(', ') : undefined;
}

// rules.md R19.2 in words, for the owner: who besides him and the course staff sees a part of his profile.
export function audienceNote(audience: PermissionAudience | undefined): string {
  if (!audience) return 'Who can see this: you, admins and course managers';
  if (audience.all) return 'Who can see this: everyone';
  const groups = [audience.mentor && 'mentors', audience.student && 'your students'].filter(Boolean);
  return groups.length
    ? `Who can see this: ${groups.join(' and ')}, and course staff`
    : 'Who can see this: course staff';
}

export function contactAudienceNote(kind: ContactKind, settings: ProfilePermissionSettings | undefined): string {
  const flag = CONTACT_FLAGS[kind];
  return audienceNote(flag && settings ? settings[flag] : undefined);
}

// A masonry of N columns: cards go round-robin, so each column stacks its own cards without gaps between rows.
export function splitIntoColumns<T>(items: readonly T[], columns: number): T[][] {
  const result: T[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  items.forEach((item, index) => result[index % result.length].push(item));
  return result;
}

export function discordAuthorizeUrl(clientId: string, redirectUri: string, state: string): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'token',
    scope: 'identify',
    state,
  });
  return `${DISCORD_AUTHORIZE_URL}?${params}`;
}

export interface DiscordToken {
  accessToken: string;
  tokenType: string;
  state: string | null;
}

// product-spec.md §7: Discord comes back to /profile with access_token and token_type in the URL hash.
export function readDiscordToken(hash: string): DiscordToken | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const tokenType = params.get('token_type');
  if (!accessToken || !tokenType) return null;
  return { accessToken, tokenType, state: params.get('state') };
}
