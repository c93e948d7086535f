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
