import { createSigner } from 'fast-jwt';
import { SESSION_RENEW_BELOW_SECONDS, SESSION_TTL_SECONDS, verifySessionToken } from '@/server/http/session';
import {
  TEST_SESSION_SECRET,
  createTestContext,
  readProblem,
  setCookies,
  type TestContext,
} from '../../support/server/context';

// rules.md R1.4: a signed JWT (HS256) in the session cookie or as a bearer token, 2-day expiry, renewed below 1 day.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.set(new Date('2026-03-01T10:00:00.000Z')));

const hours = (n: number) => n * 60 * 60 * 1000;

describe('session token (R1.4)', () => {
  it('accepts the token as a bearer token', async () => {
    const response = await ctx.request('/api/v2/session', { as: 'student', bearer: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ctx.school.users.student.id });
  });

  it('answers 401 problem+json for an expired token', async () => {
    const token = await ctx.tokenFor(ctx.school.users.student, ctx.clock.now());
    ctx.clock.advance(SESSION_TTL_SECONDS * 1000 + 1000);
    const response = await ctx.request('/api/v2/session', { token });
    expect(response.status).toBe(401);
    expect(await readProblem(response)).toMatchObject({ type: '/problems/unauthenticated', status: 401 });
  });

  it('answers 401 for a token signed with another secret, as cookie or bearer', async () => {
    const { student } = ctx.school.users;
    const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
    const forged = createSigner({ key: 'not-the-server-secret-not-the-server-secret', algorithm: 'HS256' })({
      userId: student.id,
      githubId: student.githubId,
      iat: issuedAt,
      exp: issuedAt + SESSION_TTL_SECONDS,
    });
    for (const bearer of [false, true]) {
      const response = await ctx.request('/api/v2/session', { token: forged, bearer });
      expect(response.status).toBe(401);
      await readProblem(response);
    }
  });

  it('answers 401 for a token without the algorithm the server signs with', async () => {
    const { student } = ctx.school.users;
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url'),
      Buffer.from(JSON.stringify({ userId: student.id, githubId: student.githubId, exp: 4102444800 })).toString(
        'base64url',
      ),
      '',
    ].join('.');
    expect((await ctx.request('/api/v2/session', { token: unsigned })).status).toBe(401);
    const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
    const otherAlgorithm = createSigner({ key: Buffer.from(TEST_SESSION_SECRET), algorithm: 'HS512' })({
      userId: student.id,
      githubId: student.githubId,
      iat: issuedAt,
      exp: issuedAt + SESSION_TTL_SECONDS,
    });
    expect((await ctx.request('/api/v2/session', { token: otherAlgorithm })).status).toBe(401);
  });

  it("answers 401 before the token's not-before time and 200 from it on", async () => {
    const { student } = ctx.school.users;
    const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
    const early = createSigner({ key: Buffer.from(TEST_SESSION_SECRET), algorithm: 'HS256' })({
      userId: student.id,
      githubId: student.githubId,
      iat: issuedAt,
      nbf: issuedAt + 60,
      exp: issuedAt + SESSION_TTL_SECONDS,
    });
    expect((await ctx.request('/api/v2/session', { token: early, bearer: true })).status).toBe(401);
    ctx.clock.advance(60_000);
    expect((await ctx.request('/api/v2/session', { token: early, bearer: true })).status).toBe(200);
  });

  it('re-issues the cookie when less than a day is left', async () => {
    const token = await ctx.tokenFor(ctx.school.users.student, ctx.clock.now());
    ctx.clock.advance(SESSION_TTL_SECONDS * 1000 - SESSION_RENEW_BELOW_SECONDS * 1000 + hours(1));
    const response = await ctx.request('/api/v2/session', { token });
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.session.value).not.toBe(token);
    expect(cookies.session.attributes).toMatch(/HttpOnly/i);
    expect(cookies.session.attributes).toMatch(/SameSite=Lax/i);
    expect(cookies['csrf-token']).toBeDefined();
    const claims = await verifySessionToken(TEST_SESSION_SECRET, cookies.session.value, ctx.clock.now());
    expect(claims).toEqual({
      userId: ctx.school.users.student.id,
      githubId: ctx.school.users.student.githubId,
      expiresAt: Math.floor(ctx.clock.now().getTime() / 1000) + SESSION_TTL_SECONDS,
    });
  });

  it('does not re-issue a cookie with more than a day left', async () => {
    const token = await ctx.tokenFor(ctx.school.users.student, ctx.clock.now());
    ctx.clock.advance(hours(2));
    const response = await ctx.request('/api/v2/session', { token });
    expect(response.status).toBe(200);
    expect(setCookies(response).session).toBeUndefined();
  });
});
