import { eq } from 'drizzle-orm';
import { loginStates, users } from '@/server/db/schema';
import { verifySessionToken } from '@/server/http/session';
import {
  TEST_SESSION_SECRET,
  createTestContext,
  setCookies,
  type TestApp,
  type TestContext,
} from '../../support/server/context';
import { addUser } from '../../support/server/school';

// rules.md R1.1–R1.3, R1.5: GitHub OAuth against a fake GitHub behind the real provider code.
let ctx: TestContext;
let oauth: TestApp;
const oauthEnv = {
  GITHUB_CLIENT_ID: 'client-id',
  GITHUB_CLIENT_SECRET: 'client-secret',
  GITHUB_BASE_URL: 'http://github.test',
  GITHUB_API_URL: 'http://api.github.test',
  ADMIN_GITHUB_IDS: 'Boss-Login',
  HIRER_GITHUB_IDS: 'talent-scout',
};

beforeAll(async () => {
  ctx = await createTestContext();
  oauth = ctx.buildApp({ env: oauthEnv });
});
afterAll(() => ctx.close());

async function startLogin(url?: string): Promise<string> {
  const response = await oauth.request(`/api/v2/auth/github/login${url ? `?url=${encodeURIComponent(url)}` : ''}`);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') as string).searchParams.get('state') as string;
}

type Account = { id: number; login: string; name: string | null; email: string | null };

async function signIn(account: Account, url?: string) {
  const state = await startLogin(url);
  const code = ctx.github.codeFor(account);
  return oauth.request(`/api/v2/auth/github/callback?code=${code}&state=${state}`);
}

const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const userByGithubUserId = async (githubUserId: number) =>
  (await ctx.db.select().from(users).where(eq(users.githubUserId, githubUserId)))[0];

describe('GitHub sign-in (R1.1–R1.3)', () => {
  it('creates a one-hour login state and redirects to the authorize URL', async () => {
    const response = await oauth.request('/api/v2/auth/github/login?url=%2Fcourse%2Fscore');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://github.test/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'client-id',
      redirect_uri: 'http://localhost:3000/api/v2/auth/github/callback',
      scope: 'read:user user:email',
      state: expect.any(String),
    });
    const [state] = await ctx.db
      .select()
      .from(loginStates)
      .where(eq(loginStates.id, String(location.searchParams.get('state'))));
    expect(state.data).toEqual({ redirectUrl: '/course/score' });
    expect(state.expiresAt.getTime()).toBe(ctx.clock.now().getTime() + 60 * 60 * 1000);
  });

  it('saves an unsafe return url as /', async () => {
    const state = await startLogin('//evil.com');
    const [row] = await ctx.db.select().from(loginStates).where(eq(loginStates.id, state));
    expect(row.data.redirectUrl).toBe('/');
  });

  it('sends an unknown state back to /login', async () => {
    const code = ctx.github.codeFor({ id: 1, login: 'x', name: null, email: null });
    const response = await oauth.request(`/api/v2/auth/github/callback?code=${code}&state=no-such-state`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?url=%2F');
    expect(setCookies(response).session).toBeUndefined();
  });

  it('sends an expired state back to /login with its saved url, and the state cannot be used again', async () => {
    const state = await startLogin('/profile');
    ctx.clock.advance(60 * 60 * 1000 + 1);
    const code = ctx.github.codeFor({ id: 501, login: 'late-user', name: null, email: null });
    const response = await oauth.request(`/api/v2/auth/github/callback?code=${code}&state=${state}`);
    expect(response.headers.get('location')).toBe('/login?url=%2Fprofile');
    expect(await ctx.db.select().from(loginStates).where(eq(loginStates.id, state))).toEqual([]);
    expect(await userByGithubUserId(501)).toBeUndefined();
  });

  it('sends a code GitHub refuses back to /login', async () => {
    const state = await startLogin('/profile');
    const response = await oauth.request(`/api/v2/auth/github/callback?code=forged&state=${state}`);
    expect(response.headers.get('location')).toBe('/login?url=%2Fprofile');
  });

  it('creates a new user, issues the session and redirects to the saved url', async () => {
    const response = await signIn(
      { id: 7001, login: 'New-Person', name: 'Ada Byron Lovelace', email: 'ada@example.com' },
      '/course/1',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/course/1');
    const created = await userByGithubUserId(7001);
    expect(created).toMatchObject({
      githubId: 'new-person',
      firstName: 'Ada',
      lastName: 'Byron Lovelace',
      primaryEmail: 'ada@example.com',
      isAdmin: false,
    });
    expect(created.lastActivityAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    const claims = await verifySessionToken(TEST_SESSION_SECRET, setCookies(response).session.value, ctx.clock.now());
    expect(claims).toMatchObject({ userId: created.id, githubId: 'new-person' });
  });

  it('matches by numeric id and follows a renamed login', async () => {
    const user = await addUser(ctx.db, { githubId: 'old-name', githubUserId: 7002 });
    await signIn({ id: 7002, login: 'Fresh-Name', name: null, email: null });
    expect((await userRow(user.id)).githubId).toBe('fresh-name');
  });

  it('binds a legacy row without a numeric id by its login', async () => {
    const legacy = await addUser(ctx.db, { githubId: 'legacy-login' });
    await signIn({ id: 7003, login: 'Legacy-Login', name: null, email: null });
    expect(await userRow(legacy.id)).toMatchObject({ githubUserId: 7003, githubId: 'legacy-login' });
  });

  it('renames another row that still holds the login to ~login-<id>', async () => {
    const renamed = await addUser(ctx.db, { githubId: 'before-rename', githubUserId: 7004 });
    const stale = await addUser(ctx.db, { githubId: 'taken-login', githubUserId: 7005 });
    await signIn({ id: 7004, login: 'taken-login', name: null, email: null });
    expect((await userRow(renamed.id)).githubId).toBe('taken-login');
    expect((await userRow(stale.id)).githubId).toBe(`~taken-login-${stale.id}`);
  });

  it('fills primary_email only when it is empty, preferring the primary verified address', async () => {
    const empty = await addUser(ctx.db, { githubUserId: 7006 });
    const filled = await addUser(ctx.db, { githubUserId: 7007, primaryEmail: 'kept@example.com' });
    const emails = [
      { email: 'secondary@example.com', primary: false, verified: true },
      { email: 'primary@example.com', primary: true, verified: true },
    ];
    await signIn({ id: 7006, login: empty.githubId, name: null, email: 'public@example.com', emails } as Account);
    await signIn({ id: 7007, login: filled.githubId, name: null, email: 'public@example.com', emails } as Account);
    expect((await userRow(empty.id)).primaryEmail).toBe('primary@example.com');
    expect((await userRow(filled.id)).primaryEmail).toBe('kept@example.com');
  });

  it('grants admin and hirer flags from ADMIN_GITHUB_IDS and HIRER_GITHUB_IDS at sign-in (R1.5)', async () => {
    await signIn({ id: 7008, login: 'boss-login', name: null, email: null });
    await signIn({ id: 7009, login: 'Talent-Scout', name: null, email: null });
    await signIn({ id: 7010, login: 'ordinary', name: null, email: null });
    expect(await userByGithubUserId(7008)).toMatchObject({ isAdmin: true, isHirer: false });
    expect(await userByGithubUserId(7009)).toMatchObject({ isAdmin: false, isHirer: true });
    expect(await userByGithubUserId(7010)).toMatchObject({ isAdmin: false, isHirer: false });
  });

  it('refuses an obfuscated user: 302 /login without a session', async () => {
    const hidden = await addUser(ctx.db, { githubUserId: 7011, obfuscated: true });
    const response = await signIn({ id: 7011, login: hidden.githubId, name: null, email: null }, '/profile');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/login(\?|$)/);
    expect(setCookies(response).session).toBeUndefined();
  });

  it('turns development sign-in off when OAuth is configured', async () => {
    expect((await oauth.request('/api/v2/auth/dev/users')).status).toBe(404);
  });
});
