import type { Contacts } from '@/api/model';

export interface ContactEntry {
  key: keyof Contacts;
  label: string;
  value: string;
  href?: string;
}

const CONTACT_LABELS: Record<keyof Contacts, string> = {
  email: 'E-mail',
  epamEmail: 'EPAM e-mail',
  telegram: 'Telegram',
  phone: 'Phone',
  skype: 'Skype',
  whatsApp: 'WhatsApp',
  linkedIn: 'LinkedIn',
  notes: 'Notes',
};

function contactHref(key: keyof Contacts, value: string): string | undefined {
  switch (key) {
    case 'email':
    case 'epamEmail':
      return `mailto:${value}`;
    case 'telegram':
      return `https://t.me/${value.replace(/^@/, '')}`;
    case 'phone':
      return `tel:${value}`;
    case 'linkedIn':
      return /^https?:\/\//.test(value) ? value : undefined;
    default:
      return undefined;
  }
}

// Only the contacts that are filled in are shown.
export function presentContacts(contacts: Contacts | undefined): ContactEntry[] {
  if (!contacts) return [];
  return (Object.keys(CONTACT_LABELS) as (keyof Contacts)[])
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
