import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addApplication, applicationOf, buildRegistry, type RegistryPage } from '../../support/server/mentor-registry';
import { addCourse, addCourseUser, addUser } from '../../support/server/school';

// access.md §26 PUT /registry/mentor/{githubId} (powerUser + owner: every listed course is one the caller manages or
// supervises), DELETE (cancel) and PUT .../comment (powerUser + owner: visible to caller), rules.md R14.5/R14.8.
let ctx: TestContext;
let registry: Awaited<ReturnType<typeof buildRegistry>>;
beforeAll(async () => {
  ctx = await createTestContext();
  registry = await buildRegistry(ctx);
});
afterAll(() => ctx.close());

const invite = (as: Caller, githubId: string, preselectedCourses: unknown) =>
  ctx.request(`/api/v2/registry/mentor/${githubId}`, { method: 'PUT', as, body: { preselectedCourses } });
const cancel = (as: Caller, githubId: string) =>
  ctx.request(`/api/v2/registry/mentor/${githubId}`, { method: 'DELETE', as });
const comment = (as: Caller, githubId: string, text: unknown) =>
  ctx.request(`/api/v2/registry/mentor/${githubId}/comment`, { method: 'PUT', as, body: { comment: text } });

async function freshApplicant(values: Parameters<typeof addApplication>[2] = {}) {
  const user = await addUser(ctx.db);
  await addApplication(ctx.db, user.id, { preferedCourses: [registry.courseA], ...values });
  return user;
}

describe('PUT /registry/mentor/{githubId} invites (R14.5)', () => {
  it('sets the pre-selection and send_date; the application turns invited', async () => {
    const user = await freshApplicant();
    expect((await invite('manager', user.githubId.toUpperCase(), [registry.courseA])).status).toBe(204);
    expect(await applicationOf(ctx.db, user.id)).toMatchObject({
      preselectedCourses: [registry.courseA],
      sendDate: ctx.clock.now(),
    });
    const list = (await (
      await ctx.request(`/api/v2/registry/mentors?githubId=${user.githubId}`, { as: 'manager' })
    ).json()) as RegistryPage;
    expect(list.items.map((item) => item.status)).toEqual(['invited']);
  });

  it('re-send repeats it with a new send_date', async () => {
    const user = await freshApplicant({ preselectedCourses: [registry.courseA], sendDate: new Date('2026-01-01') });
    ctx.clock.advance(3_600_000);
    expect((await invite('supervisor', user.githubId, [registry.courseA])).status).toBe(204);
    expect((await applicationOf(ctx.db, user.id)).sendDate).toEqual(ctx.clock.now());
  });

  it('keeps the courses other staff pre-selected; admin sets the list as given', async () => {
    const user = await freshApplicant({ preselectedCourses: [registry.courseB] });
    expect((await invite('manager', user.githubId, [registry.courseA])).status).toBe(204);
    expect((await applicationOf(ctx.db, user.id)).preselectedCourses).toEqual([registry.courseA, registry.courseB]);
    expect((await invite('admin', user.githubId, [registry.aws])).status).toBe(204);
    expect((await applicationOf(ctx.db, user.id)).preselectedCourses).toEqual([registry.aws]);
  });

  it('refuses a course the caller neither manages nor supervises (403), changing nothing', async () => {
    const user = await freshApplicant();
    const response = await invite('manager', user.githubId, [registry.courseA, registry.courseB]);
    expect(response.status).toBe(403);
    expect((await readProblem(response)).detail).toMatch(String(registry.courseB));
    expect(await applicationOf(ctx.db, user.id)).toMatchObject({ preselectedCourses: [], sendDate: null });
  });

  it('a manager of another course may invite to that course only', async () => {
    const other = await addCourse(ctx.db);
    const staff = await addUser(ctx.db);
    await addCourseUser(ctx.db, other.id, staff.id, { isManager: true });
    const user = await freshApplicant();
    expect((await invite(staff, user.githubId, [other.id])).status).toBe(204);
    expect((await invite(staff, user.githubId, [registry.courseA])).status).toBe(403);
  });

  it('refuses an unknown course with 400 naming it', async () => {
    const user = await freshApplicant();
    await expectProblemNaming(
      await invite('admin', user.githubId, [registry.courseA, 999_999]),
      400,
      'preselectedCourses.1',
    );
  });

  it('answers 404 for a login without an application, 409 for a canceled one', async () => {
    expect((await invite('manager', 'nobody-at-all', [registry.courseA])).status).toBe(404);
    expect((await invite('manager', (await addUser(ctx.db)).githubId, [registry.courseA])).status).toBe(404);
    const canceled = await freshApplicant({ canceled: true });
    expect((await invite('manager', canceled.githubId, [registry.courseA])).status).toBe(409);
  });

  it.each(['mentor', 'dementor', 'student', 'newcomer'] as const)('refuses %s (403)', async (as) => {
    const user = await freshApplicant();
    expect((await invite(as, user.githubId, [])).status).toBe(403);
  });
});

describe('DELETE /registry/mentor/{githubId} cancels (R14.8)', () => {
  it('hides the application from the registry until the owner submits again', async () => {
    const user = await freshApplicant();
    expect((await cancel('manager', user.githubId)).status).toBe(204);
    expect((await applicationOf(ctx.db, user.id)).canceled).toBe(true);
    const listed = async () =>
      (
        (await (
          await ctx.request(`/api/v2/registry/mentors?githubId=${user.githubId}`, { as: 'admin' })
        ).json()) as RegistryPage
      ).pagination.total;
    expect(await listed()).toBe(0);
    const body = { maxStudentsLimit: 2, preferedStudentsLocation: 'any', technicalMentoring: ['JavaScript'] };
    expect((await ctx.request('/api/v2/registry/mentor', { method: 'POST', as: user, body })).status).toBe(204);
    expect(await listed()).toBe(1);
  });

  it('refuses an application not visible to the caller (403)', async () => {
    const { elsewhere } = registry.applicants;
    expect((await cancel('manager', elsewhere.githubId)).status).toBe(403);
    expect((await applicationOf(ctx.db, elsewhere.id)).canceled).toBe(false);
  });

  it('answers 404 for a login without an application; refuses non-power users', async () => {
    expect((await cancel('admin', (await addUser(ctx.db)).githubId)).status).toBe(404);
    expect((await cancel('mentor', registry.applicants.prefersA.githubId)).status).toBe(403);
    expect((await cancel('anonymous', registry.applicants.prefersA.githubId)).status).toBe(401);
  });
});

describe('PUT /registry/mentor/{githubId}/comment (R14.8)', () => {
  it('sets, trims and clears the staff note', async () => {
    const user = await freshApplicant();
    expect((await comment('supervisor', user.githubId, '  Call on Monday  ')).status).toBe(204);
    expect((await applicationOf(ctx.db, user.id)).comment).toBe('Call on Monday');
    expect((await comment('manager', user.githubId, '')).status).toBe(204);
    expect((await applicationOf(ctx.db, user.id)).comment).toBeNull();
    await comment('manager', user.githubId, 'Again');
    expect((await comment('admin', user.githubId, null)).status).toBe(204);
    expect((await applicationOf(ctx.db, user.id)).comment).toBeNull();
  });

  it('refuses more than 2000 characters and a missing field with 400', async () => {
    const user = await freshApplicant();
    await expectProblemNaming(await comment('manager', user.githubId, 'x'.repeat(2001)), 400, 'comment');
    const response = await ctx.request(`/api/v2/registry/mentor/${user.githubId}/comment`, {
      method: 'PUT',
      as: 'manager',
      body: {},
    });
    await expectProblemNaming(response, 400, 'comment');
  });

  it('refuses an application not visible to the caller (403), admin passes', async () => {
    const { elsewhere } = registry.applicants;
    expect((await comment('manager', elsewhere.githubId, 'Mine')).status).toBe(403);
    expect((await comment('admin', elsewhere.githubId, 'Admin note')).status).toBe(204);
    expect((await applicationOf(ctx.db, elsewhere.id)).comment).toBe('Admin note');
  });
});
