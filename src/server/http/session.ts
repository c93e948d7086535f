import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { createSigner, createVerifier } from 'fast-jwt';
import type { AppEnv, Identity } from './context';

// rules.md R1.4: the session cookie, its anti-forgery companion and the header that echoes it.
export const SESSION_COOKIE = 'session';
export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';
export const SESSION_TTL_SECONDS = 2 * 24 * 60 * 60;
export const SESSION_RENEW_BELOW_SECONDS = 24 * 60 * 60;

export type SessionClaims = { userId: number; githubId: string; expiresAt: number };

// Issue 12, the request path: checking an HS256 signature through WebCrypto (jose: a key import, then an HMAC job on
// libuv's thread pool per call) cost 40-150 us of CPU per token, the largest part of a request whose token the
// process had not seen (each cold bench request, a visitor's first request per process). fast-jwt signs and checks
// with node:crypto's HMAC in the calling thread (about 25 us). The signer and the verifier are made once per secret.
// The verifier allows HS256 only (no "none", no other algorithm) and leaves exp and nbf to timely() below, which
// reads the injected clock.
// A token whose signature and header passed is remembered per secret (the most recent VERIFIED_TOKENS_MAX): a client
// sends the same token again and again, and its claims are the same on every call, so only the clock checks run
// again. A token that fails (its signature, its claims or the clock) is never remembered.
const VERIFIED_TOKENS_MAX = 10_000;
type Verified = { claims: SessionClaims; notBefore?: number };
type Payload = { userId?: unknown; githubId?: unknown; exp?: unknown; nbf?: unknown };
type Keyed = { sign: (payload: Record<string, unknown>) => string; verify: (token: string) => Payload };
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Verified>>();
const keyed = new WeakMap<Uint8Array, Keyed>();

function keyedBy(secret: Uint8Array): Keyed {
  let known = keyed.get(secret);
  if (!known) {
    const key = Buffer.from(secret);
    known = {
      sign: createSigner({ key, algorithm: 'HS256' }),
      verify: createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true }),
    };
    keyed.set(secret, known);
  }
  return known;
}

export async function signSessionToken(
  secret: Uint8Array,
  subject: { userId: number; githubId: string },
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return keyedBy(secret).sign({
    userId: subject.userId,
    githubId: subject.githubId,
    iat: issuedAt,
    exp: issuedAt + SESSION_TTL_SECONDS,
  });
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
    const { userId, githubId, exp, nbf } = keyedBy(secret).verify(token);
    if (typeof userId !== 'number' || typeof githubId !== 'string') return null;
    if (typeof exp !== 'number' || (nbf !== undefined && typeof nbf !== 'number')) return null;
    const entry: Verified = { claims: { userId, githubId, expiresAt: exp }, notBefore: nbf };
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
    if (!timely(entry, now)) return null;
    verified.set(token, entry);
    return entry.claims;
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
