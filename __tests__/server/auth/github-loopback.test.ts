import { eq } from 'drizzle-orm';
import { createApp, type App } from '@/server/app';
import { users } from '@/server/db/schema';
import { migrationsApplied } from '@/server/db/migrate';
import { parseEnv } from '@/server/env';
import { SESSION_COOKIE } from '@/server/http/session';
import { createGithubProvider } from '@/server/modules/auth';
import { createSessionCache } from '@/server/modules/session';
import {
  TEST_SESSION_SECRET,
  baseEnv,
  createTestContext,
  setCookies,
  type TestContext,
} from '../../support/server/context';
import { createFakeGithub, serveFakeGithub, type FakeGithubServer } from '../../support/server/fake-github';

// DESIGN.md "Sessions and sign-in": the whole OAuth round trip against a fake GitHub on loopback, through the real
// provider code and its real fetch, with GITHUB_BASE_URL and GITHUB_API_URL pointing at the fake.
let ctx: TestContext;
let github: FakeGithubServer;
let app: App;

beforeAll(async () => {
  ctx = await createTestContext();
  github = await serveFakeGithub(createFakeGithub());
  const env = parseEnv({
    ...baseEnv,
    GITHUB_CLIENT_ID: 'loopback-client',
    GITHUB_CLIENT_SECRET: 'loopback-secret',
    GITHUB_BASE_URL: github.url,
    GITHUB_API_URL: `${github.url}/`,
  });
  app = createApp({
    db: ctx.db,
    env,
    now: ctx.clock.now,
    sessionSecret: TEST_SESSION_SECRET,
    sessionCache: createSessionCache(),
    bus: ctx.bus,
    github: createGithubProvider(env),
    checkReady: () => migrationsApplied(ctx.database),
    log: () => undefined,
  });
});
afterAll(async () => {
  await github.close();
  await ctx.close();
});

// A browser's trip: the app sends it to GitHub, GitHub sends it back to the callback, the callback signs it in.
async function signInThroughGithub(returnUrl: string) {
  const start = await app.request(`/api/v2/auth/github/login?url=${encodeURIComponent(returnUrl)}`);
  expect(start.status).toBe(302);
  const authorize = String(start.headers.get('location'));
  expect(authorize.startsWith(`${github.url}/login/oauth/authorize?`)).toBe(true);
  const atGithub = await fetch(authorize, { redirect: 'manual' });
  expect(atGithub.status).toBe(302);
  const callback = new URL(String(atGithub.headers.get('location')));
  expect(`${callback.origin}${callback.pathname}`).toBe('http://localhost:3000/api/v2/auth/github/callback');
  return app.request(`${callback.pathname}${callback.search}`);
}

async function sessionOf(response: Response) {
  const token = setCookies(response)[SESSION_COOKIE]?.value;
  const session = await app.request('/api/v2/session', { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
  expect(session.status).toBe(200);
  return (await session.json()) as { id: number; githubId: string };
}

describe('GitHub sign-in against a fake provider on loopback', () => {
  it('signs a new user in and lands on the page they came from', async () => {
    github.authorizeAs({ id: 880001, login: 'Loop-User', name: 'Loop User', email: 'loop@example.com' });
    const response = await signInThroughGithub('/course/score?course=js-fe-2026');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/course/score?course=js-fe-2026');
    expect(await sessionOf(response)).toMatchObject({ githubId: 'loop-user' });
  });

  it('matches the same numeric GitHub id after a rename and updates the login', async () => {
    github.authorizeAs({ id: 880001, login: 'Loop-Renamed', name: 'Loop User', email: null });
    const response = await signInThroughGithub('/');
    const session = await sessionOf(response);
    expect(session.githubId).toBe('loop-renamed');
    const rows = await ctx.db.select().from(users).where(eq(users.githubUserId, 880001));
    expect(rows.map((row) => [row.id, row.githubId])).toEqual([[session.id, 'loop-renamed']]);
  });

  it('sends a cancelled authorization back to /login with the return url, without a session', async () => {
    github.authorizeAs(undefined);
    const response = await signInThroughGithub('/profile');
    expect(response.headers.get('location')).toBe('/login?url=%2Fprofile');
    expect(setCookies(response)[SESSION_COOKIE]).toBeUndefined();
  });
});
