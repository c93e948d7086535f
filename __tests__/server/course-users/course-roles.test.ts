import { and, eq } from 'drizzle-orm';
import { courseUsers } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { countCourseUsers } from '../../support/server/course-input';
import { addCourse, addCourseUser, addUser, type TestCourse, type TestUser } from '../../support/server/school';

// access.md §9 PUT /courses/{courseId}/users/{githubId} (omitted flags = false, login case-insensitive, 404 unknown
// user) and rules.md R1.4/R1.6: course_user flags are session roles, and every course-user write drops the cached
// session of the users it touches, so their next GET /session shows the new roles at once.
let ctx: TestContext;
let course: TestCourse;
let manager: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await addCourse(ctx.db);
  manager = await addUser(ctx.db);
  await addCourseUser(ctx.db, course.id, manager.id, { isManager: true });
});
afterAll(() => ctx.close());

const flagsOf = async (userId: number) => {
  const [row] = await ctx.db
    .select({
      isManager: courseUsers.isManager,
      isSupervisor: courseUsers.isSupervisor,
      isDementor: courseUsers.isDementor,
      isActivist: courseUsers.isActivist,
    })
    .from(courseUsers)
    .where(and(eq(courseUsers.courseId, course.id), eq(courseUsers.userId, userId)));
  return row ?? null;
};
const setRoles = (githubId: string, body: unknown) =>
  ctx.request(`/api/v2/courses/${course.id}/users/${githubId}`, { method: 'PUT', as: manager, body });
const putUsers = (body: unknown) =>
  ctx.request(`/api/v2/courses/${course.id}/users`, { method: 'PUT', as: manager, body });

// Goes through the app's session cache (no clearing), as a browser would.
const rolesIn = async (user: TestUser, courseId = course.id) => {
  const response = await ctx.request('/api/v2/session', { as: user });
  expect(response.status).toBe(200);
  const session = (await response.json()) as { courses: Record<string, { roles: string[] }> };
  return [...(session.courses[courseId]?.roles ?? [])].sort();
};

describe('PUT /courses/{courseId}/users/{githubId}', () => {
  it('answers 204 and sets the given flags, every omitted flag false', async () => {
    const user = await addUser(ctx.db);
    await addCourseUser(ctx.db, course.id, user.id, { isManager: true, isActivist: true });
    const response = await setRoles(user.githubId, { isSupervisor: true, isDementor: true });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await flagsOf(user.id)).toEqual({
      isManager: false,
      isSupervisor: true,
      isDementor: true,
      isActivist: false,
    });
  });

  it('creates the row for a user without one', async () => {
    const user = await addUser(ctx.db);
    expect((await setRoles(user.githubId, { isActivist: true })).status).toBe(204);
    expect(await flagsOf(user.id)).toEqual({
      isManager: false,
      isSupervisor: false,
      isDementor: false,
      isActivist: true,
    });
  });

  it('deletes the row when the body leaves every flag false', async () => {
    const user = await addUser(ctx.db);
    await addCourseUser(ctx.db, course.id, user.id, { isDementor: true });
    expect((await setRoles(user.githubId, {})).status).toBe(204);
    expect(await flagsOf(user.id)).toBeNull();
  });

  it('matches the GitHub login case-insensitively', async () => {
    const user = await addUser(ctx.db, { githubId: `mixed-case-${Date.now()}` });
    expect((await setRoles(user.githubId.toUpperCase(), { isSupervisor: true })).status).toBe(204);
    expect(await flagsOf(user.id)).toMatchObject({ isSupervisor: true });
  });

  it('answers 404 problem+json for an unknown login, writing nothing', async () => {
    const before = await countCourseUsers(ctx.db);
    const response = await setRoles('nobody-has-this-login', { isManager: true });
    expect(response.status).toBe(404);
    expect(await readProblem(response)).toMatchObject({ type: '/problems/not_found', status: 404 });
    expect(await countCourseUsers(ctx.db)).toBe(before);
  });

  it('answers 400 naming an unknown body field', async () => {
    const response = await setRoles(manager.githubId, { isManager: true, isAdmin: true });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual([{ path: 'isAdmin', message: expect.any(String) }]);
    expect(await flagsOf(manager.id)).toMatchObject({ isManager: true });
  });
});

describe('course-user writes drop the cached session (R1.6)', () => {
  it('shows a role granted by PUT /users/{githubId} in the next GET /session of a warmed cache', async () => {
    const user = await addUser(ctx.db);
    const elsewhere = await addCourse(ctx.db);
    expect(await rolesIn(user)).toEqual([]);
    // Proof that the session is cached: a change behind the app's back stays invisible.
    await addCourseUser(ctx.db, elsewhere.id, user.id, { isSupervisor: true });
    expect(await rolesIn(user, elsewhere.id)).toEqual([]);

    expect((await setRoles(user.githubId, { isManager: true, isDementor: true })).status).toBe(204);
    expect(await rolesIn(user)).toEqual(['dementor', 'manager']);
    expect(await rolesIn(user, elsewhere.id)).toEqual(['supervisor']);
  });

  it('removes a role taken by PUT /users/{githubId} at once', async () => {
    const user = await addUser(ctx.db);
    await addCourseUser(ctx.db, course.id, user.id, { isSupervisor: true, isActivist: true });
    expect(await rolesIn(user)).toEqual(['activist', 'supervisor']);
    expect((await setRoles(user.githubId, { isActivist: true })).status).toBe(204);
    expect(await rolesIn(user)).toEqual(['activist']);
    expect((await setRoles(user.githubId, {})).status).toBe(204);
    expect(await rolesIn(user)).toEqual([]);
  });

  it('drops the cached session of every user of a bulk PUT /users', async () => {
    const [granted, revoked] = [await addUser(ctx.db), await addUser(ctx.db)];
    await addCourseUser(ctx.db, course.id, revoked.id, { isManager: true });
    expect(await rolesIn(granted)).toEqual([]);
    expect(await rolesIn(revoked)).toEqual(['manager']);

    const body = [
      { userId: granted.id, isSupervisor: true },
      { userId: revoked.id, isManager: false },
    ];
    expect((await putUsers(body)).status).toBe(204);
    expect(await rolesIn(granted)).toEqual(['supervisor']);
    expect(await rolesIn(revoked)).toEqual([]);
  });

  it('lets a newly granted manager manage the course on his very next request', async () => {
    const user = await addUser(ctx.db);
    const list = () => ctx.request(`/api/v2/courses/${course.id}/users`, { as: user });
    expect((await list()).status).toBe(403);
    expect((await setRoles(user.githubId, { isManager: true })).status).toBe(204);
    expect((await list()).status).toBe(200);
  });
});
