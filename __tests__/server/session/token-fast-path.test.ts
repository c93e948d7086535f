import { SignJWT, jwtVerify } from 'jose';
import { signSessionToken, verifySessionToken } from '@/server/http/session';

// Issue 12: a token as signSessionToken writes it is checked with node:crypto instead of jose's WebCrypto job. Every
// answer must be jose's: the reference here is jwtVerify itself, on tokens ours and not ours.
const secret = new TextEncoder().encode('a-fast-path-secret-that-is-long-enough-for-hs256');
const other = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-too');
const now = new Date('2026-11-26T04:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);

async function reference(token: string, key: Uint8Array, at: Date) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: at });
    const { userId, githubId, exp } = payload as { userId?: unknown; githubId?: unknown; exp?: number };
    if (typeof userId !== 'number' || typeof githubId !== 'string' || !exp) return null;
    return { userId, githubId, expiresAt: exp };
  } catch {
    return null;
  }
}

const custom = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(secret);

// Flips the last character of the signature to one that differs only in the unused low bits (same bytes decoded).
const nonCanonical = (token: string) => {
  const last = token.at(-1) ?? 'A';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const index = alphabet.indexOf(last);
  return token.slice(0, -1) + alphabet[index ^ 1];
};

describe('session token fast path (issue 12)', () => {
  it('answers exactly as jose for tokens ours and not ours, now and later', async () => {
    const ours = await signSessionToken(secret, { userId: 7, githubId: 'student-7' }, now);
    const tokens = [
      ours,
      await signSessionToken(secret, { userId: 8, githubId: 'student-8' }, new Date(now.getTime() - 3 * 86_400_000)),
      await signSessionToken(other, { userId: 9, githubId: 'student-9' }, now),
      nonCanonical(ours),
      ours.slice(0, -2),
      `${ours}.x`,
      await custom({ userId: 1, githubId: 'typ', iat: seconds, exp: seconds + 60 }, { alg: 'HS256', typ: 'JWT' }),
      await custom({ userId: 2, githubId: 'nbf', nbf: seconds + 30, exp: seconds + 60 }),
      await custom({ userId: 3, githubId: 'exp-now', exp: seconds }),
      await custom({ userId: '4', githubId: 'string id', exp: seconds + 60 }),
      await custom({ userId: 5, githubId: 'no exp' }),
      await custom({ userId: 6, githubId: 'string exp', exp: String(seconds + 60) }),
      await custom({ userId: 6, githubId: 'string iat', iat: 'x', exp: seconds + 60 }),
      'not-a-token',
      '',
    ];
    for (const at of [now, new Date(now.getTime() + 31_000), new Date(now.getTime() + 3 * 86_400_000)]) {
      for (const token of tokens) {
        // A fresh secret array each time: no memo of an earlier answer.
        const key = new Uint8Array(secret);
        expect({ token, answer: await verifySessionToken(key, token, at) }).toEqual({
          token,
          answer: await reference(token, key, at),
        });
      }
    }
  });

  it('remembers a valid token but not an expired one', async () => {
    const key = new Uint8Array(secret);
    const token = await signSessionToken(key, { userId: 7, githubId: 'student-7' }, now);
    const late = new Date(now.getTime() + 3 * 86_400_000);
    expect(await verifySessionToken(key, token, late)).toBeNull();
    expect(await verifySessionToken(key, token, now)).toEqual({
      userId: 7,
      githubId: 'student-7',
      expiresAt: seconds + 2 * 86_400,
    });
    expect(await verifySessionToken(key, token, late)).toBeNull();
  });
});
