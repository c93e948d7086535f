import { eq } from 'drizzle-orm';
import { contributors } from '@/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { addUser } from '../../support/server/school';

// access.md §5, data-model.md §3 "contributor (soft)".
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Contributor = { id: number; description: string; user: { id: number; githubId: string; name: string } };

const post = (body: unknown, as: Caller = 'admin') => ctx.request('/api/v2/contributors', { method: 'POST', as, body });
const create = async (userId: number, description = 'Built the schedule') => {
  const response = await post({ userId, description });
  expect(response.status).toBe(201);
  return (await response.json()) as Contributor;
};
const patch = (id: number, body: unknown, as: Caller = 'admin') =>
  ctx.request(`/api/v2/contributors/${id}`, { method: 'PATCH', as, body });
const remove = (id: number, as: Caller = 'admin') =>
  ctx.request(`/api/v2/contributors/${id}`, { method: 'DELETE', as });
const list = async () => {
  const response = await ctx.request('/api/v2/contributors', { as: 'student' });
  expect(response.status).toBe(200);
  return (await response.json()) as Contributor[];
};

describe('POST /contributors', () => {
  it('adds a contributor with 201 and the user it names', async () => {
    const user = await addUser(ctx.db, { githubId: 'octo-dev', firstName: 'Octo', lastName: 'Dev' });
    const response = await post({ userId: user.id, description: '  Frontend  ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      description: 'Frontend',
      user: { id: user.id, githubId: 'octo-dev', name: 'Octo Dev' },
    });
  });

  it('answers 409 naming userId when the user already is a contributor', async () => {
    const user = await addUser(ctx.db);
    await create(user.id);
    const response = await post({ userId: user.id, description: 'Again' });
    expect(response.status).toBe(409);
    expect((await readProblem(response)).errors).toEqual([{ path: 'userId', message: expect.any(String) }]);
  });

  it('answers 404 naming userId for an unknown user', async () => {
    const response = await post({ userId: 999_999, description: 'Ghost' });
    expect(response.status).toBe(404);
    expect((await readProblem(response)).errors?.[0].path).toBe('userId');
  });

  it.each([
    [{ userId: 1 }, 'description'],
    [{ userId: 1, description: '  ' }, 'description'],
    [{ description: 'x' }, 'userId'],
    [{ userId: 'one', description: 'x' }, 'userId'],
    [{ userId: 1, description: 'x', role: 'dev' }, ''],
  ])('refuses bad input %# with a 400 naming the field', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.some((error) => error.path.includes(field))).toBe(true);
  });

  it('refuses a non-admin with 403', async () => {
    expect((await post({ userId: ctx.school.users.student.id, description: 'x' }, 'manager')).status).toBe(403);
  });
});

describe('GET /contributors', () => {
  it('lists live contributors to any signed-in user and reads one by id', async () => {
    const user = await addUser(ctx.db);
    const contributor = await create(user.id, 'Listed');
    expect(await list()).toContainEqual(contributor);
    const one = await ctx.request(`/api/v2/contributors/${contributor.id}`, { as: 'newcomer' });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(contributor);
    expect((await ctx.request('/api/v2/contributors/999999', { as: 'newcomer' })).status).toBe(404);
    expect((await ctx.request('/api/v2/contributors', { as: 'anonymous' })).status).toBe(401);
  });
});

describe('PATCH /contributors/{id}', () => {
  it('changes the description and the user', async () => {
    const [first, second] = [await addUser(ctx.db), await addUser(ctx.db)];
    const contributor = await create(first.id);
    const response = await patch(contributor.id, { description: 'Docs', userId: second.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: contributor.id, description: 'Docs', user: { id: second.id } });
  });

  it('answers 409 for a user who is another contributor, 404 for unknown ids, 400 for bad input', async () => {
    const [first, second] = [await addUser(ctx.db), await addUser(ctx.db)];
    const contributor = await create(first.id);
    await create(second.id);
    expect((await patch(contributor.id, { userId: second.id })).status).toBe(409);
    expect((await patch(contributor.id, { userId: 999_999 })).status).toBe(404);
    expect((await patch(999_999, { description: 'x' })).status).toBe(404);
    expect((await patch(contributor.id, { description: '' })).status).toBe(400);
    expect((await patch(contributor.id, { description: 'x' }, 'student')).status).toBe(403);
  });

  it('moves a contributor to a user whose earlier contributor record was deleted', async () => {
    const [first, second] = [await addUser(ctx.db), await addUser(ctx.db)];
    const contributor = await create(first.id);
    expect((await remove((await create(second.id)).id)).status).toBe(204);
    const response = await patch(contributor.id, { userId: second.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { id: second.id } });
  });
});

describe('DELETE /contributors/{id}', () => {
  it('soft-deletes with 204, hides the contributor, then answers 404', async () => {
    const user = await addUser(ctx.db);
    const contributor = await create(user.id);
    expect((await remove(contributor.id, 'manager')).status).toBe(403);
    expect((await remove(contributor.id)).status).toBe(204);
    const [row] = await ctx.db.select().from(contributors).where(eq(contributors.id, contributor.id));
    expect(row.deletedAt).toEqual(ctx.clock.now());
    expect(await list()).not.toContainEqual(contributor);
    expect((await ctx.request(`/api/v2/contributors/${contributor.id}`, { as: 'admin' })).status).toBe(404);
    expect((await patch(contributor.id, { description: 'x' })).status).toBe(404);
    expect((await remove(contributor.id)).status).toBe(404);
  });

  it('lets the admin add a deleted contributor again', async () => {
    const user = await addUser(ctx.db);
    const contributor = await create(user.id, 'First stint');
    await remove(contributor.id);
    const again = await create(user.id, 'Second stint');
    expect(again).toMatchObject({ description: 'Second stint', user: { id: user.id } });
    expect((await list()).filter((entry) => entry.user.id === user.id)).toEqual([again]);
  });
});
