import { eq } from 'drizzle-orm';
import { loginStates, notificationUserConnections } from '@/server/db/schema';
import {
  createTestContext,
  readProblem,
  setCookies,
  type TestApp,
  type TestContext,
} from '../../support/server/context';
import { addUser } from '../../support/server/school';

// access.md §1 and rules.md R20.5: an admin makes a sign-in link whose login state carries a notification channel.
let ctx: TestContext;
let oauth: TestApp;

beforeAll(async () => {
  ctx = await createTestContext();
  oauth = ctx.buildApp({
    env: { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'secret', GITHUB_BASE_URL: 'http://github.test' },
  });
});
afterAll(() => ctx.close());

const connect = (app: TestApp, body: unknown, as: 'admin' | 'manager' = 'admin') =>
  app.request('/api/v2/auth/github/connect', { method: 'POST', as, body });

describe('channel link (POST /auth/github/connect)', () => {
  it('gives an admin a sign-in link whose state carries the channel, and the callback links it', async () => {
    const response = await connect(oauth, { channelId: 'telegram', externalId: ' 123456 ' });
    expect(response.status).toBe(200);
    const { link } = (await response.json()) as { link: string };
    const state = new URL(link).searchParams.get('state') as string;
    expect(link.startsWith('http://github.test/login/oauth/authorize?')).toBe(true);
    const [row] = await ctx.db.select().from(loginStates).where(eq(loginStates.id, state));
    expect(row.data).toEqual({ channelId: 'telegram', externalId: '123456' });

    const user = await addUser(ctx.db, { githubUserId: 8001 });
    const code = ctx.github.codeFor({ id: 8001, login: user.githubId, name: null, email: null });
    const callback = await oauth.request(`/api/v2/auth/github/callback?code=${code}&state=${state}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/profile/connection-confirmed?connectionType=telegram');
    const connections = await ctx.db
      .select()
      .from(notificationUserConnections)
      .where(eq(notificationUserConnections.userId, user.id));
    expect(connections).toEqual([
      expect.objectContaining({ channelId: 'telegram', externalId: '123456', enabled: true }),
    ]);
    expect(setCookies(callback).session).toBeDefined();
  });

  it.each([
    ['an unknown field', { channelId: 'email', externalId: 'a@example.com', extra: true }, 'extra'],
    ['a bad channelId', { channelId: 'pigeon', externalId: 'x' }, 'channelId'],
    ['an oversize externalId', { channelId: 'email', externalId: 'x'.repeat(321) }, 'externalId'],
    ['a blank externalId', { channelId: 'email', externalId: '   ' }, 'externalId'],
    ['a missing body field', { channelId: 'email' }, 'externalId'],
  ])('answers 400 for %s, naming the field, and writes nothing', async (_case, body, field) => {
    const before = await ctx.db.$count(loginStates);
    const response = await connect(oauth, body);
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    expect(problem.errors?.map((error) => error.path)).toContain(field);
    expect(await ctx.db.$count(loginStates)).toBe(before);
  });

  it('answers 409 when GitHub OAuth is not configured', async () => {
    const response = await connect(ctx.buildApp(), { channelId: 'discord', externalId: 'someone' });
    expect(response.status).toBe(409);
    expect((await readProblem(response)).type).toBe('/problems/conflict');
  });

  it('answers 403 to a non-admin and 401 without a session', async () => {
    expect((await connect(oauth, { channelId: 'email', externalId: 'x' }, 'manager')).status).toBe(403);
    const anonymous = await oauth.request('/api/v2/auth/github/connect', {
      method: 'POST',
      body: { channelId: 'email', externalId: 'x' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('logout (R1.8)', () => {
  it('clears both cookies and redirects to /login', async () => {
    const response = await ctx.request('/api/v2/auth/github/logout', { as: 'student' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
    const cookies = setCookies(response);
    for (const name of ['session', 'csrf-token']) {
      expect(cookies[name].value).toBe('');
      expect(cookies[name].attributes).toMatch(/Max-Age=0/i);
      expect(cookies[name].attributes).toMatch(/Path=\//i);
    }
  });
});
