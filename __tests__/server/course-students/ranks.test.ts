import { eq, sql } from 'drizzle-orm';
import { studentRanks, students } from '@/server/db/schema';
import { recomputeCourseRanks } from '@/server/modules/course-students';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, studentRow } from '../../support/server/course-people';

// rules.md R3.4: competition ranking by total score, `rank` among all students of the course, `active_rank` among the
// non-expelled (null for the expelled); other courses untouched. R3.3: leave and rejoin recompute the ranks.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ranksOf = async (studentIds: number[]) =>
  Promise.all(studentIds.map(async (id) => (({ rank, activeRank }) => [rank, activeRank])(await studentRow(ctx, id))));

describe('recomputeCourseRanks', () => {
  it('ranks 1, 1, 3 on ties, and ranks the active students apart from the expelled', async () => {
    const course = await staffedCourse(ctx);
    const scores: [number, boolean][] = [
      [70, false],
      [90, true],
      [70, false],
      [50, false],
      [0, false],
    ];
    const ids: number[] = [];
    for (const [totalScore, isExpelled] of scores) {
      ids.push((await enrolStudent(ctx, course.id, { totalScore, isExpelled })).studentId);
    }
    await recomputeCourseRanks(ctx.db, course.id);
    expect(await ranksOf(ids)).toEqual([
      [2, 1],
      [1, null],
      [2, 1],
      [4, 3],
      [5, 4],
    ]);
  });

  it('leaves other courses alone and is idempotent', async () => {
    const course = await staffedCourse(ctx);
    const other = await staffedCourse(ctx);
    const mine = await enrolStudent(ctx, course.id, { totalScore: 10 });
    const theirs = await enrolStudent(ctx, other.id, { totalScore: 10, rank: 7, activeRank: 7 });
    await recomputeCourseRanks(ctx.db, course.id);
    await recomputeCourseRanks(ctx.db, course.id);
    expect(await ranksOf([mine.studentId, theirs.studentId])).toEqual([
      [1, 1],
      [7, 7],
    ]);
  });

  it('is run by leave and rejoin (R3.3)', async () => {
    const course = await staffedCourse(ctx);
    const leaver = await enrolStudent(ctx, course.id, { totalScore: 100 });
    const stayer = await enrolStudent(ctx, course.id, { totalScore: 20 });
    await recomputeCourseRanks(ctx.db, course.id);
    const leave = await ctx.request(`/api/v2/courses/${course.id}/leave`, {
      method: 'POST',
      as: leaver.user,
      body: {},
    });
    expect(leave.status).toBe(204);
    expect(await ranksOf([leaver.studentId, stayer.studentId])).toEqual([
      [1, null],
      [2, 1],
    ]);
    const rejoin = await ctx.request(`/api/v2/courses/${course.id}/rejoin`, { method: 'POST', as: leaver.user });
    expect(rejoin.status).toBe(204);
    expect(await ranksOf([leaver.studentId, stayer.studentId])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

// Migration 0032: the ranks live in student_rank, one row per student, with copies of the student's course, total and
// expelled flag (the band a score write shifts is a range of that table's index).
describe('student_rank', () => {
  const rankRow = async (studentId: number) =>
    (await ctx.db.select().from(studentRanks).where(eq(studentRanks.studentId, studentId)))[0];

  it('comes with the student row, follows its total and expelled flag, and goes with it', async () => {
    const course = await staffedCourse(ctx);
    const { studentId } = await enrolStudent(ctx, course.id, { totalScore: 12.5 });
    expect(await rankRow(studentId)).toEqual({
      studentId,
      courseId: course.id,
      totalScore: 12.5,
      isExpelled: false,
      rank: null,
      activeRank: null,
    });
    await ctx.db.update(students).set({ totalScore: 40, isExpelled: true }).where(eq(students.id, studentId));
    expect(await rankRow(studentId)).toMatchObject({ totalScore: 40, isExpelled: true });
    await ctx.db.delete(students).where(eq(students.id, studentId));
    expect(await rankRow(studentId)).toBeUndefined();
  });

  it('is repaired by the full ranking when a row or a copy is missing or wrong', async () => {
    const course = await staffedCourse(ctx);
    const first = await enrolStudent(ctx, course.id, { totalScore: 30 });
    const second = await enrolStudent(ctx, course.id, { totalScore: 20 });
    await ctx.db.delete(studentRanks).where(eq(studentRanks.studentId, first.studentId));
    await ctx.db.execute(sql`update student_rank set total_score = 99 where student_id = ${second.studentId}`);
    await recomputeCourseRanks(ctx.db, course.id);
    expect(await rankRow(first.studentId)).toMatchObject({ totalScore: 30, rank: 1, activeRank: 1 });
    expect(await rankRow(second.studentId)).toMatchObject({ totalScore: 20, rank: 2, activeRank: 2 });
  });
});
