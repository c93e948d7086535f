import { eq } from 'drizzle-orm';
import { studentRanks, students } from '@/server/db/schema';
import { recomputeCourseScores, writeTaskResult } from '@/server/modules/scores';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse } from '../../support/server/course-people';
import { addCourseTask, setRanks } from '../../support/server/school';

// rules.md R3.4 kept current by a range update: after every single write the stored rank and active rank equal the
// competition ranking computed from scratch, through rises, falls, ties and expelled students.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Row = { id: number; total: number; expelled: boolean; rank: number | null; activeRank: number | null };

// Every student of the course with his total and both stored ranks.
async function courseRanks(courseId: number): Promise<Row[]> {
  const rows = await ctx.db
    .select({
      id: students.id,
      total: students.totalScore,
      expelled: students.isExpelled,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .where(eq(students.courseId, courseId));
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

function expectedRanks(rows: Row[]) {
  return rows.map((row) => ({
    id: row.id,
    rank: 1 + rows.filter((other) => other.total > row.total).length,
    activeRank: row.expelled ? null : 1 + rows.filter((other) => !other.expelled && other.total > row.total).length,
  }));
}

it('keeps ranks equal to a fresh competition ranking after each of 80 writes', async () => {
  const course = await staffedCourse(ctx);
  const tasks = [
    await addCourseTask(ctx.db, course.id, { maxScore: 10 }),
    await addCourseTask(ctx.db, course.id, { maxScore: 10 }),
  ];
  const ids: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    ids.push((await enrolStudent(ctx, course.id, { isExpelled: i % 4 === 3 })).studentId);
  }
  // Registration gives every student a rank (R14.1); the fixture inserts rows directly, so rank them once.
  await ctx.db.transaction((tx) => recomputeCourseScores(tx, course.id, ctx.clock.now()));
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let step = 0; step < 80; step += 1) {
    const studentId = ids[next(ids.length)];
    const courseTaskId = tasks[next(tasks.length)];
    // Scores 0..4 on two tasks make many ties, and a score can fall as well as rise.
    await ctx.db.transaction((tx) =>
      writeTaskResult(
        tx,
        { studentId, courseTaskId, score: next(5), authorId: ctx.school.users.manager.id },
        ctx.clock.now(),
      ),
    );
    const rows = await courseRanks(course.id);
    expect(rows.map(({ id, rank, activeRank }) => ({ id, rank, activeRank }))).toEqual(expectedRanks(rows));
  }
});

it('falls back to a full ranking when a student of the course has no rank yet', async () => {
  const course = await staffedCourse(ctx);
  const courseTaskId = await addCourseTask(ctx.db, course.id, { maxScore: 10 });
  const ranked = [];
  for (let i = 0; i < 3; i += 1) ranked.push((await enrolStudent(ctx, course.id)).studentId);
  await ctx.db.transaction((tx) => recomputeCourseScores(tx, course.id, ctx.clock.now()));
  // Enrolled straight into the table after the ranking: no rank, no active rank.
  const unranked = (await enrolStudent(ctx, course.id)).studentId;
  const write = (studentId: number, score: number) =>
    ctx.db.transaction((tx) =>
      writeTaskResult(tx, { studentId, courseTaskId, score, authorId: ctx.school.users.manager.id }, ctx.clock.now()),
    );

  await write(ranked[0], 5);
  let rows = await courseRanks(course.id);
  expect(rows.map(({ id, rank, activeRank }) => ({ id, rank, activeRank }))).toEqual(expectedRanks(rows));

  await setRanks(ctx.db, unranked, { rank: null, activeRank: null });
  await write(unranked, 7);
  rows = await courseRanks(course.id);
  expect(rows.find((row) => row.id === unranked)).toMatchObject({ rank: 1, activeRank: 1 });
  expect(rows.map(({ id, rank, activeRank }) => ({ id, rank, activeRank }))).toEqual(expectedRanks(rows));
});

// The lone write (score_write, migration 0029) counts the others it passes while it shifts the band [low, high), and
// adds those exactly on high with one lookup: ties on both ends of the band, active and expelled, must come out as a
// fresh ranking whichever way the total moves.
it('keeps ranks exact when the moving student leaves one tie and joins another, both ways', async () => {
  const course = await staffedCourse(ctx);
  const task = await addCourseTask(ctx.db, course.id, { maxScore: 10 });
  const manager = ctx.school.users.manager.id;
  const write = (studentId: number, score: number) =>
    ctx.db.transaction((tx) =>
      writeTaskResult(tx, { studentId, courseTaskId: task, score, authorId: manager }, ctx.clock.now()),
    );
  // Totals: 3 (two, one expelled), 5, 7 (two, one expelled), 9 and 0; the mover starts on the tie at 3.
  const layout: [number, boolean][] = [
    [3, false],
    [3, true],
    [5, false],
    [7, false],
    [7, true],
    [9, false],
    [0, false],
  ];
  const ids: number[] = [];
  for (const [, isExpelled] of layout) ids.push((await enrolStudent(ctx, course.id, { isExpelled })).studentId);
  const mover = (await enrolStudent(ctx, course.id)).studentId;
  for (const [index, [score]] of layout.entries()) await write(ids[index], score);
  await write(mover, 3);
  await ctx.db.transaction((tx) => recomputeCourseScores(tx, course.id, ctx.clock.now()));
  for (const score of [7, 3, 9, 0, 7, 5, 3]) {
    await write(mover, score);
    const rows = await courseRanks(course.id);
    expect(rows.find((row) => row.id === mover)?.total).toBe(score);
    expect(rows.map(({ id, rank, activeRank }) => ({ id, rank, activeRank }))).toEqual(expectedRanks(rows));
  }
});
