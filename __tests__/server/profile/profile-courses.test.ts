import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addCourse, addCourseUser, addMentor, addStudent, addUser } from '../../support/server/school';

// access.md §24 and decision 17: the course-selector list, and another user's courses for an admin only.
let ctx: TestContext;
const extra = {} as { expelledMentor: { id: number; githubId: string }; activist: { id: number; githubId: string } };

beforeAll(async () => {
  ctx = await createTestContext();
  extra.expelledMentor = await addUser(ctx.db);
  await addMentor(ctx.db, ctx.school.courseA.id, extra.expelledMentor.id, { isExpelled: true });
  extra.activist = await addUser(ctx.db);
  await addCourseUser(ctx.db, ctx.school.courseA.id, extra.activist.id, { isActivist: true });
});
afterAll(() => ctx.close());

const courseIds = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }[]).map((course) => course.id);
};

describe('GET /profile/courses', () => {
  it('lists every course to an admin', async () => {
    const added = await addCourse(ctx.db);
    const ids = await courseIds(await ctx.request('/api/v2/profile/courses', { as: 'admin' }));
    expect(ids).toEqual(expect.arrayContaining([ctx.school.courseA.id, ctx.school.courseB.id, added.id]));
  });

  it.each(['student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner'] as const)(
    'lists course A to a %s of course A only',
    async (persona) => {
      expect(await courseIds(await ctx.request('/api/v2/profile/courses', { as: persona }))).toEqual([
        ctx.school.courseA.id,
      ]);
    },
  );

  it('lists nothing to a newcomer, a hirer, an expelled-mentor-only user or an activist-only user', async () => {
    for (const caller of ['newcomer', 'hirer', extra.expelledMentor, extra.activist] as const) {
      expect(await courseIds(await ctx.request('/api/v2/profile/courses', { as: caller }))).toEqual([]);
    }
  });

  it('keeps the course of an expelled student', async () => {
    const user = await addUser(ctx.db);
    await addStudent(ctx.db, ctx.school.courseB.id, user.id, { isExpelled: true });
    expect(await courseIds(await ctx.request('/api/v2/profile/courses', { as: user }))).toEqual([
      ctx.school.courseB.id,
    ]);
  });

  it('answers the caller own list when githubId names the caller, in any case', async () => {
    const login = ctx.school.users.student.githubId.toUpperCase();
    const ids = await courseIds(await ctx.request(`/api/v2/profile/courses?githubId=${login}`, { as: 'student' }));
    expect(ids).toEqual([ctx.school.courseA.id]);
  });

  it("refuses another user's courses to a non-admin with 403", async () => {
    const response = await ctx.request(`/api/v2/profile/courses?githubId=${ctx.school.users.student.githubId}`, {
      as: 'manager',
    });
    expect(response.status).toBe(403);
    expect((await readProblem(response)).type).toBe('/problems/forbidden');
  });

  it("gives an admin another user's courses, roles only (not every course)", async () => {
    const url = `/api/v2/profile/courses?githubId=${ctx.school.users.otherCourseStudent.githubId}`;
    expect(await courseIds(await ctx.request(url, { as: 'admin' }))).toEqual([ctx.school.courseB.id]);
  });

  it('answers 404 to an admin for an unknown login', async () => {
    const response = await ctx.request('/api/v2/profile/courses?githubId=nobody-at-all', { as: 'admin' });
    expect(response.status).toBe(404);
    expect((await readProblem(response)).type).toBe('/problems/not_found');
  });
});

describe('GET /profile/{username}/courses', () => {
  it('answers the course-selector list for me and for the own login', async () => {
    for (const username of ['me', ctx.school.users.mentor.githubId]) {
      const ids = await courseIds(await ctx.request(`/api/v2/profile/${username}/courses`, { as: 'mentor' }));
      expect(ids).toEqual([ctx.school.courseA.id]);
    }
  });

  it('refuses another username with 403, even to an admin', async () => {
    for (const persona of ['student', 'admin'] as const) {
      const response = await ctx.request(`/api/v2/profile/${ctx.school.users.mentor.githubId}/courses`, {
        as: persona,
      });
      expect(response.status).toBe(403);
    }
  });
});
