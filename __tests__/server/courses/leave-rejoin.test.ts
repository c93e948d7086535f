import { and, count, eq } from 'drizzle-orm';
import { courseLeaveSurveys, students } from '@/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import {
  addCourse,
  addMentor,
  addStudent,
  addUser,
  type SignedInPersona,
  type TestCourse,
  type TestUser,
} from '../../support/server/school';

// access.md §10 POST /courses/{courseId}/leave and /rejoin (course(student) + owner; decision 0.2.13: a caller who is
// not a student of the course gets 403) and rules.md R13.3: leaving is an expulsion by the student himself
// (self_expelled, mentor unassigned, reason "Left the course[: <otherComment>]", end_date = now) with a
// course_leave_survey row; rejoin restores a self-expelled student while the course is not completed. Both drop the
// caller's cached session (R1.6).
let ctx: TestContext;
let course: TestCourse;
let mentorId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await addCourse(ctx.db);
  mentorId = await addMentor(ctx.db, course.id, (await addUser(ctx.db)).id);
});
afterAll(() => ctx.close());

type StudentValues = Parameters<typeof addStudent>[3];
// A fresh student of the course (with a mentor unless told otherwise).
async function enrol(values: StudentValues = {}, courseId = course.id) {
  const user = await addUser(ctx.db);
  const studentId = await addStudent(ctx.db, courseId, user.id, { mentorId, ...values });
  return { user, studentId, courseId };
}

const leave = (as: Caller, body: unknown = {}, courseId: number | string = course.id) =>
  ctx.request(`/api/v2/courses/${courseId}/leave`, { method: 'POST', as, body });
const rejoin = (as: Caller, courseId: number | string = course.id) =>
  ctx.request(`/api/v2/courses/${courseId}/rejoin`, { method: 'POST', as });

const studentRow = async (studentId: number) =>
  (await ctx.db.select().from(students).where(eq(students.id, studentId)))[0];
const surveysOf = (userId: number, courseId = course.id) =>
  ctx.db
    .select()
    .from(courseLeaveSurveys)
    .where(and(eq(courseLeaveSurveys.userId, userId), eq(courseLeaveSurveys.courseId, courseId)));
const countSurveys = async () => (await ctx.db.select({ total: count() }).from(courseLeaveSurveys))[0].total;

// Goes through the app's session cache (no clearing), as a browser would.
const sessionCourse = async (user: TestUser, courseId = course.id) => {
  const response = await ctx.request('/api/v2/session', { as: user });
  expect(response.status).toBe(200);
  const session = (await response.json()) as { courses: Record<string, { roles: string[]; isExpelled: boolean }> };
  return session.courses[courseId];
};

async function expectStatus(response: Response, status: number) {
  expect(response.status).toBe(status);
  return readProblem(response);
}

describe('POST /courses/{courseId}/leave (R13.3)', () => {
  it('answers 204 and expels the student as self-expelled, mentor unassigned, reason "Left the course"', async () => {
    const { user, studentId } = await enrol();
    ctx.clock.advance(60_000);
    const response = await leave(user, { reasonForLeaving: ['Not enough time'] });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await studentRow(studentId)).toMatchObject({
      isExpelled: true,
      selfExpelled: true,
      mentorId: null,
      expellingReason: 'Left the course',
      endDate: ctx.clock.now(),
    });
  });

  it('stores a course_leave_survey row with the reasons de-duplicated and no comment', async () => {
    const { user } = await enrol();
    const reasonForLeaving = ['Found a job', 'Other', 'Found a job', 'Other', 'Lost motivation'];
    expect((await leave(user, { reasonForLeaving })).status).toBe(204);
    expect(await surveysOf(user.id)).toEqual([
      expect.objectContaining({
        reasonForLeaving: ['Found a job', 'Other', 'Lost motivation'],
        otherComment: null,
        submittedAt: ctx.clock.now(),
      }),
    ]);
  });

  it('appends the trimmed otherComment to the reason and stores it in the survey', async () => {
    const { user, studentId } = await enrol();
    const response = await leave(user, { reasonForLeaving: ['Other'], otherComment: '  Moving abroad \n' });
    expect(response.status).toBe(204);
    expect((await studentRow(studentId)).expellingReason).toBe('Left the course: Moving abroad');
    expect(await surveysOf(user.id)).toEqual([
      expect.objectContaining({ reasonForLeaving: ['Other'], otherComment: 'Moving abroad' }),
    ]);
  });

  it('treats a blank otherComment as none and accepts an empty body', async () => {
    const blank = await enrol();
    expect((await leave(blank.user, { otherComment: '   ' })).status).toBe(204);
    expect((await studentRow(blank.studentId)).expellingReason).toBe('Left the course');
    expect(await surveysOf(blank.user.id)).toEqual([
      expect.objectContaining({ reasonForLeaving: [], otherComment: null }),
    ]);

    const empty = await enrol();
    expect((await leave(empty.user, {})).status).toBe(204);
    expect(await surveysOf(empty.user.id)).toHaveLength(1);
  });

  it('shows isExpelled true in the caller’s next GET /session even with a warmed cache (R1.6)', async () => {
    const { user } = await enrol();
    expect(await sessionCourse(user)).toMatchObject({ roles: ['student'], isExpelled: false });
    expect((await leave(user)).status).toBe(204);
    expect(await sessionCourse(user)).toMatchObject({ roles: ['student'], isExpelled: true });
  });

  it.each([
    ['expelled by staff', { isExpelled: true, expellingReason: 'Plagiarism', mentorId: null }],
    ['already left', { isExpelled: true, selfExpelled: true, expellingReason: 'Left the course', mentorId: null }],
  ])('answers 403 to a student %s (owner: active student), writing nothing', async (_label, values) => {
    const { user, studentId } = await enrol(values);
    const before = await studentRow(studentId);
    await expectStatus(await leave(user, { reasonForLeaving: ['Other'] }), 403);
    expect(await studentRow(studentId)).toEqual(before);
    expect(await surveysOf(user.id)).toEqual([]);
  });

  it.each<SignedInPersona>(['mentor', 'otherCourseStudent', 'admin', 'manager', 'newcomer'])(
    'answers 403 to %s, who is not a student of the course (decision 0.2.13), writing nothing',
    async (persona) => {
      const before = await countSurveys();
      await expectStatus(await leave(persona, {}, ctx.school.courseA.id), 403);
      expect(await countSurveys()).toBe(before);
    },
  );

  it('answers 409 on a completed course, writing nothing', async () => {
    const completed = await addCourse(ctx.db, { completed: true });
    const { user, studentId } = await enrol({ mentorId: null }, completed.id);
    const before = await studentRow(studentId);
    const problem = await expectStatus(await leave(user, { reasonForLeaving: ['Other'] }, completed.id), 409);
    expect(problem.type).toBe('/problems/conflict');
    expect(await studentRow(studentId)).toEqual(before);
    expect(await surveysOf(user.id, completed.id)).toEqual([]);
  });

  it.each([
    ['an unknown reason', { reasonForLeaving: ['Too difficult', 'Bored'] }, /^reasonForLeaving/],
    ['11 reasons', { reasonForLeaving: Array(11).fill('Other') }, /^reasonForLeaving$/],
    ['a non-array reason list', { reasonForLeaving: 'Other' }, /^reasonForLeaving$/],
    ['otherComment over 2000 characters', { otherComment: 'x'.repeat(2001) }, /^otherComment$/],
    ['an unknown field', { reason: 'Other' }, /^reason$/],
  ])('answers 400 for %s, naming the field and writing nothing', async (_label, body, path) => {
    const { user, studentId } = await enrol();
    const before = await studentRow(studentId);
    const problem = await expectStatus(await leave(user, body), 400);
    expect(problem.errors?.map((error) => error.path)).toEqual(expect.arrayContaining([expect.stringMatching(path)]));
    expect(await studentRow(studentId)).toEqual(before);
    expect(await surveysOf(user.id)).toEqual([]);
  });

  it('accepts exactly 10 reasons and a 2000-character comment', async () => {
    const { user, studentId } = await enrol();
    const otherComment = 'y'.repeat(2000);
    expect((await leave(user, { reasonForLeaving: Array(10).fill('Other'), otherComment })).status).toBe(204);
    expect((await studentRow(studentId)).expellingReason).toBe(`Left the course: ${otherComment}`);
  });

  it('checks the policy before the input (R1.9): a non-student with an invalid body gets 403', async () => {
    await expectStatus(await leave('mentor', { reasonForLeaving: ['Bored'] }, ctx.school.courseA.id), 403);
    // courseId 0 names no course the caller belongs to, so the course policy refuses before validation.
    await expectStatus(await leave((await enrol()).user, {}, 0), 403);
  });

  it('checks the input before the owner and state rules (R1.9): 400 for an expelled student or a completed course', async () => {
    const expelled = await enrol({ isExpelled: true, expellingReason: 'Plagiarism' });
    await expectProblemNaming(await leave(expelled.user, { reason: 'x' }), 400, 'reason');
    const completed = await addCourse(ctx.db, { completed: true });
    const { user } = await enrol({ mentorId: null }, completed.id);
    await expectProblemNaming(await leave(user, { otherComment: 'z'.repeat(2001) }, completed.id), 400, 'otherComment');
  });

  it('checks the owner rule before the state rule (R1.9): a staff-expelled student of a completed course gets 403', async () => {
    const completed = await addCourse(ctx.db, { completed: true });
    const { user } = await enrol({ isExpelled: true, expellingReason: 'Plagiarism', mentorId: null }, completed.id);
    await expectStatus(await leave(user, {}, completed.id), 403);
  });

  it('answers 401 to an anonymous caller', async () => {
    await expectStatus(await leave('anonymous'), 401);
  });
});

describe('POST /courses/{courseId}/rejoin (R13.3)', () => {
  it('answers 204 after leaving and restores the student: not expelled, reason and end date cleared', async () => {
    const { user, studentId } = await enrol();
    expect((await leave(user, { otherComment: 'Back soon' })).status).toBe(204);
    ctx.clock.advance(60_000);
    const response = await rejoin(user);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await studentRow(studentId)).toMatchObject({
      isExpelled: false,
      selfExpelled: false,
      expellingReason: null,
      endDate: null,
      mentorId: null,
      updatedAt: ctx.clock.now(),
    });
  });

  it('shows isExpelled false in the caller’s next GET /session even with a warmed cache (R1.6)', async () => {
    const { user } = await enrol();
    expect((await leave(user)).status).toBe(204);
    expect(await sessionCourse(user)).toMatchObject({ isExpelled: true });
    expect((await rejoin(user)).status).toBe(204);
    expect(await sessionCourse(user)).toMatchObject({ roles: ['student'], isExpelled: false });
  });

  it.each([
    ['an active student', {}],
    ['a student expelled by staff (self_expelled false)', { isExpelled: true, expellingReason: 'Plagiarism' }],
  ])('answers 409 to %s, writing nothing', async (_label, values) => {
    const { user, studentId } = await enrol(values);
    const before = await studentRow(studentId);
    expect((await expectStatus(await rejoin(user), 409)).type).toBe('/problems/conflict');
    expect(await studentRow(studentId)).toEqual(before);
  });

  it('answers 409 to a self-expelled student of a completed course, writing nothing', async () => {
    const completed = await addCourse(ctx.db, { completed: true });
    const left = { isExpelled: true, selfExpelled: true, expellingReason: 'Left the course', mentorId: null };
    const { user, studentId } = await enrol(left, completed.id);
    const before = await studentRow(studentId);
    await expectStatus(await rejoin(user, completed.id), 409);
    expect(await studentRow(studentId)).toEqual(before);
  });

  it.each<SignedInPersona>(['mentor', 'otherCourseStudent', 'admin', 'manager', 'newcomer'])(
    'answers 403 to %s, who is not a student of the course (decision 0.2.13)',
    async (persona) => {
      await expectStatus(await rejoin(persona, ctx.school.courseA.id), 403);
    },
  );

  it('answers 403 to a self-expelled student of another course calling rejoin on this one', async () => {
    const elsewhere = await addCourse(ctx.db);
    const left = { isExpelled: true, selfExpelled: true, expellingReason: 'Left the course', mentorId: null };
    const { user, studentId } = await enrol(left, elsewhere.id);
    await expectStatus(await rejoin(user), 403);
    expect(await studentRow(studentId)).toMatchObject({ isExpelled: true, selfExpelled: true });
  });

  it('answers 401 to an anonymous caller', async () => {
    await expectStatus(await rejoin('anonymous'), 401);
  });
});
