import { eq } from 'drizzle-orm';
import { courses, users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { extendScheduleTo } from '../../../bench/schedule-items';
import { createTestContext, type TestContext } from '../../support/server/context';
import type { ScheduleItemBody } from '../../support/server/schedule';

// pages.md §11 on the first start: the running demo course's schedule shows real items to the student persona, and
// the bench's 200-item schedule (DESIGN.md "Performance") answers in one piece.
let ctx: TestContext;
let courseId: number;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 30, mentors: 3, tasks: 12 }, 7, seedAt);
  ctx.clock.set(seedAt);
  const [main] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  courseId = main.id;
}, 120_000);
afterAll(() => ctx.close());

const persona = async (login: string) => {
  const [user] = await ctx.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(eq(users.githubId, login));
  return user;
};
const schedule = async (login: string) => {
  const response = await ctx.request(`/api/v2/courses/${courseId}/schedule`, { as: await persona(login) });
  expect(response.status).toBe(200);
  return (await response.json()) as ScheduleItemBody[];
};

it('shows the student persona the running course with several statuses and tags', async () => {
  const items = await schedule('student');
  expect(items.length).toBeGreaterThanOrEqual(12);
  expect(new Set(items.map((item) => item.status)).size).toBeGreaterThanOrEqual(3);
  expect(items.map((item) => item.tag)).toEqual(expect.arrayContaining(['coding', 'cross-check-review']));
});

it('answers a 200-item schedule for the bench personas', async () => {
  await extendScheduleTo(ctx.db, courseId, 200);
  for (const login of ['student', 'manager']) {
    const items = await schedule(login);
    expect(items).toHaveLength(200);
  }
}, 60_000);
