import { eq } from 'drizzle-orm';
import { courseTasks, taskResults } from '@/server/db/schema';
import { recomputeCourseScores, writeTaskResult, type TaskResultInput } from '@/server/modules/scores';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, studentRow, type StaffedCourse } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';

// rules.md R3.1 (writing a task result), R3.2 (totals), R3.4 (ranks) through the one score service, and the
// concurrency of two writes: the stored totals and ranks always equal a fresh recompute.
let ctx: TestContext;
let course: StaffedCourse;
let manager: number;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  manager = ctx.school.users.manager.id;
});
afterAll(() => ctx.close());

const write = (input: Omit<TaskResultInput, 'authorId'> & { authorId?: number }, now = ctx.clock.now()) =>
  ctx.db.transaction((tx) => writeTaskResult(tx, { authorId: manager, ...input }, now));
const resultOf = async (studentId: number, courseTaskId: number) =>
  (await ctx.db.select().from(taskResults).where(eq(taskResults.studentId, studentId))).find(
    (row) => row.courseTaskId === courseTaskId,
  );

describe('R3.1 writing a task result', () => {
  it('inserts with one history entry, appends on change, and is a no-op when nothing changed', async () => {
    const task = await addCourseTask(ctx.db, course.id, { maxScore: 100 });
    const { studentId } = await enrolStudent(ctx, course.id);
    expect((await write({ studentId, courseTaskId: task, score: 40, comment: 'ok' })).status).toBe('created');
    expect((await write({ studentId, courseTaskId: task, score: 40, comment: 'ok' })).status).toBe('skipped');
    const updated = await write({ studentId, courseTaskId: task, score: 55.6, authorId: ctx.school.users.mentor.id });
    expect(updated).toMatchObject({ status: 'updated', score: 56, previousScore: 40 });
    const row = await resultOf(studentId, task);
    expect(row?.history.map((entry) => entry.score)).toEqual([40, 56]);
    expect(row?.comment).toBe('ok');
    expect(row?.lastCheckerId).toBe(ctx.school.users.mentor.id);
    await write({ studentId, courseTaskId: task, score: 60, authorId: 0 });
    expect((await resultOf(studentId, task))?.lastCheckerId).toBe(ctx.school.users.mentor.id);
  });

  it('refuses a disabled task (409), a score above the maximum (400) and a comment over 8000 characters (400)', async () => {
    const disabled = await addCourseTask(ctx.db, course.id, { disabled: true });
    const task = await addCourseTask(ctx.db, course.id, { maxScore: 10 });
    const { studentId } = await enrolStudent(ctx, course.id);
    await expect(write({ studentId, courseTaskId: disabled, score: 1 })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(write({ studentId, courseTaskId: task, score: 11 })).rejects.toMatchObject({ kind: 'validation' });
    await expect(write({ studentId, courseTaskId: task, score: 5, comment: 'x'.repeat(8001) })).rejects.toMatchObject({
      kind: 'validation',
    });
    expect(await resultOf(studentId, task)).toBeUndefined();
  });

  it('answers the same limits over HTTP as problem+json', async () => {
    const task = await addCourseTask(ctx.db, course.id, { maxScore: 10 });
    const disabled = await addCourseTask(ctx.db, course.id, { disabled: true });
    const { user } = await enrolStudent(ctx, course.id);
    const post = (courseTaskId: number, body: unknown) =>
      ctx.request(`/api/v2/course/${course.id}/students/score/${user.githubId}/task/${courseTaskId}`, {
        method: 'POST',
        as: 'manager',
        body,
      });
    const tooHigh = await post(task, { score: 11 });
    expect(tooHigh.status).toBe(400);
    expect((await readProblem(tooHigh)).errors).toEqual([{ path: 'score', message: expect.any(String) }]);
    const longComment = await post(task, { score: 1, comment: 'x'.repeat(8001) });
    expect(longComment.status).toBe(400);
    expect((await readProblem(longComment)).errors?.[0].path).toBe('comment');
    expect((await post(disabled, { score: 1 })).status).toBe(409);
    expect((await post(task, { score: 10 })).status).toBe(204);
  });
});

describe('R3.2 totals and R3.4 ranks', () => {
  it('weights scores, rounds the total to 0.1, sums cross-check tasks apart and ranks 1, 1, 3', async () => {
    const own = await staffedCourse(ctx);
    const mentorTask = await addCourseTask(ctx.db, own.id, { scoreWeight: 0.333 });
    const crossCheck = await addCourseTask(ctx.db, own.id, { checker: 'crossCheck', scoreWeight: 0.5 });
    const a = (await enrolStudent(ctx, own.id)).studentId;
    const b = (await enrolStudent(ctx, own.id)).studentId;
    const c = (await enrolStudent(ctx, own.id)).studentId;
    const expelled = (await enrolStudent(ctx, own.id, { isExpelled: true })).studentId;
    await write({ studentId: a, courseTaskId: mentorTask, score: 100 });
    await write({ studentId: a, courseTaskId: crossCheck, score: 41 });
    await write({ studentId: b, courseTaskId: mentorTask, score: 100 });
    await write({ studentId: b, courseTaskId: crossCheck, score: 41 });
    await write({ studentId: c, courseTaskId: mentorTask, score: 10 });
    await write({ studentId: expelled, courseTaskId: mentorTask, score: 100 });
    await write({ studentId: expelled, courseTaskId: crossCheck, score: 100 });
    const [ra, rb, rc, re] = await Promise.all([a, b, c, expelled].map((id) => studentRow(ctx, id)));
    // 100 × 0.333 + 41 × 0.5 = 53.8; 10 × 0.333 = 3.33 → 3.3.
    expect([ra.totalScore, ra.crossCheckScore]).toEqual([53.8, 20.5]);
    expect(rc.totalScore).toBe(3.3);
    expect([re.rank, ra.rank, rb.rank, rc.rank]).toEqual([1, 2, 2, 4]);
    expect([ra.activeRank, rb.activeRank, rc.activeRank, re.activeRank]).toEqual([1, 1, 3, null]);
    expect(ra.totalScoreChangeDate).toEqual(ctx.clock.now());
  });

  it('drops a disabled task from the totals on recompute', async () => {
    const own = await staffedCourse(ctx);
    const kept = await addCourseTask(ctx.db, own.id);
    const dropped = await addCourseTask(ctx.db, own.id);
    const { studentId } = await enrolStudent(ctx, own.id);
    await write({ studentId, courseTaskId: kept, score: 30 });
    await write({ studentId, courseTaskId: dropped, score: 20 });
    expect((await studentRow(ctx, studentId)).totalScore).toBe(50);
    await ctx.db.update(courseTasks).set({ disabled: true }).where(eq(courseTasks.id, dropped));
    await ctx.db.transaction((tx) => recomputeCourseScores(tx, own.id, ctx.clock.now()));
    expect((await studentRow(ctx, studentId)).totalScore).toBe(30);
  });
});

describe('concurrent writes', () => {
  const snapshot = async (ids: number[]) =>
    Promise.all(
      ids.map(async (id) => {
        const row = await studentRow(ctx, id);
        return [row.totalScore, row.crossCheckScore, row.rank, row.activeRank];
      }),
    );

  it('two writes for one student and for two students of one course end equal to a fresh recompute', async () => {
    const own = await staffedCourse(ctx);
    const first = await addCourseTask(ctx.db, own.id);
    const second = await addCourseTask(ctx.db, own.id, { checker: 'crossCheck' });
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await enrolStudent(ctx, own.id)).studentId);
    await Promise.all([
      write({ studentId: ids[0], courseTaskId: first, score: 70 }),
      write({ studentId: ids[0], courseTaskId: second, score: 20 }),
      write({ studentId: ids[1], courseTaskId: first, score: 90 }),
      write({ studentId: ids[2], courseTaskId: first, score: 90 }),
    ]);
    const live = await snapshot(ids);
    expect(live[0]).toEqual([90, 20, 1, 1]);
    await ctx.db.transaction((tx) => recomputeCourseScores(tx, own.id, ctx.clock.now()));
    expect(await snapshot(ids)).toEqual(live);
  });
});
