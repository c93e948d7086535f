import { and, eq } from 'drizzle-orm';
import { certificates, courses, studentRanks, students, users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';
import type { TestUser } from '../../support/server/school';

// data-model.md §12, pages.md §1 and §11 on the first start: the completed course's graduates hold certificates that
// open publicly, with totals from real results; the running course's best students hold some, so the demo manager's
// /course/stats shows every card; the student persona has none in the running course (the journey issues it).
let ctx: TestContext;
let manager: TestUser;
const seedAt = new Date('2026-03-01T10:00:00.000Z');
const courseId = async (alias: string) =>
  (await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, alias)))[0].id;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 120, mentors: 6, tasks: 12 }, 7, seedAt);
  [manager] = await ctx.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(eq(users.githubId, 'manager'));
});
afterAll(() => ctx.close());

it("certifies the completed course's graduates with real, ranked totals, the student persona among them", async () => {
  const completed = await courseId('js-fe-2025');
  const rows = await ctx.db
    .select({
      githubId: users.githubId,
      total: students.totalScore,
      rank: studentRanks.rank,
      publicId: certificates.publicId,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(certificates, eq(certificates.studentId, students.id))
    .where(eq(students.courseId, completed));
  const certified = rows.filter((row) => row.publicId);
  expect(certified.length).toBeGreaterThan(5);
  expect(certified.length).toBeLessThan(rows.length);
  expect(Math.min(...certified.map((row) => row.total))).toBeGreaterThan(
    Math.max(...rows.filter((row) => !row.publicId).map((row) => row.total)) * 0.8,
  );
  const persona = rows.find((row) => row.githubId === 'student');
  expect(persona).toMatchObject({ publicId: expect.any(String), rank: expect.any(Number) });
  const response = await ctx.request(`/api/v2/certificate/${persona?.publicId}`);
  expect(await response.json()).toMatchObject({
    githubId: 'student',
    courseName: 'JS/FE 2025',
    discipline: 'JavaScript',
  });
});

it('shows the demo manager every statistics card of the running course', async () => {
  const running = await courseId('js-fe-2026');
  const get = async (path: string) => {
    const response = await ctx.request(`/api/v2/courses/${running}/stats${path}`, { as: manager });
    expect(response.status).toBe(200);
    return response.json();
  };
  const stats = await get('');
  expect(stats.activeStudentsCount).toBeGreaterThan(50);
  expect(stats.studentsWithMentorCount).toBeGreaterThan(0);
  expect(stats.certifiedStudentsCount).toBe(20);
  expect(stats.eligibleForCertificationCount).toBeGreaterThan(0);
  expect((await get('/mentors')).mentorsActiveCount).toBeGreaterThan(0);
  for (const path of ['/students/countries', '/mentors/countries', '/students/certificates/countries']) {
    expect((await get(path)).countries.length).toBeGreaterThan(0);
  }
  const aggregate = await ctx.request('/api/v2/courses/aggregate/stats?year=2026', { as: 'admin' });
  expect((await aggregate.json()).courseTasks.length).toBeGreaterThan(0);
});

it("leaves the student persona's running course uncertified", async () => {
  const running = await courseId('js-fe-2026');
  const [row] = await ctx.db
    .select({ publicId: certificates.publicId })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(certificates, eq(certificates.studentId, students.id))
    .where(and(eq(students.courseId, running), eq(users.githubId, 'student')));
  expect(row.publicId).toBeNull();
});
