import { count, eq } from 'drizzle-orm';
import { userGroups } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addUser, type TestUser } from '../../support/server/school';

// access.md §33, data-model.md "user_group": admins keep named groups of users and course roles.
let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;
let loginOnly: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  ann = await addUser(ctx.db, { githubId: 'group-ann', firstName: 'Ann', lastName: 'Lee' });
  bob = await addUser(ctx.db, { githubId: 'group-bob', firstName: 'Bob', lastName: null });
  loginOnly = await addUser(ctx.db, { githubId: 'group-login', firstName: null, lastName: null });
});
afterAll(() => ctx.close());

type UserGroup = { id: number; name: string; roles: string[]; users: { id: number; githubId: string; name: string }[] };

const post = (body: unknown) => ctx.request('/api/v2/user-group', { method: 'POST', as: 'admin', body });
const put = (id: number, body: unknown) =>
  ctx.request(`/api/v2/user-group/${id}`, { method: 'PUT', as: 'admin', body });
const remove = (id: number) => ctx.request(`/api/v2/user-group/${id}`, { method: 'DELETE', as: 'admin' });
const create = async (body: { name: string; users?: number[]; roles?: string[] }) => {
  const response = await post({ users: [], roles: [], ...body });
  expect(response.status).toBe(201);
  return (await response.json()) as UserGroup;
};
const list = async () => {
  const response = await ctx.request('/api/v2/user-group', { as: 'admin' });
  expect(response.status).toBe(200);
  return (await response.json()) as UserGroup[];
};
const groupCount = async () => (await ctx.db.select({ total: count() }).from(userGroups))[0].total;
const rowOf = async (id: number) => (await ctx.db.select().from(userGroups).where(eq(userGroups.id, id)))[0];

const expectFieldError = async (response: Response, path: string) => {
  expect(response.status).toBe(400);
  const problem = await readProblem(response);
  expect(problem.type).toBe('/problems/validation');
  expect(problem.errors).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
};

describe('POST /user-group', () => {
  it('creates a group and answers 201 with its roles and users resolved to {id, githubId, name}', async () => {
    const response = await post({
      name: '  Reviewers ',
      users: [loginOnly.id, ann.id, bob.id],
      roles: ['mentor', 'taskOwner'],
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as UserGroup;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Reviewers',
      roles: ['mentor', 'taskOwner'],
      users: [
        { id: loginOnly.id, githubId: 'group-login', name: 'group-login' },
        { id: ann.id, githubId: 'group-ann', name: 'Ann Lee' },
        { id: bob.id, githubId: 'group-bob', name: 'Bob' },
      ],
    });
    expect(await rowOf(created.id)).toMatchObject({
      name: 'Reviewers',
      userIds: [loginOnly.id, ann.id, bob.id],
      roles: ['mentor', 'taskOwner'],
    });
  });

  it('stores each user and each role once', async () => {
    const created = await create({
      name: 'Deduplicated',
      users: [ann.id, bob.id, ann.id, ann.id],
      roles: ['manager', 'mentor', 'manager'],
    });
    expect(created.users.map((user) => user.id)).toEqual([ann.id, bob.id]);
    expect(created.roles).toEqual(['manager', 'mentor']);
    expect(await rowOf(created.id)).toMatchObject({ userIds: [ann.id, bob.id], roles: ['manager', 'mentor'] });
  });

  it('accepts a group with no users and no roles', async () => {
    expect(await create({ name: 'Empty Group' })).toMatchObject({ users: [], roles: [] });
  });

  it('refuses an unknown user id with a 400 naming users, writing nothing', async () => {
    const before = await groupCount();
    const response = await post({ name: 'Ghosts', users: [ann.id, 987654], roles: ['mentor'] });
    await expectFieldError(response, 'users');
    expect(await groupCount()).toBe(before);
  });

  it('refuses a name another group holds with a 409 naming name, writing nothing', async () => {
    await create({ name: 'Taken Group' });
    const before = await groupCount();
    const response = await post({ name: 'Taken Group', users: [bob.id], roles: [] });
    expect(response.status).toBe(409);
    const problem = await readProblem(response);
    expect(problem.type).toBe('/problems/conflict');
    expect(problem.errors).toEqual([{ path: 'name', message: expect.any(String) }]);
    expect(await groupCount()).toBe(before);
  });
});

describe('user group body', () => {
  it('refuses a role that is not a course role with a 400 naming roles', async () => {
    const before = await groupCount();
    for (const roles of [['admin'], ['mentor', 'hirer'], ['Mentor'], 'mentor']) {
      const response = await post({ name: 'Bad Roles', users: [], roles });
      expect(response.status).toBe(400);
      expect((await readProblem(response)).errors?.every((error) => error.path.startsWith('roles'))).toBe(true);
    }
    expect(await groupCount()).toBe(before);
  });

  it('refuses user ids that are not positive integers with a 400 naming users', async () => {
    for (const users of [[0], ['1'], [1.5], 'all', null]) {
      const response = await post({ name: 'Bad Users', users, roles: [] });
      expect(response.status).toBe(400);
      expect((await readProblem(response)).errors?.[0].path).toMatch(/^users/);
    }
  });

  it('refuses an empty or over-long name, missing arrays and unknown fields', async () => {
    await expectFieldError(await post({ name: '  ', users: [], roles: [] }), 'name');
    await expectFieldError(await post({ name: 'g'.repeat(101), users: [], roles: [] }), 'name');
    await expectFieldError(await post({ name: 'No Users', roles: [] }), 'users');
    await expectFieldError(await post({ name: 'No Roles', users: [] }), 'roles');
    await expectFieldError(await post({ name: 'Extra', users: [], roles: [], courseId: 1 }), 'courseId');
  });
});

describe('GET /user-group', () => {
  it('lists every group by name ascending with resolved users', async () => {
    const gamma = await create({ name: 'Sort Gamma', users: [bob.id] });
    const alpha = await create({ name: 'Sort Alpha', roles: ['supervisor'] });
    const beta = await create({ name: 'Sort Beta', users: [ann.id], roles: ['dementor'] });
    const listed = (await list()).filter((group) => group.name.startsWith('Sort '));
    expect(listed).toEqual([alpha, beta, gamma]);
    expect(beta.users).toEqual([{ id: ann.id, githubId: 'group-ann', name: 'Ann Lee' }]);
  });
});

describe('PUT /user-group/{id}', () => {
  it('replaces name, users and roles', async () => {
    const group = await create({ name: 'Before Put', users: [ann.id, bob.id], roles: ['mentor', 'student'] });
    const response = await put(group.id, { name: 'After Put', users: [loginOnly.id], roles: ['activist'] });
    expect(response.status).toBe(200);
    const expected = {
      id: group.id,
      name: 'After Put',
      roles: ['activist'],
      users: [{ id: loginOnly.id, githubId: 'group-login', name: 'group-login' }],
    };
    expect(await response.json()).toEqual(expected);
    expect((await list()).find((entry) => entry.id === group.id)).toEqual(expected);
  });

  it('accepts a group keeping its own name and de-duplicates the replacement', async () => {
    const group = await create({ name: 'Keeps Name' });
    const response = await put(group.id, {
      name: 'Keeps Name',
      users: [bob.id, bob.id],
      roles: ['student', 'student'],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Keeps Name', roles: ['student'], users: [{ id: bob.id }] });
  });

  it("refuses another group's name with a 409 and unknown users with a 400, leaving the group unchanged", async () => {
    await create({ name: 'Put Holder' });
    const group = await create({ name: 'Put Target', users: [ann.id], roles: ['mentor'] });
    const conflict = await put(group.id, { name: 'Put Holder', users: [], roles: [] });
    expect(conflict.status).toBe(409);
    expect((await readProblem(conflict)).errors).toEqual([{ path: 'name', message: expect.any(String) }]);
    await expectFieldError(await put(group.id, { name: 'Put Renamed', users: [987654], roles: [] }), 'users');
    expect(await rowOf(group.id)).toMatchObject({ name: 'Put Target', userIds: [ann.id], roles: ['mentor'] });
  });

  it('answers 404 for an unknown group and creates nothing', async () => {
    const before = await groupCount();
    const response = await put(987654, { name: 'Ghost Group', users: [], roles: [] });
    expect(response.status).toBe(404);
    expect((await readProblem(response)).type).toBe('/problems/not_found');
    expect(await groupCount()).toBe(before);
  });

  it('answers 404 before 409 when an unknown group is given a taken name (rules.md R1.9)', async () => {
    await create({ name: 'Taken For Ghost' });
    expect((await put(987655, { name: 'Taken For Ghost', users: [], roles: [] })).status).toBe(404);
  });
});

describe('DELETE /user-group/{id}', () => {
  it('deletes the group: 204, gone from the list and the table, 404 on a second delete', async () => {
    const group = await create({ name: 'Doomed Group', users: [ann.id] });
    const response = await remove(group.id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await rowOf(group.id)).toBeUndefined();
    expect((await list()).some((entry) => entry.id === group.id)).toBe(false);
    const again = await remove(group.id);
    expect(again.status).toBe(404);
    expect((await readProblem(again)).status).toBe(404);
  });

  it('frees the name of a deleted group for a new one', async () => {
    const group = await create({ name: 'Recycled Group' });
    expect((await remove(group.id)).status).toBe(204);
    expect((await create({ name: 'Recycled Group' })).id).not.toBe(group.id);
  });
});
