import { and, eq, sql } from 'drizzle-orm';
import { courses, courseTasks, studentRanks, students, taskResults, tasks, users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';

// The demo seed's scores (pages.md §11 "/course/score"): real task results on the past tasks of the running course,
// totals and ranks from the live recompute (R3.2, R3.4), the student persona ranked with one mentor task left open.
let ctx: TestContext;
const seedAt = new Date('2026-03-01T10:00:00.000Z');
let main: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 40, mentors: 3, tasks: 12 }, 7, seedAt);
  [{ id: main }] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
});
afterAll(() => ctx.close());

it('stores totals equal to the weighted sum of the seeded results', async () => {
  const list = await ctx.db
    .select({
      stored: students.totalScore,
      results: sql<number>`count(${taskResults.id})::integer`,
      computed: sql<string>`coalesce(round(sum(${taskResults.score} * ${courseTasks.scoreWeight}), 1), 0)`,
    })
    .from(students)
    .leftJoin(taskResults, eq(taskResults.studentId, students.id))
    .leftJoin(courseTasks, and(eq(courseTasks.id, taskResults.courseTaskId), eq(courseTasks.disabled, false)))
    .where(eq(students.courseId, main))
    .groupBy(students.id);
  expect(list.length).toBeGreaterThan(40);
  expect(list.filter((row) => Number(row.results) > 0).length).toBeGreaterThan(30);
  for (const row of list) expect(Number(row.stored)).toBe(Number(row.computed));
});

it('ranks the student persona from his results and leaves the in-window mentor task unscored for him', async () => {
  const [student] = await ctx.db
    .select({
      id: students.id,
      totalScore: students.totalScore,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(users.githubId, 'student'), eq(students.courseId, main)));
  expect(student.totalScore).toBeGreaterThan(0);
  expect(student.rank).toBeGreaterThan(0);
  expect(student.activeRank).toBeGreaterThan(0);
  const open = await ctx.db
    .select({ id: courseTasks.id, name: tasks.name })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .where(
      and(
        eq(courseTasks.courseId, main),
        eq(courseTasks.checker, 'mentor'),
        sql`${courseTasks.studentStartDate} <= ${seedAt.toISOString()}::timestamptz`,
        sql`${courseTasks.studentEndDate} >= ${seedAt.toISOString()}::timestamptz`,
      ),
    );
  expect(open.length).toBeGreaterThan(0);
  const scored = await ctx.db
    .select({ courseTaskId: taskResults.courseTaskId })
    .from(taskResults)
    .where(eq(taskResults.studentId, student.id));
  expect(scored.length).toBeGreaterThan(0);
  for (const task of open) expect(scored.map((row) => row.courseTaskId)).not.toContain(task.id);
});
