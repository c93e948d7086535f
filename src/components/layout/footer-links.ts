import { publicEnv } from '@/config/public-env';

export interface FooterLink {
  name: string;
  href: string | undefined;
  available: boolean;
}

// pages.md §0.6; links whose pages do not exist yet stay hidden.
export function footerLinks(env: { helpUrl?: string; reportBugUrl?: string } = publicEnv): FooterLink[] {
  return [
    { name: 'Say Thank you', href: '/gratitude', available: true },
    { name: 'Heroes page', href: '/heroes', available: true },
    { name: 'Mentors Hall of Fame', href: '/mentors-hall-of-fame', available: true },
    { name: 'Help', href: env.helpUrl, available: !!env.helpUrl },
    { name: 'Report a bug', href: env.reportBugUrl, available: !!env.reportBugUrl },
  ].filter((link) => link.available);
}
