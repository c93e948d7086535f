import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { createTestContext, type TestContext } from '../../support/server/context';
import { addApplication, type RegistryPage } from '../../support/server/mentor-registry';
import { addUser } from '../../support/server/school';

// Migration 0017: the registry sorts and filters by the applicant's login and city copied onto his application; a
// rename of the user or a move to another city shows on the next read.
let ctx: TestContext;
const login = (name: string) => `${process.pid}-copy-${name}`;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const page = async (query: string) => {
  const response = await ctx.request(`/api/v2/registry/mentors?${query}`, { as: 'admin' });
  expect(response.status).toBe(200);
  return ((await response.json()) as RegistryPage).items.map((item) => item.githubId);
};

describe('the applicant login and city of an application', () => {
  it('follow the user: filters and the login order see the new values', async () => {
    const first = await addUser(ctx.db, { githubId: login('b'), cityName: 'Gdansk' });
    const second = await addUser(ctx.db, { githubId: login('c'), cityName: 'Gdansk' });
    await addApplication(ctx.db, first.id);
    await addApplication(ctx.db, second.id);
    expect(await page(`githubId=${login('')}&orderBy=githubId&orderDirection=asc`)).toEqual([login('b'), login('c')]);

    await ctx.db
      .update(users)
      .set({ githubId: login('d'), cityName: 'Sopot' })
      .where(eq(users.id, first.id));
    expect(await page(`githubId=${login('')}&orderBy=githubId&orderDirection=asc`)).toEqual([login('c'), login('d')]);
    expect(await page(`githubId=${login('')}&cityName=sopot`)).toEqual([login('d')]);
    expect(await page(`githubId=${login('b')}`)).toEqual([]);
  });
});
