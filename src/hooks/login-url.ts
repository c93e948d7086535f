// pages.md §0.1: a signed-out visitor goes to /login with the encoded path + query.
export function buildLoginRedirect(asPath: string): string {
  return `/login?url=${encodeURIComponent(asPath || '/')}`;
}

// Browsers drop tabs and line breaks from a URL, so "/\t/evil.com" would become "//evil.com".
const hasControlCharacter = (text: string) =>
  Array.from(text).some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

// Only same-origin relative paths are accepted as return targets (no open redirect through ?url=).
export function safeReturnUrl(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  return hasControlCharacter(url) ? '/' : url;
}
