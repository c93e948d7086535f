import { eq } from 'drizzle-orm';
import { courseTasks, profilePermissions, users } from '@/server/db/schema';
import { writeTaskResult } from '@/server/modules/scores';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';

// access.md §28 GET /courses/{courseId}/students/{githubId}/summary (`me` allowed; canAccessStudent or dementor),
// rules.md R4.2 (rank by scope, effective results, mentor with the contacts his profile shows his students, R19.2).
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const summary = (githubId: string, as: Caller, courseId = course.id) =>
  ctx.request(`/api/v2/courses/${courseId}/students/${encodeURIComponent(githubId)}/summary`, { as });

it("shows the student's total, active rank, results of non-disabled tasks and his mentor's student-visible contacts", async () => {
  const mentor = await enrolMentor(ctx, course.id, {}, { firstName: 'Mona', lastName: 'Mentor' });
  await ctx.db
    .update(users)
    .set({
      contactsEmail: 'mona@example.com',
      contactsTelegram: 'mona_tg',
      contactsPhone: '+100',
      contactsEpamEmail: 'mona@corp.example.com',
    })
    .where(eq(users.id, mentor.user.id));
  await ctx.db
    .insert(profilePermissions)
    .values({ userId: mentor.user.id, settings: { isPhoneVisible: { student: false } } });
  const student = await enrolStudent(ctx, course.id, { mentorId: mentor.mentorId });
  const taskA = await addCourseTask(ctx.db, course.id, { maxScore: 100 });
  const taskB = await addCourseTask(ctx.db, course.id, { maxScore: 100 });
  await ctx.db.transaction(async (tx) => {
    await writeTaskResult(
      tx,
      { studentId: student.studentId, courseTaskId: taskA, score: 70, authorId: 0 },
      ctx.clock.now(),
    );
    await writeTaskResult(
      tx,
      { studentId: student.studentId, courseTaskId: taskB, score: 20, authorId: 0 },
      ctx.clock.now(),
    );
  });
  await ctx.db.update(courseTasks).set({ disabled: true }).where(eq(courseTasks.id, taskB));

  const response = await summary('me', student.user);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    totalScore: 90,
    rank: 1,
    rankTotal: 1,
    isActive: true,
    selfExpelled: false,
    results: [{ courseTaskId: taskA, score: 70 }],
    mentor: {
      githubId: mentor.user.githubId,
      name: 'Mona Mentor',
      contacts: { email: 'mona@example.com', telegram: 'mona_tg' },
    },
  });
});

it('gives mentor null without a mentor and the all-students rank when expelled', async () => {
  const expelled = await enrolStudent(ctx, course.id, { isExpelled: true, rank: 7, activeRank: null });
  expect(await (await summary(expelled.user.githubId, expelled.user)).json()).toMatchObject({
    isActive: false,
    rank: 7,
    mentor: null,
  });
});

it('counts the rank and its total over one population: active students when active, all students when expelled', async () => {
  // The demo's expelled student read "Position 301 / 272": his all-students rank over the number of active students.
  const ranked = await staffedCourse(ctx);
  const task = await addCourseTask(ctx.db, ranked.id, { maxScore: 100 });
  const scored = async (score: number, isExpelled = false) => {
    const student = await enrolStudent(ctx, ranked.id, { isExpelled });
    await ctx.db.transaction((tx) =>
      writeTaskResult(tx, { studentId: student.studentId, courseTaskId: task, score, authorId: 0 }, ctx.clock.now()),
    );
    return student;
  };
  await scored(90, true);
  await scored(80);
  const active = await scored(60);
  await scored(50, true);
  const expelled = await scored(40, true);
  await scored(20);

  expect(await (await summary('me', active.user, ranked.id)).json()).toMatchObject({
    isActive: true,
    rank: 2,
    rankTotal: 3,
  });
  expect(await (await summary('me', expelled.user, ranked.id)).json()).toMatchObject({
    isActive: false,
    rank: 5,
    rankTotal: 6,
  });
});

it('lets the student, his mentor, manager, supervisor, dementor and admin read it; not other students or mentors', async () => {
  const student = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
  const other = await enrolStudent(ctx, course.id);
  const otherMentor = await enrolMentor(ctx, course.id);
  for (const caller of [student.user, 'mentor', 'manager', 'supervisor', 'dementor', 'admin'] as Caller[]) {
    expect((await summary(student.user.githubId.toUpperCase(), caller)).status).toBe(200);
  }
  expect((await summary(student.user.githubId, other.user)).status).toBe(403);
  expect((await summary(student.user.githubId, otherMentor.user)).status).toBe(403);
  expect((await summary(student.user.githubId, 'otherCourseStudent')).status).toBe(403);
});

it('answers 404 for a login that is not a student of the course', async () => {
  expect((await summary('no-such-login', 'manager')).status).toBe(404);
  expect((await summary('me', 'manager')).status).toBe(404);
});
