import { createApp } from '@/server/app';
import type { Db } from '@/server/db/client';
import { parseEnv } from '@/server/env';
import { loginStates } from '@/server/db/schema';
import { createGithubProvider } from '@/server/modules/auth';
import { createSessionCache } from '@/server/modules/session';
import {
  TEST_SESSION_SECRET,
  baseEnv,
  createTestContext,
  readProblem,
  type TestApp,
  type TestContext,
} from '../../support/server/context';

// DESIGN.md "Errors": every 4xx and 5xx is application/problem+json { type, title, status, detail, errors?, requestId }.
let ctx: TestContext;
let oauth: TestApp;
beforeAll(async () => {
  ctx = await createTestContext();
  oauth = ctx.buildApp({ env: { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' } });
});
afterAll(() => ctx.close());

const connect = (init: { rawBody?: string; body?: unknown; headers?: Record<string, string> }) =>
  oauth.request('/api/v2/auth/github/connect', { method: 'POST', as: 'admin', ...init });

describe('problem details', () => {
  it('answers an unknown route with a 404 problem, not the SPA, carrying the request id', async () => {
    for (const [method, path] of [
      ['GET', '/api/v2/no-such-thing'],
      ['POST', '/api/v2/courses/1/nothing'],
      ['GET', '/api/unknown'],
    ]) {
      const response = await ctx.request(path, { method, as: 'student' });
      expect(response.status).toBe(404);
      const problem = await readProblem(response);
      expect(problem).toEqual({
        type: '/problems/not_found',
        title: 'Not Found',
        status: 404,
        detail: expect.stringContaining(path),
        requestId: response.headers.get('x-request-id'),
      });
      expect(problem.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps a sane incoming request id and replaces an unsafe one', async () => {
    const kept = await ctx.request('/api/v2/nowhere', { headers: { 'X-Request-Id': 'lb-request-0001' } });
    expect((await readProblem(kept)).requestId).toBe('lb-request-0001');
    const replaced = await ctx.request('/api/v2/nowhere', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect((await readProblem(replaced)).requestId).not.toContain('script');
  });

  it('answers a malformed JSON body with a 400 problem', async () => {
    const response = await connect({ rawBody: '{"channelId": "email",' });
    expect(response.status).toBe(400);
    expect(await readProblem(response)).toMatchObject({
      type: '/problems/validation',
      title: 'Bad Request',
      status: 400,
    });
  });

  it('answers wrong types with a 400 problem whose errors name every field', async () => {
    const response = await connect({ body: { channelId: 5, externalId: ['x'] } });
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    expect(problem.detail).toMatch(/channelId/);
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { path: 'channelId', message: expect.any(String) },
        { path: 'externalId', message: expect.any(String) },
      ]),
    );
  });

  it('answers a body that is not an object with a 400 problem', async () => {
    for (const rawBody of ['[]', '"text"', 'null']) {
      expect((await connect({ rawBody })).status).toBe(400);
    }
  });

  it('answers a body over 1 MB with a 400 problem', async () => {
    const response = await connect({ body: { channelId: 'email', externalId: 'x'.repeat(1024 * 1024 + 10) } });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).detail).toMatch(/larger than/);
  });

  it('lets a notebook of up to 5 MB (base64) reach the verifications route only (access.md §8)', async () => {
    const notebook = { notebook: { fileName: 'a.ipynb', contentBase64: 'A'.repeat(3 * 1024 * 1024) } };
    const response = await ctx.request('/api/v2/courses/1/tasks/1/verifications', { method: 'POST', body: notebook });
    expect(response.status).toBe(401);
  });

  it('writes nothing on a rejected request', async () => {
    const before = await ctx.db.$count(loginStates);
    await connect({ rawBody: '{' });
    await connect({ body: { channelId: 'email', externalId: 'a', extra: 1 } });
    await oauth.request('/api/v2/auth/github/connect', {
      method: 'POST',
      as: 'manager',
      body: { channelId: 'email', externalId: 'a' },
    });
    await oauth.request('/api/v2/auth/github/connect', {
      method: 'POST',
      body: { channelId: 'email', externalId: 'a' },
    });
    await oauth.request('/api/v2/auth/github/connect', {
      method: 'POST',
      as: 'admin',
      csrf: false,
      body: { channelId: 'email', externalId: 'a' },
    });
    expect(await ctx.db.$count(loginStates)).toBe(before);
    // An e-mail link must name a real address (R20.5).
    expect((await connect({ body: { channelId: 'email', externalId: 'a@example.com' } })).status).toBe(200);
    expect(await ctx.db.$count(loginStates)).toBe(before + 1);
  });

  it('sends Cache-Control: no-store on JSON GETs and problems', async () => {
    for (const path of [
      '/api/v2/session',
      '/api/v2/courses',
      '/api/v2/profile/courses',
      '/api/profile/me',
      '/api/v2/nowhere',
    ]) {
      const response = await ctx.request(path, { as: 'student' });
      expect({ path, cacheControl: response.headers.get('cache-control') }).toEqual({ path, cacheControl: 'no-store' });
    }
  });

  it('answers an unexpected failure with a 500 problem without details, logged with the request id', async () => {
    const logs: string[] = [];
    const brokenDb = new Proxy({} as Db, {
      get: () => () => {
        throw new Error('database exploded: secret connection string');
      },
    });
    const env = parseEnv(baseEnv);
    const app = createApp({
      db: brokenDb,
      env,
      now: ctx.clock.now,
      sessionSecret: TEST_SESSION_SECRET,
      sessionCache: createSessionCache(),
      bus: ctx.bus,
      github: createGithubProvider(env),
      checkReady: async () => true,
      log: (level, message) => void logs.push(`${level} ${message}`),
    });
    const token = await ctx.tokenFor(ctx.school.users.student);
    const response = await app.request('/api/v2/courses', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(500);
    const problem = await readProblem(response);
    expect(problem).toMatchObject({ type: '/problems/internal', status: 500, detail: 'An unexpected error occurred.' });
    expect(JSON.stringify(problem)).not.toMatch(/exploded|secret|at /);
    expect(logs).toEqual([expect.stringMatching(new RegExp(`^error .*id=${problem.requestId}$`))]);
  });
});
