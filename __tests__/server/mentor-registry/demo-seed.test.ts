import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { demoSize, seedSchool } from '@/server/seed';
import { createTestContext, type TestContext } from '../../support/server/context';
import type { RegistryPage } from '../../support/server/mentor-registry';

// pages.md §5 "/admin/mentor-registry" on the first start: the demo school holds about 40 applications of demo users,
// new, invited and joined, some commented or canceled, some from certified graduates, and none of the newcomer persona,
// who registers himself in the e2e journey.
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

it('has no application of a persona, so the newcomer can register', async () => {
  const { items } = await registry('admin');
  const personas = ['admin', 'manager', 'supervisor', 'mentor', 'student', 'newcomer', 'hirer', 'dementor'];
  expect(items.filter((item) => personas.includes(item.githubId))).toEqual([]);
  const response = await ctx.request('/api/v2/registry/mentor', { as: await asPersona('newcomer') });
  expect(response.status).toBe(404);
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
