import { and, asc, eq } from 'drizzle-orm';
import { courses, studentRanks, students, users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';

// pages.md §4 "/course/admin/students" on the first start: the running demo course's students have deterministic
// totals and stored ranks (R3.4), the student persona a known total.
let ctx: TestContext;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 40, mentors: 3, tasks: 2 }, 7, seedAt);
});
afterAll(() => ctx.close());

const mainCourseStudents = async () => {
  const [main] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  return ctx.db
    .select({
      githubId: users.githubId,
      totalScore: students.totalScore,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
      isExpelled: students.isExpelled,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.courseId, main.id)))
    .orderBy(asc(students.id));
};

it('gives the running course spread totals and competition ranks in both scopes', async () => {
  const rows = await mainCourseStudents();
  expect(new Set(rows.map((row) => row.totalScore)).size).toBeGreaterThan(10);
  expect(rows.find((row) => row.githubId === 'student')).toMatchObject({
    totalScore: expect.any(Number),
    isExpelled: false,
  });
  expect(rows.find((row) => row.githubId === 'student')?.totalScore).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.rank).toBe(1 + rows.filter((other) => other.totalScore > row.totalScore).length);
    const active = rows.filter((other) => !other.isExpelled);
    expect(row.activeRank).toBe(
      row.isExpelled ? null : 1 + active.filter((other) => other.totalScore > row.totalScore).length,
    );
  }
});

it('is deterministic: the same seed gives the same totals', async () => {
  const first = (await mainCourseStudents()).map((row) => [row.githubId, row.totalScore]);
  const again = await createTestContext();
  try {
    await seedSchool(again.db, { students: 40, mentors: 3, tasks: 2 }, 7, seedAt);
    const [main] = await again.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
    const second = await again.db
      .select({ githubId: users.githubId, totalScore: students.totalScore })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.courseId, main.id))
      .orderBy(asc(students.id));
    expect(second.map((row) => [row.githubId, row.totalScore])).toEqual(first);
  } finally {
    await again.close();
  }
});

it('lists the course on the students page with real ranks for the manager persona', async () => {
  const [manager] = await ctx.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(eq(users.githubId, 'manager'));
  const [main] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const response = await ctx.request(`/api/v2/courses/${main.id}/students?current=1&pageSize=5`, { as: manager });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { items: { rank: number | null; totalScore: number }[] };
  expect(page.items[0].rank).toBe(1);
  expect(page.items.every((item) => item.rank !== null)).toBe(true);
});
