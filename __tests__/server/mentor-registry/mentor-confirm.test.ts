import { and, count, eq } from 'drizzle-orm';
import { mentors, students } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addApplication } from '../../support/server/mentor-registry';
import { addCourse, addMentor, addStudent, addUser, type TestCourse, type TestUser } from '../../support/server/school';

// access.md §6 POST /course/{courseId}/mentors/{githubId} (authenticated + owner: the caller himself, `me` allowed, for
// a course pre-selected for him or one he already mentors; or the course's manager / admin) and rules.md R14.4: creates
// or updates the mentor record, listed active students without a mentor become his mentees, the session shows the role
// at once.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const options = { maxStudentsLimit: 3, preferedStudentsLocation: 'country' };
const confirm = (as: Caller, courseId: number, githubId: string, body: unknown = options) =>
  ctx.request(`/api/v2/course/${courseId}/mentors/${githubId}`, { method: 'POST', as, body });
const mentorRows = (courseId: number, userId: number) =>
  ctx.db
    .select()
    .from(mentors)
    .where(and(eq(mentors.courseId, courseId), eq(mentors.userId, userId)));
const countMentors = async () => (await ctx.db.select({ total: count() }).from(mentors))[0].total;

async function invitedUser(course: TestCourse, values: Parameters<typeof addApplication>[2] = {}): Promise<TestUser> {
  const user = await addUser(ctx.db);
  await addApplication(ctx.db, user.id, { preselectedCourses: [course.id], ...values });
  return user;
}

const sessionRoles = async (user: TestUser, courseId: number) => {
  const response = await ctx.request('/api/v2/session', { as: user });
  const session = (await response.json()) as { courses: Record<string, { roles: string[] }> };
  return session.courses[courseId]?.roles ?? [];
};

describe('the invited user confirms (R14.4)', () => {
  it('creates the mentor record and answers MentorOptions', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    const response = await confirm(user, course.id, 'me');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ maxStudentsLimit: 3, preferedStudentsLocation: 'country', students: [] });
    expect(await mentorRows(course.id, user.id)).toEqual([
      expect.objectContaining({ maxStudentsLimit: 3, studentsPreference: 'country', isExpelled: false }),
    ]);
  });

  it('shows the mentor role in his very next session, even with a warmed cache', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    expect(await sessionRoles(user, course.id)).toEqual([]);
    expect((await confirm(user, course.id, user.githubId)).status).toBe(200);
    expect(await sessionRoles(user, course.id)).toEqual(['mentor']);
  });

  it('the registry then lists him as joined', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course, { preferedCourses: [ctx.school.courseA.id] });
    await confirm(user, course.id, 'me');
    const response = await ctx.request(`/api/v2/registry/mentors?githubId=${user.githubId}`, { as: 'admin' });
    const body = (await response.json()) as { items: { status: string }[] };
    expect(body.items.map((item) => item.status)).toEqual(['joined']);
  });

  it('a second call updates the same record', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    await confirm(user, course.id, 'me');
    const response = await confirm(user, course.id, 'ME', { maxStudentsLimit: 50, preferedStudentsLocation: 'any' });
    expect(response.status).toBe(200);
    const rows = await mentorRows(course.id, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ maxStudentsLimit: 50, studentsPreference: 'any' });
  });

  it('a mentor of the course may update his options without an application', async () => {
    expect((await confirm('mentor', ctx.school.courseA.id, 'me', { ...options, maxStudentsLimit: 5 })).status).toBe(
      200,
    );
    expect((await mentorRows(ctx.school.courseA.id, ctx.school.users.mentor.id))[0].maxStudentsLimit).toBe(5);
  });

  it('takes the listed students as mentees', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    const first = await addUser(ctx.db, { githubId: `aa-first-${course.id}` });
    const second = await addUser(ctx.db, { githubId: `bb-second-${course.id}` });
    const ids = [await addStudent(ctx.db, course.id, first.id), await addStudent(ctx.db, course.id, second.id)];
    const response = await confirm(user, course.id, 'me', { ...options, students: ids });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { students: { id: number; githubId: string; name: string }[] };
    expect(body.students).toEqual([
      { id: ids[0], githubId: first.githubId, name: expect.any(String) },
      { id: ids[1], githubId: second.githubId, name: expect.any(String) },
    ]);
    const [mentor] = await mentorRows(course.id, user.id);
    const mentees = await ctx.db.select().from(students).where(eq(students.mentorId, mentor.id));
    expect(mentees.map((row) => row.id).sort()).toEqual([...ids].sort());
  });
});

describe('refusals (access.md §6)', () => {
  it('a course that is not pre-selected for him: 403, nothing written', async () => {
    const course = await addCourse(ctx.db);
    const other = await addCourse(ctx.db);
    const user = await invitedUser(other, { preferedCourses: [course.id] });
    const before = await countMentors();
    expect((await confirm(user, course.id, 'me')).status).toBe(403);
    expect((await confirm('newcomer', course.id, 'me')).status).toBe(403);
    expect(await countMentors()).toBe(before);
  });

  it('a canceled application no longer counts', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course, { canceled: true });
    expect((await confirm(user, course.id, 'me')).status).toBe(403);
  });

  it('someone else: only the manager of the course or an admin', async () => {
    const course = ctx.school.courseA;
    const user = await addUser(ctx.db);
    expect((await confirm('supervisor', course.id, user.githubId)).status).toBe(403);
    expect((await confirm('dementor', course.id, user.githubId)).status).toBe(403);
    expect((await confirm('mentor', course.id, user.githubId)).status).toBe(403);
    expect((await confirm('manager', ctx.school.courseB.id, user.githubId)).status).toBe(403);
    expect(await mentorRows(course.id, user.id)).toEqual([]);
    expect((await confirm('manager', course.id, user.githubId)).status).toBe(200);
    const another = await addUser(ctx.db);
    expect((await confirm('admin', ctx.school.courseB.id, another.githubId)).status).toBe(200);
    expect(await mentorRows(ctx.school.courseB.id, another.id)).toHaveLength(1);
  });

  it('an unknown course or user: 404', async () => {
    expect((await confirm('admin', 999_999, 'me')).status).toBe(404);
    expect((await confirm('manager', ctx.school.courseA.id, 'no-such-login-here')).status).toBe(404);
  });

  it.each([0, 51])('maxStudentsLimit %p: 400 naming it', async (maxStudentsLimit) => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    await expectProblemNaming(
      await confirm(user, course.id, 'me', { ...options, maxStudentsLimit }),
      400,
      'maxStudentsLimit',
    );
    expect(await mentorRows(course.id, user.id)).toEqual([]);
  });

  it('a bad location or extra field: 400', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    await expectProblemNaming(
      await confirm(user, course.id, 'me', { ...options, preferedStudentsLocation: 'street' }),
      400,
      'preferedStudentsLocation',
    );
    await expectProblemNaming(await confirm(user, course.id, 'me', { ...options, courseId: 1 }), 400, 'courseId');
  });

  it('a student of another course: 400 naming it, no record written', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    const foreign = await addStudent(ctx.db, ctx.school.courseB.id, (await addUser(ctx.db)).id);
    await expectProblemNaming(
      await confirm(user, course.id, 'me', { ...options, students: [foreign] }),
      400,
      'students.0',
    );
    expect(await mentorRows(course.id, user.id)).toEqual([]);
  });

  it('an expelled student or one with another mentor: 409 naming it, nothing changed', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    const otherMentor = await addMentor(ctx.db, course.id, (await addUser(ctx.db)).id);
    const taken = await addStudent(ctx.db, course.id, (await addUser(ctx.db)).id, { mentorId: otherMentor });
    const expelled = await addStudent(ctx.db, course.id, (await addUser(ctx.db)).id, { isExpelled: true });
    const free = await addStudent(ctx.db, course.id, (await addUser(ctx.db)).id);
    const response = await confirm(user, course.id, 'me', { ...options, students: [free, taken, expelled] });
    const problem = await expectProblemNaming(response, 409, 'students.1');
    expect(problem.errors).toContainEqual({ path: 'students.2', message: expect.any(String) });
    expect(await mentorRows(course.id, user.id)).toEqual([]);
    const [row] = await ctx.db.select().from(students).where(eq(students.id, free));
    expect(row.mentorId).toBeNull();
  });

  it('more students than the capacity: 400 naming students', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    const ids = [];
    for (let i = 0; i < 2; i += 1) ids.push(await addStudent(ctx.db, course.id, (await addUser(ctx.db)).id));
    await expectProblemNaming(
      await confirm(user, course.id, 'me', { ...options, maxStudentsLimit: 1, students: ids }),
      400,
      'students',
    );
  });

  it('an expelled mentor cannot confirm himself back: 409', async () => {
    const course = await addCourse(ctx.db);
    const user = await invitedUser(course);
    await addMentor(ctx.db, course.id, user.id, { isExpelled: true });
    expect((await confirm(user, course.id, 'me')).status).toBe(409);
    expect((await mentorRows(course.id, user.id))[0]).toMatchObject({ isExpelled: true, maxStudentsLimit: 2 });
  });

  it('needs a session', async () => {
    expect((await confirm('anonymous', ctx.school.courseA.id, 'me')).status).toBe(401);
  });
});
