import { createTestContext, readProblem, type TestContext } from '../../support/server/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health and readiness (access.md §1, operational)', () => {
  it('answers health 200 with status ok and no-store, without a session', async () => {
    const response = await ctx.request('/api/v2/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready 200 when the database answers and migrations are applied', async () => {
    const response = await ctx.request('/api/v2/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready 503 problem+json when the readiness check fails', async () => {
    const notReady = ctx.buildApp({ checkReady: async () => false });
    const response = await notReady.request('/api/v2/ready');
    expect(response.status).toBe(503);
    const problem = await readProblem(response);
    expect(problem).toMatchObject({ type: '/problems/unavailable', status: 503, title: 'Service Unavailable' });
  });

  it('answers ready 503 when the readiness check throws', async () => {
    const broken = ctx.buildApp({ checkReady: () => Promise.reject(new Error('connection refused')) });
    expect((await broken.request('/api/v2/ready')).status).toBe(503);
  });
});
