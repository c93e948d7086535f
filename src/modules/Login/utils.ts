import { safeReturnUrl } from '@/hooks/login-url';

type Query = Record<string, string | string[] | undefined>;

function toSearch(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, item));
    else if (value !== undefined) params.append(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

// pages.md §1 "/login": GitHub sign-in keeps the current query (and so `url`).
export function githubLoginHref(query: Query): string {
  return `/api/v2/auth/github/login${toSearch(query)}`;
}

// pages.md §1 "/login": development sign-in (R1.7).
export function devLoginHref(githubId: string, url: string | string[] | undefined): string {
  const target = safeReturnUrl(Array.isArray(url) ? url[0] : url);
  return `/api/v2/auth/dev/login?githubId=${encodeURIComponent(githubId)}&url=${encodeURIComponent(target)}`;
}
