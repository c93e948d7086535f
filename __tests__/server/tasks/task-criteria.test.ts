import { createTestContext, readProblem, type TestContext } from '../../support/server/context';

// access.md §30 criteria rows and rules.md R8.1: the review criteria of a task.
let ctx: TestContext;
let taskId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.request('/api/v2/tasks', {
    method: 'POST',
    as: 'admin',
    body: { name: 'Criteria task', type: 'htmltask', descriptionUrl: 'https://example.com/c' },
  });
  taskId = ((await response.json()) as { id: number }).id;
});
afterAll(() => ctx.close());

const valid = [
  { key: 'b', text: 'Subtask', type: 'subtask', max: 20, index: 1 },
  { key: 'a', text: 'Heading', type: 'title', index: 0 },
  { key: 'c', text: 'Penalty', type: 'penalty', max: -10, index: 2 },
];
const url = (id = taskId) => `/api/v2/tasks/${id}/criteria`;
const send = (method: 'POST' | 'PATCH', criteria: unknown, id = taskId) =>
  ctx.request(url(id), { method, as: 'manager', body: { criteria } });

describe('criteria', () => {
  it('answers an empty list before any criteria exist, and 404 on PATCH then', async () => {
    const response = await ctx.request(url(), { as: 'student' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ criteria: [] });
    expect((await send('PATCH', valid)).status).toBe(404);
  });

  it.each([
    ['a duplicate key', [valid[1], { ...valid[0], key: 'a' }], 'criteria.1.key'],
    ['a subtask without max', [{ key: 's', text: 'S', type: 'subtask', index: 0 }], 'criteria.0.max'],
    ['a subtask with max 0', [{ key: 's', text: 'S', type: 'subtask', max: 0, index: 0 }], 'criteria.0.max'],
    ['a penalty with max > 0', [{ key: 'p', text: 'P', type: 'penalty', max: 5, index: 0 }], 'criteria.0.max'],
    ['a title with max', [{ key: 't', text: 'T', type: 'title', max: 5, index: 0 }], 'criteria.0.max'],
    ['an unknown type', [{ key: 't', text: 'T', type: 'bonus', index: 0 }], 'criteria.0.type'],
  ])('refuses %s with 400 naming the row (R8.1)', async (_name, criteria, path) => {
    const response = await send('POST', criteria);
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.map((error) => error.path)).toEqual([path]);
  });

  it('creates criteria ordered by index, then refuses a second POST with 409', async () => {
    const created = await send('POST', valid);
    expect(created.status).toBe(201);
    const expected = { criteria: [valid[1], valid[0], valid[2]] };
    expect(await created.json()).toEqual(expected);
    expect(await (await ctx.request(url(), { as: 'mentor' })).json()).toEqual(expected);
    expect((await send('POST', valid)).status).toBe(409);
  });

  it('replaces the criteria with PATCH', async () => {
    const replaced = [{ key: 'only', text: 'Only', type: 'subtask', max: 100, index: 0 }];
    const response = await send('PATCH', replaced);
    expect(response.status).toBe(200);
    expect(await (await ctx.request(url(), { as: 'admin' })).json()).toEqual({ criteria: replaced });
  });

  it('answers 404 for an unknown task and 403 for a supervisor-only power user', async () => {
    expect((await ctx.request(url(999999), { as: 'admin' })).status).toBe(404);
    expect((await send('POST', valid, 999999)).status).toBe(404);
    const supervisor = await ctx.request(url(), { method: 'PATCH', as: 'supervisor', body: { criteria: valid } });
    expect(supervisor.status).toBe(403);
  });
});
