import { and, count, eq, getTableColumns } from 'drizzle-orm';
import { disciplines, studentRanks, students } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import {
  addCertificate,
  addCourse,
  addStudent,
  addUser,
  type TestCourse,
  type TestUser,
} from '../../support/server/school';

// access.md §26 POST /registry (authenticated + owner: course open for registration) and rules.md R14.1: the checks run
// in the order course missing → 404, completed, registration closed, invite-only, certificate prerequisite (each 409
// with its own detail), already a student → 200 with the existing record, else 201 {studentId, courseId} with
// start_date = now; the registration drops the caller's cached session (R1.6) so the new role shows at once.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = (as: TestUser | 'anonymous', body: unknown) =>
  ctx.request('/api/v2/registry', { method: 'POST', as, body });

const studentRows = (courseId: number, userId: number) =>
  ctx.db
    .select({ ...getTableColumns(students), rank: studentRanks.rank, activeRank: studentRanks.activeRank })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .where(and(eq(students.courseId, courseId), eq(students.userId, userId)));

const countStudents = async () => (await ctx.db.select({ total: count() }).from(students))[0].total;

// Goes through the app's session cache (no clearing), as a browser would.
const sessionCourse = async (user: TestUser, courseId: number) => {
  const response = await ctx.request('/api/v2/session', { as: user });
  expect(response.status).toBe(200);
  const session = (await response.json()) as {
    courses: Record<string, { roles: string[]; isExpelled: boolean; studentId: number | null }>;
  };
  return session.courses[courseId] ?? null;
};

let disciplineSequence = 0;
async function addDiscipline() {
  disciplineSequence += 1;
  const name = `Prerequisite ${disciplineSequence}`;
  const [row] = await ctx.db.insert(disciplines).values({ name }).returning({ id: disciplines.id });
  return { id: row.id, name };
}

// A 409 with the given detail, and no student row written for the caller in that course.
async function expectRefused(course: TestCourse, detail: string) {
  const user = await addUser(ctx.db);
  const before = await countStudents();
  const response = await register(user, { courseId: course.id });
  expect(response.status).toBe(409);
  expect(await readProblem(response)).toMatchObject({ type: '/problems/conflict', status: 409, detail });
  expect(await studentRows(course.id, user.id)).toEqual([]);
  expect(await countStudents()).toBe(before);
}

describe('POST /registry creates the student (R14.1)', () => {
  it('ranks the new student at once: last, after the students who already scored', async () => {
    const course = await addCourse(ctx.db);
    await addStudent(ctx.db, course.id, (await addUser(ctx.db)).id, { totalScore: 50, rank: 1, activeRank: 1 });
    const user = await addUser(ctx.db);
    expect((await register(user, { courseId: course.id })).status).toBe(201);
    const [row] = await studentRows(course.id, user.id);
    expect(row).toMatchObject({ rank: 2, activeRank: 2 });
  });

  it('answers 201 {studentId, courseId} and stores an active student with start_date = now', async () => {
    const course = await addCourse(ctx.db);
    const user = await addUser(ctx.db);
    const response = await register(user, { courseId: course.id });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { studentId: number; courseId: number };
    expect(body).toEqual({ studentId: expect.any(Number), courseId: course.id });

    const rows = await studentRows(course.id, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.studentId,
      isExpelled: false,
      selfExpelled: false,
      mentorId: null,
      endDate: null,
      startDate: ctx.clock.now(),
    });
  });

  it('shows the student role in the caller’s next GET /session even with a warmed cache (R1.6)', async () => {
    const course = await addCourse(ctx.db);
    const user = await addUser(ctx.db);
    expect(await sessionCourse(user, course.id)).toBeNull();

    const response = await register(user, { courseId: course.id });
    expect(response.status).toBe(201);
    const { studentId } = (await response.json()) as { studentId: number };
    expect(await sessionCourse(user, course.id)).toMatchObject({
      roles: ['student'],
      isExpelled: false,
      studentId,
    });
  });

  it('answers 200 with the existing record on a second call and writes no second row', async () => {
    const course = await addCourse(ctx.db);
    const user = await addUser(ctx.db);
    const first = await register(user, { courseId: course.id });
    expect(first.status).toBe(201);
    const created = (await first.json()) as { studentId: number };

    const before = await countStudents();
    const again = await register(user, { courseId: course.id });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ studentId: created.studentId, courseId: course.id });
    expect(await studentRows(course.id, user.id)).toHaveLength(1);
    expect(await countStudents()).toBe(before);
  });

  it('gives an existing (even expelled) student his own record back, untouched', async () => {
    const course = await addCourse(ctx.db);
    const user = await addUser(ctx.db);
    const studentId = await addStudent(ctx.db, course.id, user.id, { isExpelled: true, expellingReason: 'Gone' });
    const response = await register(user, { courseId: course.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ studentId, courseId: course.id });
    expect(await studentRows(course.id, user.id)).toEqual([
      expect.objectContaining({ id: studentId, isExpelled: true, expellingReason: 'Gone' }),
    ]);
  });

  it('accepts a registration that ends exactly now', async () => {
    const course = await addCourse(ctx.db, { registrationEndDate: ctx.clock.now() });
    const user = await addUser(ctx.db);
    expect((await register(user, { courseId: course.id })).status).toBe(201);
    expect(await studentRows(course.id, user.id)).toHaveLength(1);
  });
});

describe('POST /registry refuses a course not open for registration (R14.1)', () => {
  it('answers 404 for an unknown course, writing nothing', async () => {
    const user = await addUser(ctx.db);
    const before = await countStudents();
    const response = await register(user, { courseId: 999_999_999 });
    expect(response.status).toBe(404);
    expect(await readProblem(response)).toMatchObject({ type: '/problems/not_found', status: 404 });
    expect(await countStudents()).toBe(before);
  });

  it('answers 409 "Course is completed" for a completed course', async () => {
    await expectRefused(await addCourse(ctx.db, { completed: true }), 'Course is completed');
  });

  it('answers 409 "Registration is closed" when registration ended one ms ago', async () => {
    const registrationEndDate = new Date(ctx.clock.now().getTime() - 1);
    await expectRefused(await addCourse(ctx.db, { registrationEndDate }), 'Registration is closed');
  });

  it('answers 409 "Registration is by invitation only" for an invite-only course', async () => {
    await expectRefused(await addCourse(ctx.db, { inviteOnly: true }), 'Registration is by invitation only');
  });

  it('answers 409 naming the certificate discipline when the caller holds no certificate', async () => {
    const discipline = await addDiscipline();
    await expectRefused(
      await addCourse(ctx.db, { certificateDisciplines: [discipline.id] }),
      `To register for this course, you need to already have ${discipline.name} RS School certificate`,
    );
  });

  it('registers a holder of a certificate from a course of a required discipline', async () => {
    const discipline = await addDiscipline();
    const other = await addDiscipline();
    const graduate = await addUser(ctx.db);
    const earlier = await addCourse(ctx.db, { disciplineId: discipline.id, completed: true });
    await addCertificate(ctx.db, await addStudent(ctx.db, earlier.id, graduate.id));
    const course = await addCourse(ctx.db, { certificateDisciplines: [other.id, discipline.id] });
    const response = await register(graduate, { courseId: course.id });
    expect(response.status).toBe(201);
    expect(await studentRows(course.id, graduate.id)).toHaveLength(1);
  });

  it('refuses a certificate of another discipline, naming every accepted discipline', async () => {
    const [first, second, held] = [await addDiscipline(), await addDiscipline(), await addDiscipline()];
    const graduate = await addUser(ctx.db);
    const earlier = await addCourse(ctx.db, { disciplineId: held.id, completed: true });
    await addCertificate(ctx.db, await addStudent(ctx.db, earlier.id, graduate.id));
    const course = await addCourse(ctx.db, { certificateDisciplines: [first.id, second.id] });
    const response = await register(graduate, { courseId: course.id });
    expect(response.status).toBe(409);
    const names = [first.name, second.name].sort().join(' or ');
    expect((await readProblem(response)).detail).toBe(
      `To register for this course, you need to already have ${names} RS School certificate`,
    );
  });

  it('checks completed first: a completed, closed, invite-only course with a prerequisite answers "Course is completed"', async () => {
    const { id: disciplineId } = await addDiscipline();
    const course = await addCourse(ctx.db, {
      completed: true,
      registrationEndDate: new Date(ctx.clock.now().getTime() - 1),
      inviteOnly: true,
      certificateDisciplines: [disciplineId],
    });
    await expectRefused(course, 'Course is completed');
  });

  it('checks the registration end before invite-only and the prerequisite', async () => {
    const { id: disciplineId } = await addDiscipline();
    const course = await addCourse(ctx.db, {
      registrationEndDate: new Date(ctx.clock.now().getTime() - 1),
      inviteOnly: true,
      certificateDisciplines: [disciplineId],
    });
    await expectRefused(course, 'Registration is closed');
  });

  it('checks invite-only before the prerequisite', async () => {
    const { id: disciplineId } = await addDiscipline();
    const course = await addCourse(ctx.db, { inviteOnly: true, certificateDisciplines: [disciplineId] });
    await expectRefused(course, 'Registration is by invitation only');
  });

  it('checks the course state before "already a student": a student of a completed course gets 409', async () => {
    const course = await addCourse(ctx.db, { completed: true });
    const user = await addUser(ctx.db);
    await addStudent(ctx.db, course.id, user.id);
    const response = await register(user, { courseId: course.id });
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toBe('Course is completed');
  });
});

describe('POST /registry input and session (access.md §0)', () => {
  it.each([
    ['zero', { courseId: 0 }],
    ['negative', { courseId: -3 }],
    ['fractional', { courseId: 1.5 }],
    ['a string', { courseId: '1' }],
    ['null', { courseId: null }],
    ['missing', {}],
  ])('answers 400 naming courseId when it is %s', async (_label, body) => {
    const user = await addUser(ctx.db);
    const before = await countStudents();
    await expectProblemNaming(await register(user, body), 400, 'courseId');
    expect(await countStudents()).toBe(before);
  });

  it('answers 400 naming an unknown body field, writing nothing', async () => {
    const course = await addCourse(ctx.db);
    const user = await addUser(ctx.db);
    await expectProblemNaming(await register(user, { courseId: course.id, userId: 1 }), 400, 'userId');
    expect(await studentRows(course.id, user.id)).toEqual([]);
  });

  it('answers 401 to an anonymous caller, writing nothing', async () => {
    const course = await addCourse(ctx.db);
    const before = await countStudents();
    const response = await register('anonymous', { courseId: course.id });
    expect(response.status).toBe(401);
    expect(await readProblem(response)).toMatchObject({ status: 401 });
    expect(await countStudents()).toBe(before);
  });

  it('checks the session before the input (R1.9): an anonymous caller with an invalid body gets 401', async () => {
    expect((await register('anonymous', { courseId: 0, extra: true })).status).toBe(401);
  });
});
