import { timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { problemResponse } from './problem';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './session';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// access.md §0: an unsafe call that carries the session cookie must echo the token cookie in the header.
// Bearer-token calls are exempt: a browser never attaches them by itself.
export const antiForgery = createMiddleware<AppEnv>(async (c, next) => {
  if (!unsafeMethods.has(c.req.method)) return next();
  if (/^Bearer\s/i.test(c.req.header('authorization') ?? '')) return next();
  if (!getCookie(c, SESSION_COOKIE)) return next();
  const cookieToken = getCookie(c, CSRF_COOKIE);
  const headerToken = c.req.header(CSRF_HEADER);
  if (!cookieToken || !headerToken || !sameToken(cookieToken, headerToken)) {
    return problemResponse(
      c,
      'forbidden',
      `Missing or mismatched anti-forgery token: send the ${CSRF_COOKIE} cookie value in the ${CSRF_HEADER} header.`,
    );
  }
  return next();
});
