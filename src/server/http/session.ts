import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SignJWT, jwtVerify } from 'jose';
import type { AppEnv, Identity } from './context';

// rules.md R1.4: the session cookie, its anti-forgery companion and the header that echoes it.
export const SESSION_COOKIE = 'session';
export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';
export const SESSION_TTL_SECONDS = 2 * 24 * 60 * 60;
export const SESSION_RENEW_BELOW_SECONDS = 24 * 60 * 60;

export type SessionClaims = { userId: number; githubId: string; expiresAt: number };

export async function signSessionToken(
  secret: Uint8Array,
  subject: { userId: number; githubId: string },
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ userId: subject.userId, githubId: subject.githubId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(secret);
}

// Issue 12, the request path: checking an HS256 signature through WebCrypto (a key import and an HMAC job per call)
// was the largest cost of an authenticated request, and a client sends the same token again and again. A token whose
// signature and header passed is remembered per secret (the most recent VERIFIED_TOKENS_MAX); its claims are the same
// on every call, so only the clock checks (exp, nbf, exactly as jose makes them) run again. A token that fails is
// never remembered. The key is imported once per secret.
const VERIFIED_TOKENS_MAX = 10_000;
type Verified = { claims: SessionClaims; notBefore?: number };
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Verified>>();
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function verifyKeyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyKeys.set(secret, key);
  }
  return key;
}

const timely = ({ claims, notBefore }: Verified, now: Date) => {
  const seconds = Math.floor(now.getTime() / 1000);
  return claims.expiresAt > seconds && (notBefore === undefined || notBefore <= seconds);
};

export async function verifySessionToken(secret: Uint8Array, token: string, now: Date): Promise<SessionClaims | null> {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  const known = verified.get(token);
  if (known) return timely(known, now) ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(secret), { algorithms: ['HS256'], currentDate: now });
    const { userId, githubId, exp, nbf } = payload as {
      userId?: unknown;
      githubId?: unknown;
      exp?: number;
      nbf?: number;
    };
    if (typeof userId !== 'number' || typeof githubId !== 'string' || !exp) return null;
    const claims: SessionClaims = { userId, githubId, expiresAt: exp };
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, notBefore: nbf });
    return claims;
  } catch {
    return null;
  }
}

const cookieBase = (c: Context<AppEnv>) => ({
  path: '/',
  sameSite: 'Lax' as const,
  secure: c.get('deps').env.NODE_ENV === 'production' && c.get('deps').env.APP_URL.startsWith('https:'),
});

export async function issueSession(c: Context<AppEnv>, subject: { userId: number; githubId: string }): Promise<void> {
  const { sessionSecret, now } = c.get('deps');
  const token = await signSessionToken(sessionSecret, subject, now());
  setCookie(c, SESSION_COOKIE, token, { ...cookieBase(c), httpOnly: true, maxAge: SESSION_TTL_SECONDS });
  setCookie(c, CSRF_COOKIE, randomBytes(24).toString('base64url'), { ...cookieBase(c), maxAge: SESSION_TTL_SECONDS });
}

export function clearSession(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, CSRF_COOKIE, { path: '/' });
}

// Reads the caller from the bearer token or the session cookie; a bad or expired token leaves the caller anonymous.
export const readIdentity = createMiddleware<AppEnv>(async (c, next) => {
  const { sessionSecret, now } = c.get('deps');
  const authorization = c.req.header('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const cookie = getCookie(c, SESSION_COOKIE);
  const token = bearer ?? cookie;
  let identity: Identity | null = null;
  if (token) {
    const claims = await verifySessionToken(sessionSecret, token, now());
    if (claims) identity = { userId: claims.userId, githubId: claims.githubId, via: bearer ? 'bearer' : 'cookie' };
    if (claims && !bearer && claims.expiresAt - now().getTime() / 1000 < SESSION_RENEW_BELOW_SECONDS) {
      c.set('renewSession', true);
    }
  }
  c.set('identity', identity);
  await next();
});
