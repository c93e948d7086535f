import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import {
  TEST_SESSION_SECRET,
  createTestContext,
  readProblem,
  setCookies,
  type TestContext,
} from '../../support/server/context';
import { addCourseUser, addMentor, addStudent, addUser } from '../../support/server/school';
import { verifySessionToken } from '@/server/http/session';

// rules.md R1.7: development sign-in exists only without GitHub OAuth, on the embedded database or with AUTH_DEV_LOGIN.
let ctx: TestContext;
const persona = {} as Record<'admin' | 'student' | 'mentor' | 'newcomer' | 'manager', { id: number; githubId: string }>;

beforeAll(async () => {
  ctx = await createTestContext();
  const { courseA, courseB } = ctx.school;
  persona.student = await addUser(ctx.db, { githubId: 'student', firstName: 'Stella', lastName: 'Student' });
  persona.admin = await addUser(ctx.db, {
    githubId: 'admin',
    firstName: 'Alexandra',
    lastName: 'Admin',
    isAdmin: true,
  });
  persona.mentor = await addUser(ctx.db, { githubId: 'mentor', firstName: 'Mark', lastName: null });
  persona.newcomer = await addUser(ctx.db, { githubId: 'newcomer', firstName: null, lastName: null, isHirer: true });
  persona.manager = await addUser(ctx.db, { githubId: 'manager', obfuscated: true });
  await addStudent(ctx.db, courseA.id, persona.student.id);
  await addMentor(ctx.db, courseB.id, persona.mentor.id);
  await addStudent(ctx.db, courseA.id, persona.mentor.id);
  await addCourseUser(ctx.db, courseA.id, persona.manager.id, { isManager: true });
});
afterAll(() => ctx.close());

const enabledApps = () => ({
  embedded: ctx.buildApp(),
  postgresOptIn: ctx.buildApp({ env: { DATABASE_URL: 'postgres://db.invalid/app', AUTH_DEV_LOGIN: 'true' } }),
});
const disabledApps = () => ({
  oauthOnEmbedded: ctx.buildApp({ env: { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' } }),
  oauthWithOptIn: ctx.buildApp({ env: { GITHUB_CLIENT_ID: 'id', AUTH_DEV_LOGIN: 'true' } }),
  postgresWithoutOptIn: ctx.buildApp({ env: { DATABASE_URL: 'postgres://db.invalid/app' } }),
});

describe('development sign-in (R1.7)', () => {
  it('is enabled on the embedded database without OAuth and with DATABASE_URL plus AUTH_DEV_LOGIN=true', async () => {
    for (const [mode, app] of Object.entries(enabledApps())) {
      const response = await app.request('/api/v2/auth/dev/users');
      expect({ mode, status: response.status }).toEqual({ mode, status: 200 });
    }
  });

  it('answers 404 on both routes whenever OAuth is configured, and on PostgreSQL without the opt-in', async () => {
    for (const [mode, app] of Object.entries(disabledApps())) {
      const list = await app.request('/api/v2/auth/dev/users');
      const login = await app.request('/api/v2/auth/dev/login?githubId=student');
      expect({ mode, list: list.status, login: login.status }).toEqual({ mode, list: 404, login: 404 });
      expect((await readProblem(login)).type).toBe('/problems/not_found');
      expect(setCookies(login).session).toBeUndefined();
    }
  });

  it('tells /login which sign-in methods exist, so it can say when none is configured', async () => {
    const cases = {
      embedded: [ctx.buildApp(), { github: false, development: true }],
      oauth: [
        ctx.buildApp({ env: { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 's' } }),
        { github: true, development: false },
      ],
      postgresWithoutOptIn: [
        ctx.buildApp({ env: { DATABASE_URL: 'postgres://db.invalid/app' } }),
        { github: false, development: false },
      ],
    } as const;
    for (const [mode, [app, methods]] of Object.entries(cases)) {
      const response = await app.request('/api/v2/auth/methods');
      expect({ mode, status: response.status, body: await response.json() }).toEqual({
        mode,
        status: 200,
        body: methods,
      });
    }
  });

  it('sends /auth/github/login to the dev sign-in page while it is enabled', async () => {
    const response = await ctx.request('/api/v2/auth/github/login?url=%2Fcourse%2Fscore');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?url=%2Fcourse%2Fscore');
  });

  it('lists the demo personas with their courses and roles, githubId ascending, without obfuscated or other users', async () => {
    const response = await ctx.request('/api/v2/auth/dev/users');
    expect(response.status).toBe(200);
    const { courseA, courseB } = ctx.school;
    expect(await response.json()).toEqual([
      { id: persona.admin.id, githubId: 'admin', name: 'Alexandra Admin', isAdmin: true, isHirer: false, courses: [] },
      {
        id: persona.mentor.id,
        githubId: 'mentor',
        name: 'Mark',
        isAdmin: false,
        isHirer: false,
        courses: expect.arrayContaining([
          { id: courseA.id, alias: courseA.alias, roles: ['student'] },
          { id: courseB.id, alias: courseB.alias, roles: ['mentor'] },
        ]),
      },
      { id: persona.newcomer.id, githubId: 'newcomer', name: 'newcomer', isAdmin: false, isHirer: true, courses: [] },
      {
        id: persona.student.id,
        githubId: 'student',
        name: 'Stella Student',
        isAdmin: false,
        isHirer: false,
        courses: [{ id: courseA.id, alias: courseA.alias, roles: ['student'] }],
      },
    ]);
  });

  it('signs in as the named user, case-insensitively, with both cookies, and redirects to a safe url', async () => {
    const response = await ctx.request('/api/v2/auth/dev/login?githubId=Student&url=%2Fcourse%2Fscore%3Fcourse%3Djs');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/course/score?course=js');
    const cookies = setCookies(response);
    expect(cookies.session.attributes).toMatch(/HttpOnly/i);
    expect(cookies.session.attributes).toMatch(/SameSite=Lax/i);
    expect(cookies.session.attributes).toMatch(/Path=\//i);
    expect(cookies['csrf-token'].value).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(cookies['csrf-token'].attributes).not.toMatch(/HttpOnly/i);
    const claims = await verifySessionToken(TEST_SESSION_SECRET, cookies.session.value, ctx.clock.now());
    expect(claims).toMatchObject({ userId: persona.student.id, githubId: 'student' });
    const session = await ctx.request('/api/v2/session', { token: cookies.session.value });
    expect(await session.json()).toMatchObject({ id: persona.student.id });
    const [row] = await ctx.db
      .select({ lastActivityAt: users.lastActivityAt })
      .from(users)
      .where(eq(users.id, persona.student.id));
    expect(row.lastActivityAt?.toISOString()).toBe(ctx.clock.now().toISOString());
  });

  it('marks both cookies Secure in production behind https, and not on plain http', async () => {
    const secure = ctx.buildApp({ env: { NODE_ENV: 'production', APP_URL: 'https://app.example.org' } });
    const cookies = setCookies(await secure.request('/api/v2/auth/dev/login?githubId=student'));
    expect(cookies.session.attributes).toMatch(/(^|;\s*)Secure(;|$)/i);
    expect(cookies['csrf-token'].attributes).toMatch(/(^|;\s*)Secure(;|$)/i);
    const plain = setCookies(await ctx.request('/api/v2/auth/dev/login?githubId=student'));
    expect(plain.session.attributes).not.toMatch(/Secure/i);
  });

  it.each([
    ['//evil.com', '/'],
    ['/\\evil', '/'],
    ['https://evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.com', '/'],
    ['/\n/evil.com', '/'],
    ['/\r\nSet-Cookie: x=1', '/'],
    ['evil', '/'],
    ['', '/'],
    ['/profile', '/profile'],
  ])('redirects %j to %j', async (url, location) => {
    const response = await ctx.request(`/api/v2/auth/dev/login?githubId=student&url=${encodeURIComponent(url)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it('answers 404 for an unknown or obfuscated user and sets no cookie', async () => {
    for (const githubId of ['nobody-here', 'manager']) {
      const response = await ctx.request(`/api/v2/auth/dev/login?githubId=${githubId}`);
      expect(response.status).toBe(404);
      expect(setCookies(response).session).toBeUndefined();
    }
  });

  it('answers 400 naming url when the return url is longer than 2048 characters, on both sign-in routes', async () => {
    const url = encodeURIComponent(`/${'p'.repeat(2048)}`);
    for (const path of [`/api/v2/auth/dev/login?githubId=student&url=${url}`, `/api/v2/auth/github/login?url=${url}`]) {
      const response = await ctx.request(path);
      expect(response.status).toBe(400);
      expect(setCookies(response).session).toBeUndefined();
      expect((await readProblem(response)).errors?.map((error) => error.path)).toContain('url');
    }
  });

  it('answers 400 naming githubId when it is missing', async () => {
    const response = await ctx.request('/api/v2/auth/dev/login');
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.map((error) => error.path)).toContain('githubId');
  });
});
