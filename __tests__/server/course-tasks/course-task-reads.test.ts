import { eq } from 'drizzle-orm';
import { courseTasks, tasks, taskSolutions } from '@/server/db/schema';
import { writeTaskResult } from '@/server/modules/scores';
import { createTestContext, type TestContext } from '../../support/server/context';
import { addCourse, addCourseTask, addCourseUser, addStudent } from '../../support/server/school';

// access.md §14 reads; rules.md R4.3 status and checker filters, R9.6 no answers in publicAttributes.
let ctx: TestContext;
let courseId: number;
const ids: Record<string, number> = {};
const d = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createTestContext();
  // now = 2026-03-01T10:00Z (START_TIME)
  const course = await addCourse(ctx.db);
  courseId = course.id;
  const { users } = ctx.school;
  await addCourseUser(ctx.db, courseId, users.manager.id, { isManager: true });
  const studentId = await addStudent(ctx.db, courseId, users.student.id);
  ids.finished = await addCourseTask(ctx.db, courseId, {
    checker: 'mentor',
    studentStartDate: d('2026-02-01T00:00:00Z'),
    studentEndDate: d('2026-02-20T00:00:00Z'),
  });
  ids.inprogressLate = await addCourseTask(ctx.db, courseId, {
    checker: 'auto-test',
    studentStartDate: d('2026-02-20T00:00:00Z'),
    studentEndDate: d('2026-03-10T00:00:00Z'),
  });
  ids.inprogressEarly = await addCourseTask(ctx.db, courseId, {
    checker: 'mentor',
    studentStartDate: d('2026-02-25T00:00:00Z'),
    studentEndDate: d('2026-03-05T00:00:00Z'),
  });
  ids.future = await addCourseTask(ctx.db, courseId, {
    checker: 'mentor',
    studentStartDate: d('2026-03-20T00:00:00Z'),
    studentEndDate: d('2026-03-30T00:00:00Z'),
  });
  ids.disabled = await addCourseTask(ctx.db, courseId, { disabled: true });
  const [row] = await ctx.db
    .select({ taskId: tasks.id })
    .from(tasks)
    .innerJoin(courseTasks, eq(courseTasks.taskId, tasks.id))
    .where(eq(courseTasks.id, ids.inprogressLate));
  await ctx.db
    .update(tasks)
    .set({
      type: 'selfeducation',
      githubRepoName: 'songbird',
      attributes: {
        public: { questions: [{ question: 'Q?', answers: ['a', 'b'] }], maxAttemptsNumber: 3 },
        answers: [1],
      },
    })
    .where(eq(tasks.id, row.taskId));
  await ctx.db.insert(taskSolutions).values({ courseTaskId: ids.finished, studentId, url: 'https://example.com/sol' });
  await ctx.db.transaction((tx) =>
    writeTaskResult(
      tx,
      { studentId, courseTaskId: ids.finished, score: 10, authorId: users.manager.id },
      ctx.clock.now(),
    ),
  );
  ctx.sessionCache.clear();
});
afterAll(() => ctx.close());

const get = async (path: string, as: 'manager' | 'student' = 'manager') => {
  const response = await ctx.request(`/api/v2/courses/${courseId}${path}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
};

describe('GET /courses/{courseId}/tasks (R4.3)', () => {
  it('lists non-disabled tasks by studentEndDate, then studentStartDate', async () => {
    const list = await get('/tasks');
    expect(list.map((task) => task.id)).toEqual([ids.finished, ids.inprogressEarly, ids.inprogressLate, ids.future]);
  });

  it.each([
    ['started', ['finished', 'inprogressEarly', 'inprogressLate']],
    ['inprogress', ['inprogressEarly', 'inprogressLate']],
    ['finished', ['finished']],
  ])('filters status=%s', async (status, expected) => {
    const list = await get(`/tasks?status=${status}`);
    expect(list.map((task) => task.id)).toEqual(expected.map((name) => ids[name]));
  });

  it('filters by checker and combines with status', async () => {
    expect((await get('/tasks?checker=auto-test')).map((task) => task.id)).toEqual([ids.inprogressLate]);
    expect((await get('/tasks?checker=mentor&status=finished')).map((task) => task.id)).toEqual([ids.finished]);
  });

  it('refuses an unknown status with 400', async () => {
    expect((await ctx.request(`/api/v2/courses/${courseId}/tasks?status=soon`, { as: 'manager' })).status).toBe(400);
  });
});

describe('GET /courses/{courseId}/tasks/detailed and /{courseTaskId}', () => {
  it('adds publicAttributes without answers, repo names and the results count', async () => {
    const list = await get('/tasks/detailed');
    const selfCheck = list.find((task) => task.id === ids.inprogressLate);
    expect(selfCheck).toMatchObject({ type: 'selfeducation', githubRepoName: 'songbird', resultsCount: 0 });
    expect(selfCheck?.publicAttributes).toEqual({
      questions: [{ question: 'Q?', answers: ['a', 'b'] }],
      maxAttemptsNumber: 3,
    });
    expect(JSON.stringify(list)).not.toContain('"answers":[1]');
    expect(list.find((task) => task.id === ids.finished)).toMatchObject({ resultsCount: 1 });
  });

  it('reads one task with the same details', async () => {
    const response = await ctx.request(`/api/v2/courses/${courseId}/tasks/${ids.finished}`, { as: 'student' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ids.finished, resultsCount: 1, publicAttributes: {} });
  });
});

describe('GET /courses/{courseId}/tasks/solutions', () => {
  it("returns each task with the caller's solution or null", async () => {
    const list = await get('/tasks/solutions', 'student');
    expect(list.find((task) => task.id === ids.finished)?.solution).toEqual({
      url: 'https://example.com/sol',
      updatedDate: expect.any(String),
    });
    expect(list.find((task) => task.id === ids.future)?.solution).toBeNull();
  });

  it('rejects a pure manager (course(student) only)', async () => {
    expect((await ctx.request(`/api/v2/courses/${courseId}/tasks/solutions`, { as: 'manager' })).status).toBe(403);
  });
});
