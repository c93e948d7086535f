import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { SESSION_TTL_SECONDS, verifySessionToken } from '@/server/http/session';
import { TEST_SESSION_SECRET, createTestContext, readProblem, type TestContext } from '../../support/server/context';

// Issue 12, the request path: the app served as scripts/server.mjs serves /api/** (@hono/node-server's listener), so
// that what the middlewares do to a finished answer is seen as the server writes it.
let ctx: TestContext;
let server: Server;
let origin: string;
// The app's answers as the listener got them, in order.
const answers: Response[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const listener = getRequestListener(async (request) => {
    const response = await ctx.app.fetch(request);
    answers.push(response);
    return response;
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

// node-server writes a lightweight response's text or bytes in one go; a response rebuilt by Hono's c.header() (or
// asked for its body) has become a native Response read as a stream. The lightweight one keeps its cache symbol.
const lightweight = (response: Response) =>
  Object.getOwnPropertySymbols(response).some((symbol) => symbol.description === 'cache');

// fetch asks for gzip by itself unless told otherwise.
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, answer: answers[answers.length - 1] };
}

describe('the request path under node-server', () => {
  it('adds the request id, no-store and Vary to a GET without rebuilding the answer', async () => {
    const token = await ctx.tokenFor(ctx.school.users.student);
    for (const [path, headers] of [
      ['/api/v2/health', {}],
      ['/api/v2/session', { authorization: `Bearer ${token}` }],
    ] as const) {
      const { response, body, answer } = await get(path, { ...headers, 'x-request-id': 'request-path-test-1' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe('request-path-test-1');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-length')).toBe(String(body.length));
      expect(JSON.parse(body.toString('utf8'))).toBeTruthy();
      expect(lightweight(answer)).toBe(true);
    }
    const { response } = await get('/api/v2/session', { authorization: `Bearer ${token}` });
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a problem the same way: request id in the header and the body, no-store', async () => {
    const { response, body, answer } = await get('/api/v2/no-such-route', { 'x-request-id': 'request-path-test-2' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('x-request-id')).toBe('request-path-test-2');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ status: 404, requestId: 'request-path-test-2' });
    expect(lightweight(answer)).toBe(true);
  });

  it('still compresses for a client that asks, naming Accept-Encoding in Vary once', async () => {
    const token = await ctx.tokenFor(ctx.school.users.admin);
    const plain = await get('/api/v2/courses', { authorization: `Bearer ${token}` });
    for (const [accepted, encoding] of [
      ['gzip', 'gzip'],
      ['deflate, gzip;q=0.5', 'deflate'],
      ['br', null],
    ] as const) {
      const response = await fetch(`${origin}/api/v2/courses`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': accepted },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-store');
      // fetch decodes the body itself.
      expect(Buffer.from(await response.arrayBuffer()).equals(plain.body)).toBe(true);
    }
  });

  it('limits the body of a POST as before', async () => {
    const token = await ctx.tokenFor(ctx.school.users.admin);
    const response = await fetch(`${origin}/api/v2/courses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(400);
    expect(await readProblem(response)).toMatchObject({ detail: expect.stringMatching(/larger than 1048576 bytes/) });
  });
});

describe('remembered session tokens (R1.4 unchanged)', () => {
  afterEach(() => ctx.clock.set(new Date('2026-03-01T10:00:00.000Z')));

  it('refuses a token it accepted before, once it has expired', async () => {
    const token = await ctx.tokenFor(ctx.school.users.mentor, ctx.clock.now());
    expect((await ctx.request('/api/v2/session', { token, bearer: true })).status).toBe(200);
    ctx.clock.advance(SESSION_TTL_SECONDS * 1000 - 1000);
    expect((await ctx.request('/api/v2/session', { token, bearer: true })).status).toBe(200);
    ctx.clock.advance(1000);
    expect((await ctx.request('/api/v2/session', { token, bearer: true })).status).toBe(401);
    expect(await verifySessionToken(TEST_SESSION_SECRET, token, ctx.clock.now())).toBeNull();
  });

  it('refuses a token whose signature or claims differ from one it accepted', async () => {
    const token = await ctx.tokenFor(ctx.school.users.mentor, ctx.clock.now());
    expect(await verifySessionToken(TEST_SESSION_SECRET, token, ctx.clock.now())).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const otherUser = Buffer.from(JSON.stringify({ ...claims, userId: ctx.school.users.admin.id })).toString(
      'base64url',
    );
    for (const forged of [`${header}.${payload}.${flipped}`, `${header}.${otherUser}.${signature}`]) {
      expect(await verifySessionToken(TEST_SESSION_SECRET, forged, ctx.clock.now())).toBeNull();
      expect((await ctx.request('/api/v2/session', { token: forged, bearer: true })).status).toBe(401);
    }
  });

  it('does not share what one secret accepted with another', async () => {
    const token = await ctx.tokenFor(ctx.school.users.mentor, ctx.clock.now());
    expect(await verifySessionToken(TEST_SESSION_SECRET, token, ctx.clock.now())).not.toBeNull();
    const other = new TextEncoder().encode('another-secret-of-enough-length-0123456789abcdef');
    expect(await verifySessionToken(other, token, ctx.clock.now())).toBeNull();
  });
});
