import { eq } from 'drizzle-orm';
import { courses, users } from '@/server/db/schema';
import { demoSize, seedSchool } from '@/server/seed';
import { createTestContext, type TestContext } from '../../support/server/context';

// pages.md §4 "/course/admin/events" on the first start: about ten events of js-fe-2026 around today, past, under way
// and future, some with an end time and some with a duration, organized by the mentor or manager persona.
let ctx: TestContext;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, demoSize, 2026, seedAt);
}, 60_000);
afterAll(() => ctx.close());

type Listed = {
  dateTime: string;
  endTime: string | null;
  duration: number | null;
  place: string | null;
  broadcastUrl: string | null;
  organizer: { githubId: string } | null;
};

it('shows the manager persona about ten course events of js-fe-2026 around today', async () => {
  const [manager] = await ctx.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(eq(users.githubId, 'manager'));
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const response = await ctx.request(`/api/v2/courses/${course.id}/events`, { as: manager });
  expect(response.status).toBe(200);
  const list = (await response.json()) as Listed[];
  expect(list.length).toBeGreaterThanOrEqual(8);
  const at = (event: Listed) => Date.parse(event.dateTime);
  expect(list.some((event) => at(event) < seedAt.getTime())).toBe(true);
  expect(list.some((event) => at(event) > seedAt.getTime())).toBe(true);
  expect(list.some((event) => event.endTime)).toBe(true);
  expect(list.some((event) => event.duration)).toBe(true);
  expect(list.some((event) => event.broadcastUrl)).toBe(true);
  expect(list.every((event) => event.place && ['mentor', 'manager'].includes(event.organizer?.githubId ?? ''))).toBe(
    true,
  );
});
