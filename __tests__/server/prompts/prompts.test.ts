import { createTestContext, readProblem, type TestContext } from '../../support/server/context';

// access.md §25: prompt templates, admin only, one per type.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Prompt = { id: number; type: string; text: string; temperature: number };

const post = (body: unknown, as: 'admin' | 'manager' = 'admin') =>
  ctx.request('/api/v2/prompts', { method: 'POST', as, body });
const create = async (type: string, temperature = 0.5) => {
  const response = await post({ type, text: `Text of ${type}`, temperature });
  expect(response.status).toBe(201);
  return (await response.json()) as Prompt;
};
const patch = (id: number, body: unknown) =>
  ctx.request(`/api/v2/prompts/${id}`, { method: 'PATCH', as: 'admin', body });

describe('POST /prompts', () => {
  it('creates a prompt with 201 and trims type and text', async () => {
    const response = await post({ type: '  cv-summary ', text: ' Summarise {{cv}} ', temperature: 0.25 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ type: 'cv-summary', text: 'Summarise {{cv}}', temperature: 0.25 });
  });

  it('accepts the temperature bounds 0 and 2', async () => {
    expect((await create('cold', 0)).temperature).toBe(0);
    expect((await create('hot', 2)).temperature).toBe(2);
  });

  it('answers 409 naming type when the type exists', async () => {
    await create('taken');
    const response = await post({ type: 'taken', text: 'again', temperature: 1 });
    expect(response.status).toBe(409);
    expect((await readProblem(response)).errors).toEqual([{ path: 'type', message: expect.any(String) }]);
  });

  it.each([
    [{ type: 'a', text: 'b', temperature: 2.1 }, 'temperature'],
    [{ type: 'a', text: 'b', temperature: -0.1 }, 'temperature'],
    [{ type: 'a', text: 'b', temperature: '1' }, 'temperature'],
    [{ type: 'x'.repeat(257), text: 'b', temperature: 1 }, 'type'],
    [{ type: ' ', text: 'b', temperature: 1 }, 'type'],
    [{ type: 'a', text: '', temperature: 1 }, 'text'],
    [{ type: 'a', temperature: 1 }, 'text'],
  ])('refuses bad input %# with a 400 naming the field', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.some((error) => error.path.includes(field))).toBe(true);
  });

  it('refuses a non-admin with 403', async () => {
    expect((await post({ type: 'm', text: 't', temperature: 1 }, 'manager')).status).toBe(403);
  });
});

describe('GET /prompts', () => {
  it('lists prompts by type for an admin and refuses everyone else', async () => {
    const response = await ctx.request('/api/v2/prompts', { as: 'admin' });
    expect(response.status).toBe(200);
    const types = ((await response.json()) as Prompt[]).map((prompt) => prompt.type);
    expect(types).toEqual([...types].sort());
    expect(types).toEqual(expect.arrayContaining(['cold', 'hot', 'taken']));
    expect((await ctx.request('/api/v2/prompts', { as: 'student' })).status).toBe(403);
    expect((await ctx.request('/api/v2/prompts', { as: 'anonymous' })).status).toBe(401);
  });
});

describe('PATCH /prompts/{id}', () => {
  it('changes only the named fields', async () => {
    const prompt = await create('editable', 1);
    const response = await patch(prompt.id, { temperature: 1.5 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: 'editable', text: 'Text of editable', temperature: 1.5 });
    expect(await (await patch(prompt.id, { type: 'edited', text: 'New' })).json()).toMatchObject({
      type: 'edited',
      text: 'New',
    });
  });

  it('keeps its own type, answers 409 for another prompt type, 404 for an unknown id, 400 for bad input', async () => {
    const prompt = await create('mine');
    await create('theirs');
    expect((await patch(prompt.id, { type: 'mine' })).status).toBe(200);
    expect((await patch(prompt.id, { type: 'theirs' })).status).toBe(409);
    expect((await patch(999_999, { type: 'nobody' })).status).toBe(404);
    const bad = await patch(prompt.id, { temperature: 3 });
    expect(bad.status).toBe(400);
    expect((await readProblem(bad)).errors?.[0].path).toContain('temperature');
  });
});

describe('DELETE /prompts/{id}', () => {
  it('deletes with 204, frees the type, then answers 404', async () => {
    const prompt = await create('short-lived');
    const remove = () => ctx.request(`/api/v2/prompts/${prompt.id}`, { method: 'DELETE', as: 'admin' });
    expect((await ctx.request(`/api/v2/prompts/${prompt.id}`, { method: 'DELETE', as: 'manager' })).status).toBe(403);
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    await create('short-lived');
  });
});
