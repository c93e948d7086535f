import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';
import type { TestUser } from '../../support/server/school';

// data-model.md §12: on the first start /heroes shows the personas' gratitudes and a radar, and the public hall of
// fame names the student persona's mentor.
let ctx: TestContext;
let student: TestUser;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(seedAt);
  await seedSchool(ctx.db, { students: 60, mentors: 6, tasks: 12 }, 7, seedAt);
  [student] = await ctx.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(eq(users.githubId, 'student'));
});
afterAll(() => ctx.close());

type Feed = { items: { from: { githubId: string }; to: { githubId: string }; badgeId: string }[] };

it("opens the feed with the student's thanks to his mentor", async () => {
  const response = await ctx.request('/api/v2/gratitudes', { as: student });
  const feed = (await response.json()) as Feed;
  expect(feed.items[0]).toMatchObject({
    from: { githubId: 'student' },
    to: { githubId: 'mentor' },
    badgeId: 'Thank_you',
  });
});

it('fills the heroes radar, and "only not activists" leaves someone out', async () => {
  const all = await ctx.request('/api/v2/gratitudes/heroes/radar?current=1&pageSize=500', { as: student });
  const notActivists = await ctx.request('/api/v2/gratitudes/heroes/radar?current=1&pageSize=500&notActivist=true', {
    as: student,
  });
  const total = async (response: Response) => ((await response.json()) as { pagination: { total: number } }).pagination;
  const [everyone, some] = [await total(all), await total(notActivists)];
  expect(everyone.total).toBeGreaterThan(20);
  expect(some.total).toBeLessThan(everyone.total);
  const countries = await ctx.request('/api/v2/gratitudes/heroes/countries', { as: student });
  expect(((await countries.json()) as unknown[]).length).toBeGreaterThan(1);
});

it("names the student's mentor in the public hall of fame", async () => {
  const response = await ctx.request('/api/v2/mentors-hall-of-fame');
  const mentors = (await response.json()) as { githubId: string; totalStudents: number; totalGratitudes: number }[];
  const mentor = mentors.find((candidate) => candidate.githubId === 'mentor');
  expect(mentor?.totalStudents).toBeGreaterThan(0);
  expect(mentor?.totalGratitudes).toBeGreaterThan(0);
});
