import { gunzipSync } from 'node:zlib';
import { createTestContext, type TestContext } from '../../support/server/context';

// scripts/server.mjs hands /api/** to the app past Next's compression, so the app compresses for clients that ask.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('response compression', () => {
  it('gzips a JSON answer for a client that accepts gzip, and says so in Vary', async () => {
    const response = await ctx.request('/api/v2/courses', { as: 'admin', headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const courses = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(courses.length).toBeGreaterThan(0);
  });

  it('answers plainly a client that does not ask', async () => {
    const response = await ctx.request('/api/v2/courses', { as: 'admin' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.json()).length).toBeGreaterThan(0);
  });
});
