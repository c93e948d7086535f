import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { demoSize, seedSchool } from '@/server/seed';
import { createTestContext, type TestContext } from '../../support/server/context';

// pages.md §5 /admin/alerts, /admin/contributors, /admin/prompts and Home's banners (R23.1) on the first start.
let ctx: TestContext;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, demoSize, 2026, seedAt);
}, 60_000);
afterAll(() => ctx.close());

const asPersona = async (login: string) => {
  const [user] = await ctx.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(eq(users.githubId, login));
  return user;
};
const get = async <T>(path: string, login: string) => {
  const response = await ctx.request(path, { as: await asPersona(login) });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
type Alert = { type: string; enabled: boolean; course: { alias: string } | null };

it('shows the student the global alert and the running course warning, the newcomer only the global one', async () => {
  const forStudent = await get<Alert[]>('/api/v2/alerts', 'student');
  expect(forStudent.map((alert) => [alert.type, alert.course?.alias ?? null])).toEqual([
    ['warn', 'js-fe-2026'],
    ['info', null],
  ]);
  expect((await get<Alert[]>('/api/v2/alerts', 'newcomer')).map((alert) => alert.type)).toEqual(['info']);
});

it('gives the admin a disabled draft besides the enabled alerts, two prompts and three contributors', async () => {
  const all = await get<Alert[]>('/api/v2/alerts?enabled=false', 'admin');
  expect(all.filter((alert) => !alert.enabled)).toHaveLength(1);
  expect(await get<unknown[]>('/api/v2/prompts', 'admin')).toHaveLength(2);
  const contributors = await get<{ user: { githubId: string } }[]>('/api/v2/contributors', 'student');
  expect(contributors.map((entry) => entry.user.githubId)).toEqual(['manager', 'mentor', 'taskowner']);
});
