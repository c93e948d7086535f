import { createApp, type App } from '../../../src/server/app';
import { openBus, type Bus } from '../../../src/server/db/bus';
import type { Database, Db } from '../../../src/server/db/client';
import { migrationsApplied } from '../../../src/server/db/migrate';
import { parseEnv, type Env } from '../../../src/server/env';
import type { AppDeps } from '../../../src/server/http/context';
import { evictListsOnNotice } from '../../../src/server/http/list-cache-bus';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, signSessionToken } from '../../../src/server/http/session';
import { createGithubProvider } from '../../../src/server/modules/auth';
import { createSessionCache, shareSessionCache, type SessionCache } from '../../../src/server/modules/session';
import { openTestDatabase } from './database';
import { createFakeGithub, type FakeGithub } from './fake-github';
import { buildSchool, type Persona, type School, type TestUser } from './school';

export const TEST_SESSION_SECRET = new TextEncoder().encode('test-session-secret-of-enough-length-0123456789');
export const TEST_CSRF_TOKEN = 'test-csrf-token';
export const START_TIME = new Date('2026-03-01T10:00:00.000Z');

export type Caller = Persona | TestUser;

export type RequestOptions = {
  method?: string;
  as?: Caller;
  // A JSON value to send, or a raw string sent as is with a JSON content type.
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  // Send the session as a bearer token instead of cookies.
  bearer?: boolean;
  // false: omit the anti-forgery header; a string: send that value instead of the cookie's.
  csrf?: boolean | string;
  // A session token to send instead of one signed for `as`.
  token?: string;
};

export type Clock = { now: () => Date; set: (instant: Date) => void; advance: (ms: number) => void };

export type AppOptions = {
  env?: Record<string, string | undefined>;
  checkReady?: () => Promise<boolean>;
  // Another instance on the same database: its own pool and bus (the context's by default).
  db?: Db;
  bus?: Bus;
};

export type TestApp = {
  app: App;
  deps: AppDeps;
  env: Env;
  sessionCache: SessionCache;
  request: (path: string, options?: RequestOptions) => Promise<Response>;
};

export type TestContext = TestApp & {
  database: Database;
  db: Db;
  bus: Bus;
  school: School;
  clock: Clock;
  github: FakeGithub;
  logs: { level: string; message: string }[];
  userOf: (caller: Caller) => TestUser | undefined;
  tokenFor: (user: TestUser, at?: Date) => Promise<string>;
  buildApp: (options?: AppOptions) => TestApp;
  close: () => Promise<void>;
};

export const baseEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' } as const;

export function createClock(start = START_TIME): Clock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant) => void (current = new Date(instant)),
    advance: (ms) => void (current = new Date(current.getTime() + ms)),
  };
}

// One isolated database, a school with every persona, and an app over them (DESIGN.md "Tests").
export async function createTestContext(options: AppOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const { db } = database;
  const school = await buildSchool(db);
  const clock = createClock();
  const github = createFakeGithub();
  const logs: { level: string; message: string }[] = [];
  const log: AppDeps['log'] = (level, message) => void logs.push({ level, message });
  const bus = await openBus(database, { log });

  const userOf = (caller: Caller): TestUser | undefined =>
    typeof caller === 'string' ? (caller === 'anonymous' ? undefined : school.users[caller]) : caller;
  const tokenFor = (user: TestUser, at = clock.now()) =>
    signSessionToken(TEST_SESSION_SECRET, { userId: user.id, githubId: user.githubId }, at);

  const buildApp = (appOptions: AppOptions = {}): TestApp => {
    const env = parseEnv({ ...baseEnv, ...appOptions.env });
    const appBus = appOptions.bus ?? bus;
    const sessionCache = shareSessionCache(createSessionCache(), appBus, log);
    const deps: AppDeps = {
      db: appOptions.db ?? db,
      env,
      now: clock.now,
      sessionSecret: TEST_SESSION_SECRET,
      sessionCache,
      bus: appBus,
      github: createGithubProvider(env, github.fetch),
      checkReady: appOptions.checkReady ?? (() => migrationsApplied(database)),
      log,
    };
    const app = createApp(deps);
    evictListsOnNotice(deps);

    const request = async (path: string, requestOptions: RequestOptions = {}) => {
      const method = (requestOptions.method ?? 'GET').toUpperCase();
      const headers = new Headers(requestOptions.headers);
      const user = requestOptions.as ? userOf(requestOptions.as) : undefined;
      const token = requestOptions.token ?? (user ? await tokenFor(user) : undefined);
      if (token && requestOptions.bearer) headers.set('Authorization', `Bearer ${token}`);
      else if (token) {
        const cookies = [`${SESSION_COOKIE}=${token}`, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`];
        if (headers.has('Cookie')) cookies.push(headers.get('Cookie') as string);
        headers.set('Cookie', cookies.join('; '));
        const csrf = requestOptions.csrf ?? true;
        if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && csrf !== false) {
          headers.set(CSRF_HEADER, typeof csrf === 'string' ? csrf : TEST_CSRF_TOKEN);
        }
      }
      let body: string | undefined = requestOptions.rawBody;
      if (body === undefined && requestOptions.body !== undefined) body = JSON.stringify(requestOptions.body);
      if (body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      return app.request(path, { method, headers, body });
    };
    return { app, deps, env, sessionCache, request };
  };

  const main = buildApp(options);
  return {
    ...main,
    database,
    db,
    bus,
    school,
    clock,
    github,
    logs,
    userOf,
    tokenFor,
    buildApp,
    close: async () => {
      await bus.close();
      await database.close();
    },
  };
}

// Cookies a response sets, by name (Set-Cookie headers are separate entries in Headers.getSetCookie()).
export function setCookies(response: Response): Record<string, { value: string; attributes: string }> {
  const result: Record<string, { value: string; attributes: string }> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    result[pair.slice(0, index).trim()] = {
      value: pair.slice(index + 1).trim(),
      attributes: attributes.join(';').trim(),
    };
  }
  return result;
}

export async function readProblem(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await response.json()) as {
    type: string;
    title: string;
    status: number;
    detail: string;
    errors?: { path: string; message: string }[];
    requestId: string;
  };
}
