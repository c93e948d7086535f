import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addCourse, addCourseUser, addUser } from '../../support/server/school';

// rules.md R1.6: the derived session is cached per user; DELETE /auth/cache/{userId} drops the caller's own entry.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rolesIn = async (user: { id: number; githubId: string }, courseId: number) => {
  const session = (await (await ctx.request('/api/v2/session', { as: user })).json()) as {
    courses: Record<string, { roles: string[] }>;
  };
  return session.courses[courseId]?.roles ?? [];
};

describe('session cache (R1.6)', () => {
  it('serves the cached session until the caller drops it, then derives the new roles', async () => {
    const user = await addUser(ctx.db);
    const course = await addCourse(ctx.db);
    expect(await rolesIn(user, course.id)).toEqual([]);
    await addCourseUser(ctx.db, course.id, user.id, { isManager: true });
    expect(await rolesIn(user, course.id)).toEqual([]);

    const dropped = await ctx.request(`/api/v2/auth/cache/${user.id}`, { method: 'DELETE', as: user });
    expect(dropped.status).toBe(204);
    expect(await dropped.text()).toBe('');
    expect(await rolesIn(user, course.id)).toEqual(['manager']);
  });

  it('expires the cached session after 60 seconds', async () => {
    const user = await addUser(ctx.db);
    const course = await addCourse(ctx.db);
    expect(await rolesIn(user, course.id)).toEqual([]);
    await addCourseUser(ctx.db, course.id, user.id, { isSupervisor: true });
    ctx.clock.advance(61_000);
    expect(await rolesIn(user, course.id)).toEqual(['supervisor']);
  });

  it("refuses to drop another user's cache with 403", async () => {
    const response = await ctx.request(`/api/v2/auth/cache/${ctx.school.users.student.id}`, {
      method: 'DELETE',
      as: 'mentor',
    });
    expect(response.status).toBe(403);
    expect(await readProblem(response)).toMatchObject({ type: '/problems/forbidden' });
  });

  it('refuses an admin dropping another user too (owner rule: userId is the caller)', async () => {
    const response = await ctx.request(`/api/v2/auth/cache/${ctx.school.users.student.id}`, {
      method: 'DELETE',
      as: 'admin',
    });
    expect(response.status).toBe(403);
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 naming userId for %s', async (userId) => {
    const response = await ctx.request(`/api/v2/auth/cache/${userId}`, { method: 'DELETE', as: 'student' });
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    expect(problem.errors?.map((error) => error.path)).toContain('userId');
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.request(`/api/v2/auth/cache/${ctx.school.users.student.id}`, { method: 'DELETE' })).status).toBe(
      401,
    );
  });
});
