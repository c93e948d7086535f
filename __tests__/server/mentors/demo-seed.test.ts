import { and, eq } from 'drizzle-orm';
import { courses, mentors, users } from '@/server/db/schema';
import { demoSize, seedSchool } from '@/server/seed';
import { createTestContext, type TestContext } from '../../support/server/context';

// pages.md §3 /course/mentor/dashboard and §4 /course/admin/mentor-tasks-review on the first start: the mentor persona
// sees all three tabs and has random tasks to take; the review table has assigned and scored rows.
let ctx: TestContext;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, demoSize, 2026, seedAt);
}, 60_000);
afterAll(() => ctx.close());

const persona = async (login: string) =>
  (await ctx.db.select({ id: users.id, githubId: users.githubId }).from(users).where(eq(users.githubId, login)))[0];

it('gives the mentor persona in-review, done and random-task items and work for "Review random task"', async () => {
  const [main] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const mentor = await persona('mentor');
  const [record] = await ctx.db
    .select({ id: mentors.id })
    .from(mentors)
    .where(and(eq(mentors.courseId, main.id), eq(mentors.userId, mentor.id)));
  const base = `/api/v2/mentors/${record.id}/course/${main.id}`;
  const items = (await (await ctx.request(`${base}/dashboard`, { as: mentor })).json()) as { status: string }[];
  expect(new Set(items.map((item) => item.status))).toEqual(new Set(['in-review', 'done', 'random-task']));
  const preview = (await (await ctx.request(`${base}/random-task`, { as: mentor })).json()) as { available: number };
  expect(preview.available).toBeGreaterThan(0);

  const reviews = await ctx.request(`/api/v2/course/${main.id}/mentor-reviews?current=1&pageSize=100`, {
    as: await persona('manager'),
  });
  const page = (await reviews.json()) as { items: { checker: unknown; score: number | null }[] };
  expect(page.items.some((item) => item.checker && item.score !== null)).toBe(true);
  expect(page.items.some((item) => item.checker && item.score === null)).toBe(true);
});
