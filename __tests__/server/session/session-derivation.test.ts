import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addCourse, addCourseTask, addCourseUser, addMentor, addStudent, addUser } from '../../support/server/school';

// rules.md R1.4: GET /session derives flags and the course map from the database on every (uncached) call.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Session = {
  id: number;
  githubId: string;
  isAdmin: boolean;
  isHirer: boolean;
  courses: Record<string, { roles: string[]; isExpelled: boolean; mentorId: number | null; studentId: number | null }>;
};

async function sessionOf(user: { id: number; githubId: string }): Promise<Session> {
  ctx.sessionCache.clear();
  const response = await ctx.request('/api/v2/session', { as: user });
  expect(response.status).toBe(200);
  return (await response.json()) as Session;
}

describe('session derivation (R1.4)', () => {
  it('gives a student the student role with the student id, not expelled', async () => {
    const { student } = ctx.school.users;
    const session = await sessionOf(student);
    expect(session).toMatchObject({ id: student.id, githubId: student.githubId, isAdmin: false, isHirer: false });
    expect(session.courses).toEqual({
      [ctx.school.courseA.id]: { roles: ['student'], isExpelled: false, mentorId: null, studentId: expect.any(Number) },
    });
  });

  it('keeps the student role of an expelled student and marks isExpelled', async () => {
    const user = await addUser(ctx.db);
    const studentId = await addStudent(ctx.db, ctx.school.courseA.id, user.id, { isExpelled: true });
    const session = await sessionOf(user);
    expect(session.courses[ctx.school.courseA.id]).toEqual({
      roles: ['student'],
      isExpelled: true,
      mentorId: null,
      studentId,
    });
  });

  it('gives a mentor the mentor role and mentor id, and takes it from an expelled mentor', async () => {
    const active = await addUser(ctx.db);
    const mentorId = await addMentor(ctx.db, ctx.school.courseA.id, active.id);
    expect((await sessionOf(active)).courses[ctx.school.courseA.id]).toEqual({
      roles: ['mentor'],
      isExpelled: false,
      mentorId,
      studentId: null,
    });
    const expelled = await addUser(ctx.db);
    await addMentor(ctx.db, ctx.school.courseA.id, expelled.id, { isExpelled: true });
    expect((await sessionOf(expelled)).courses).toEqual({});
  });

  it('adds manager, supervisor, dementor and activist from course_user flags, and nothing for an all-false row', async () => {
    const staff = await addUser(ctx.db);
    await addCourseUser(ctx.db, ctx.school.courseA.id, staff.id, {
      isManager: true,
      isSupervisor: true,
      isDementor: true,
      isActivist: true,
    });
    await addCourseUser(ctx.db, ctx.school.courseB.id, staff.id, {});
    const session = await sessionOf(staff);
    expect(Object.keys(session.courses)).toEqual([String(ctx.school.courseA.id)]);
    expect([...session.courses[ctx.school.courseA.id].roles].sort()).toEqual([
      'activist',
      'dementor',
      'manager',
      'supervisor',
    ]);
  });

  it('adds taskOwner only from a non-disabled course task checked by its task owner, once per course', async () => {
    const owner = await addUser(ctx.db);
    const course = await addCourse(ctx.db);
    await addCourseTask(ctx.db, course.id, { checker: 'taskOwner', taskOwnerId: owner.id });
    await addCourseTask(ctx.db, course.id, { checker: 'taskOwner', taskOwnerId: owner.id });
    const disabledCourse = await addCourse(ctx.db);
    await addCourseTask(ctx.db, disabledCourse.id, { checker: 'taskOwner', taskOwnerId: owner.id, disabled: true });
    const mentorChecked = await addCourse(ctx.db);
    await addCourseTask(ctx.db, mentorChecked.id, { checker: 'mentor', taskOwnerId: owner.id });
    expect((await sessionOf(owner)).courses).toEqual({
      [course.id]: { roles: ['taskOwner'], isExpelled: false, mentorId: null, studentId: null },
    });
  });

  it('combines roles of one user in one course without duplicates', async () => {
    const user = await addUser(ctx.db);
    const course = await addCourse(ctx.db);
    await addStudent(ctx.db, course.id, user.id);
    await addMentor(ctx.db, course.id, user.id);
    await addCourseUser(ctx.db, course.id, user.id, { isManager: true });
    await addCourseTask(ctx.db, course.id, { checker: 'taskOwner', taskOwnerId: user.id });
    const roles = (await sessionOf(user)).courses[course.id].roles;
    expect([...roles].sort()).toEqual(['manager', 'mentor', 'student', 'taskOwner']);
  });

  it('reports the admin and hirer flags of the user row', async () => {
    expect(await sessionOf(ctx.school.users.admin)).toMatchObject({ isAdmin: true, isHirer: false, courses: {} });
    expect(await sessionOf(ctx.school.users.hirer)).toMatchObject({ isAdmin: false, isHirer: true, courses: {} });
  });

  it('answers 401 problem+json for a valid token of an unknown user', async () => {
    const response = await ctx.request('/api/v2/session', { as: { id: 987654, githubId: 'ghost' } });
    expect(response.status).toBe(401);
    expect(await readProblem(response)).toMatchObject({ type: '/problems/unauthenticated', status: 401 });
  });

  it('answers 401 for an obfuscated user', async () => {
    const user = await addUser(ctx.db);
    await ctx.db.update(users).set({ obfuscated: true }).where(eq(users.id, user.id));
    ctx.sessionCache.clear();
    expect((await ctx.request('/api/v2/session', { as: user })).status).toBe(401);
  });

  it('answers 401 without any session', async () => {
    expect((await ctx.request('/api/v2/session')).status).toBe(401);
  });
});
