import { count } from 'drizzle-orm';
import { disciplines } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';

// access.md §0 "Bodies" and §16: discipline bodies are validated, and every 400 names the offending field.
let ctx: TestContext;
let existingId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  [{ id: existingId }] = await ctx.db.insert(disciplines).values({ name: 'Existing' }).returning();
});
afterAll(() => ctx.close());

const disciplineCount = async () => (await ctx.db.select({ total: count() }).from(disciplines))[0].total;

const expectFieldError = async (response: Response, path: string) => {
  expect(response.status).toBe(400);
  const problem = await readProblem(response);
  expect(problem.type).toBe('/problems/validation');
  expect(problem.errors).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
};

const writes = [
  ['POST', () => '/api/v2/disciplines'],
  ['PATCH', () => `/api/v2/disciplines/${existingId}`],
] as const;

describe.each(writes)('%s discipline body', (method, path) => {
  const send = (body: unknown) => ctx.request(path(), { method, as: 'admin', body });

  it('refuses an empty or whitespace-only name with a 400 naming name, writing nothing', async () => {
    const before = await disciplineCount();
    for (const name of ['', '   ', '\t\n']) await expectFieldError(await send({ name }), 'name');
    expect(await disciplineCount()).toBe(before);
  });

  it('refuses a missing or non-string name with a 400 naming name', async () => {
    await expectFieldError(await send({}), 'name');
    await expectFieldError(await send({ name: 42 }), 'name');
    await expectFieldError(await send({ name: null }), 'name');
  });

  it('refuses a name longer than 100 characters and accepts exactly 100', async () => {
    await expectFieldError(await send({ name: 'x'.repeat(101) }), 'name');
    const limit = `${method}-`.padEnd(100, 'y');
    const response = await send({ name: limit });
    expect(response.status).toBe(method === 'POST' ? 201 : 200);
    expect(((await response.json()) as { name: string }).name).toBe(limit);
  });

  it('refuses an unknown body field with a 400 naming it', async () => {
    await expectFieldError(await send({ name: 'Unknown Field', extra: true }), 'extra');
  });
});

describe('POST /disciplines/ids body', () => {
  const send = (body: unknown) => ctx.request('/api/v2/disciplines/ids', { method: 'POST', as: 'student', body });

  it('refuses ids that are not an array with a 400 naming ids', async () => {
    for (const ids of ['1,2', 1, null, { 0: 1 }]) await expectFieldError(await send({ ids }), 'ids');
    await expectFieldError(await send({}), 'ids');
  });

  it('refuses ids that are not positive integers with a 400', async () => {
    for (const ids of [['1'], [0], [-3], [1.5]]) {
      const response = await send({ ids });
      expect(response.status).toBe(400);
      expect((await readProblem(response)).errors?.[0].path).toMatch(/^ids/);
    }
  });

  it('refuses an unknown body field with a 400 naming it', async () => {
    await expectFieldError(await send({ ids: [], names: [] }), 'names');
  });
});

describe('discipline path id', () => {
  it('answers 400 naming id for a non-positive or non-numeric id', async () => {
    for (const id of ['0', '-1', 'abc']) {
      const response = await ctx.request(`/api/v2/disciplines/${id}`, { method: 'DELETE', as: 'admin' });
      await expectFieldError(response, 'id');
    }
  });
});
