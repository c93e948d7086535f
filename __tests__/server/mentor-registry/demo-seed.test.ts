import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { demoSize, seedSchool } from '@/server/seed';
import { createTestContext, type TestContext } from '../../support/server/context';
import type { RegistryPage } from '../../support/server/mentor-registry';

// pages.md §5 "/admin/mentor-registry" on the first start: the demo school holds about 40 applications of demo users,
// new, invited and joined, some commented or canceled, some from certified graduates, one of the mentor persona (approved
// to the planned course, not confirmed: Home shows him the invitation), and none of the newcomer persona, who registers
// himself in the e2e journey.
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

const registry = async (login: string, query = '') => {
  const response = await ctx.request(`/api/v2/registry/mentors?pageSize=500${query}`, { as: await asPersona(login) });
  expect(response.status).toBe(200);
  return (await response.json()) as RegistryPage;
};

it('lists about 40 live applications with every status, certificates, past mentors and comments', async () => {
  const { items, pagination } = await registry('admin');
  expect(pagination.total).toBeGreaterThanOrEqual(35);
  expect(pagination.total).toBeLessThanOrEqual(40);
  const statuses = new Set(items.map((item) => item.status));
  expect([...statuses].sort()).toEqual(['invited', 'joined', 'new']);
  expect(items.filter((item) => item.hasCertificate).length).toBeGreaterThan(5);
  expect(items.filter((item) => item.wasMentor).length).toBeGreaterThan(5);
  expect(items.filter((item) => item.comment).length).toBeGreaterThan(2);
  expect((await registry('admin', '&status=new')).pagination.total).toBeGreaterThan(15);
});

it('has no application of a persona but the mentor, so the newcomer can register', async () => {
  const { items } = await registry('admin');
  const personas = ['admin', 'manager', 'supervisor', 'mentor', 'student', 'newcomer', 'hirer', 'dementor'];
  expect(items.filter((item) => personas.includes(item.githubId)).map((item) => item.githubId)).toEqual(['mentor']);
  const response = await ctx.request('/api/v2/registry/mentor', { as: await asPersona('newcomer') });
  // "No questionnaire" is a 404 or, since access.md §26, a 200 with null.
  expect(response.status === 404 || (await response.json()) === null).toBe(true);
});

it('gives the mentor persona a pending invitation: approved to the planned course he has not joined', async () => {
  const mentor = await asPersona('mentor');
  const application = await ctx.request('/api/v2/registry/mentor', { as: mentor });
  expect(application.status).toBe(200);
  const { preselectedCourses } = (await application.json()) as { preselectedCourses: number[] };
  const courses = (await (await ctx.request('/api/v2/courses', { as: mentor })).json()) as {
    id: number;
    alias: string;
  }[];
  const planned = courses.find((course) => course.alias === 'js-fe-2027');
  expect(preselectedCourses).toContain(planned?.id);
  const session = (await (await ctx.request('/api/v2/session', { as: mentor })).json()) as {
    courses: Record<string, { roles: string[] }>;
  };
  expect(session.courses[String(planned?.id)]).toBeUndefined();
});

it('shows the demo manager the applications addressed to his courses', async () => {
  const all = await registry('admin');
  const mine = await registry('manager');
  expect(mine.pagination.total).toBeGreaterThan(20);
  expect(mine.pagination.total).toBeLessThanOrEqual(all.pagination.total);
});

it('is deterministic: the same seed gives the same registry', async () => {
  const first = (await registry('admin')).items.map((item) => [item.githubId, item.status, item.maxStudentsLimit]);
  const again = await createTestContext();
  try {
    await seedSchool(again.db, demoSize, 2026, seedAt);
    const [admin] = await again.db
      .select({ id: users.id, githubId: users.githubId })
      .from(users)
      .where(eq(users.githubId, 'admin'));
    const response = await again.request('/api/v2/registry/mentors?pageSize=500', { as: admin });
    const second = ((await response.json()) as RegistryPage).items.map((item) => [
      item.githubId,
      item.status,
      item.maxStudentsLimit,
    ]);
    expect(second).toEqual(first);
  } finally {
    await again.close();
  }
}, 60_000);
