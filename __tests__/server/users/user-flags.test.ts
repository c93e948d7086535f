import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addUser, type TestUser } from '../../support/server/school';

// access.md §34 PATCH /users/{userId}/flags (admin) and rules.md R1.5/R1.6: an admin sets isAdmin, isHirer and
// activist; the target's cached session is dropped so his next GET /session shows the flags; an admin cannot take
// his own admin flag away (409).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const flagsOf = async (userId: number) => {
  const [row] = await ctx.db
    .select({ isAdmin: users.isAdmin, isHirer: users.isHirer, activist: users.activist })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};
const patchFlags = (userId: number | string, body: unknown, as: TestUser | 'admin' = 'admin') =>
  ctx.request(`/api/v2/users/${userId}/flags`, { method: 'PATCH', as, body });
// Goes through the app's session cache (no clearing), as a browser would.
const sessionFlags = async (user: TestUser) => {
  const response = await ctx.request('/api/v2/session', { as: user });
  expect(response.status).toBe(200);
  const { isAdmin, isHirer } = (await response.json()) as { isAdmin: boolean; isHirer: boolean };
  return { isAdmin, isHirer };
};

describe('PATCH /users/{userId}/flags', () => {
  it('answers 204 and sets isHirer, activist and isAdmin of the target', async () => {
    const user = await addUser(ctx.db);
    const response = await patchFlags(user.id, { isHirer: true, activist: true, isAdmin: true });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await flagsOf(user.id)).toEqual({ isAdmin: true, isHirer: true, activist: true });
  });

  it('changes only the flags in the body and can clear them', async () => {
    const user = await addUser(ctx.db, { isHirer: true, activist: true });
    expect((await patchFlags(user.id, { isHirer: false })).status).toBe(204);
    expect(await flagsOf(user.id)).toEqual({ isAdmin: false, isHirer: false, activist: true });
    expect((await patchFlags(user.id, { activist: false, isAdmin: true })).status).toBe(204);
    expect(await flagsOf(user.id)).toEqual({ isAdmin: true, isHirer: false, activist: false });
  });

  it("shows the new flags in the target's next GET /session although it was cached (R1.6)", async () => {
    const user = await addUser(ctx.db);
    expect(await sessionFlags(user)).toEqual({ isAdmin: false, isHirer: false });
    // Proof that the session is cached: a change behind the app's back stays invisible.
    await ctx.db.update(users).set({ isHirer: true }).where(eq(users.id, user.id));
    expect(await sessionFlags(user)).toEqual({ isAdmin: false, isHirer: false });

    expect((await patchFlags(user.id, { isAdmin: true })).status).toBe(204);
    expect(await sessionFlags(user)).toEqual({ isAdmin: true, isHirer: true });
    expect((await patchFlags(user.id, { isAdmin: false, isHirer: false })).status).toBe(204);
    expect(await sessionFlags(user)).toEqual({ isAdmin: false, isHirer: false });
  });

  it('takes admin rights from a revoked admin on his very next request', async () => {
    const other = await addUser(ctx.db, { isAdmin: true });
    const probe = () => patchFlags(ctx.school.users.newcomer.id, {}, other);
    expect((await probe()).status).toBe(204);
    expect((await patchFlags(other.id, { isAdmin: false })).status).toBe(204);
    expect((await probe()).status).toBe(403);
  });

  it('answers 409 naming isAdmin when an admin removes his own admin flag, changing nothing', async () => {
    const admin = await addUser(ctx.db, { isAdmin: true });
    const response = await patchFlags(admin.id, { isAdmin: false, isHirer: true, activist: true }, admin);
    const problem = await expectProblemNaming(response, 409, 'isAdmin');
    expect(problem).toMatchObject({ type: '/problems/conflict', status: 409 });
    expect(await flagsOf(admin.id)).toEqual({ isAdmin: true, isHirer: false, activist: false });
    expect(await sessionFlags(admin)).toEqual({ isAdmin: true, isHirer: false });
  });

  it('lets an admin change his other flags and re-assert his own admin flag', async () => {
    const admin = await addUser(ctx.db, { isAdmin: true });
    expect((await patchFlags(admin.id, { isAdmin: true, isHirer: true }, admin)).status).toBe(204);
    expect(await flagsOf(admin.id)).toEqual({ isAdmin: true, isHirer: true, activist: false });
  });

  it("lets another admin remove an admin's flag", async () => {
    const admin = await addUser(ctx.db, { isAdmin: true });
    expect((await patchFlags(admin.id, { isAdmin: false })).status).toBe(204);
    expect(await flagsOf(admin.id)).toMatchObject({ isAdmin: false });
  });

  it('answers 404 problem+json for an unknown user', async () => {
    const response = await patchFlags(987654, { isHirer: true });
    expect(response.status).toBe(404);
    expect(await readProblem(response)).toMatchObject({ type: '/problems/not_found', status: 404 });
  });

  it('answers 400 naming an unknown body field, changing nothing', async () => {
    const user = await addUser(ctx.db);
    await expectProblemNaming(await patchFlags(user.id, { isHirer: true, isManager: true }), 400, 'isManager');
    expect(await flagsOf(user.id)).toEqual({ isAdmin: false, isHirer: false, activist: false });
  });

  it('answers 400 naming a flag that is not a boolean', async () => {
    const user = await addUser(ctx.db);
    await expectProblemNaming(await patchFlags(user.id, { isHirer: 'true' }), 400, 'isHirer');
    await expectProblemNaming(await patchFlags(user.id, { activist: null }), 400, 'activist');
    expect(await flagsOf(user.id)).toEqual({ isAdmin: false, isHirer: false, activist: false });
  });

  it.each(['0', '-1', 'abc'])('answers 400 naming userId for the path id %s', async (userId) => {
    await expectProblemNaming(await patchFlags(userId, { isHirer: true }), 400, 'userId');
  });

  it('answers 204 to an empty body and changes no flag', async () => {
    const user = await addUser(ctx.db, { isHirer: true, activist: true });
    const [before] = await ctx.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    const response = await patchFlags(user.id, {});
    expect(response.status).toBe(204);
    expect(await flagsOf(user.id)).toEqual({ isAdmin: false, isHirer: true, activist: true });
    const [after] = await ctx.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('answers 404 to an empty body for an unknown user', async () => {
    expect((await patchFlags(987654, {})).status).toBe(404);
  });
});
