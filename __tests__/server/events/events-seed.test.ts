import { eventTypeValues, events } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';

// pages.md §5 "/admin/events" on the first start: the demo catalogue holds an event of every type, names distinct,
// and the admin page's API lists them.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 20, mentors: 2, tasks: 2 }, 7, new Date('2026-03-01T10:00:00.000Z'));
});
afterAll(() => ctx.close());

it('seeds an events catalogue covering every event type with distinct names', async () => {
  const rows = await ctx.db.select({ name: events.name, type: events.type }).from(events);
  expect(rows.length).toBeGreaterThanOrEqual(eventTypeValues.length);
  expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  expect(new Set(rows.map((row) => row.type))).toEqual(new Set(eventTypeValues));
  const response = await ctx.request('/api/v2/events', { as: 'admin' });
  expect(response.status).toBe(200);
  expect(((await response.json()) as unknown[]).length).toBe(rows.length);
});
