import { createTestContext, readProblem, TEST_CSRF_TOKEN, type TestContext } from '../../support/server/context';
import { listOperations } from '../../support/server/openapi-spec';

// access.md §0 "Anti-forgery": an unsafe call carrying the session cookie must echo the csrf-token cookie in
// X-CSRF-Token, else 403; bearer-token calls are exempt.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const dropOwnCache = () => `/api/v2/auth/cache/${ctx.school.users.student.id}`;

describe('anti-forgery token', () => {
  it('refuses a DELETE with the session cookie and no header, naming the header', async () => {
    const response = await ctx.request(dropOwnCache(), { method: 'DELETE', as: 'student', csrf: false });
    expect(response.status).toBe(403);
    const problem = await readProblem(response);
    expect(problem).toMatchObject({ type: '/problems/forbidden', status: 403 });
    expect(problem.detail).toContain('X-CSRF-Token');
  });

  it('refuses a mismatched header', async () => {
    const response = await ctx.request(dropOwnCache(), {
      method: 'DELETE',
      as: 'student',
      csrf: `${TEST_CSRF_TOKEN}-other`,
    });
    expect(response.status).toBe(403);
    expect((await readProblem(response)).detail).toContain('X-CSRF-Token');
  });

  it('refuses a header without the token cookie', async () => {
    const token = await ctx.tokenFor(ctx.school.users.student);
    const response = await ctx.request(dropOwnCache(), {
      method: 'DELETE',
      headers: { Cookie: `session=${token}`, 'X-CSRF-Token': TEST_CSRF_TOKEN },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a POST with the session cookie and no header before reading the body', async () => {
    const response = await ctx.request('/api/v2/auth/github/connect', {
      method: 'POST',
      as: 'admin',
      csrf: false,
      body: { channelId: 'telegram', externalId: '42' },
    });
    expect(response.status).toBe(403);
    expect((await readProblem(response)).detail).toContain('X-CSRF-Token');
  });

  it('accepts the matching header', async () => {
    expect((await ctx.request(dropOwnCache(), { method: 'DELETE', as: 'student' })).status).toBe(204);
  });

  it('exempts bearer-token calls', async () => {
    expect((await ctx.request(dropOwnCache(), { method: 'DELETE', as: 'student', bearer: true })).status).toBe(204);
  });

  it('refuses every POST, PUT, PATCH and DELETE of openapi.yaml that carries the session cookie without the header', async () => {
    const unsafe = listOperations().filter((operation) => operation.method !== 'GET');
    expect(unsafe.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const operation of unsafe) {
      const path = operation.path.replace(/\{[^}]+\}/g, '1');
      const response = await ctx.request(path, { method: operation.method, as: 'admin', csrf: false, body: {} });
      if (response.status === 403 && (await readProblem(response)).detail.includes('X-CSRF-Token'))
        refused.push(operation.operationId);
    }
    expect(refused).toEqual(unsafe.map((operation) => operation.operationId));
  });

  it('does not ask safe methods for the header', async () => {
    expect((await ctx.request('/api/v2/session', { as: 'student', csrf: false })).status).toBe(200);
  });
});
