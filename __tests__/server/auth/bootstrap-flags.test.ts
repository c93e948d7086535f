import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { parseEnv } from '@/server/env';
import { applyBootstrapFlags } from '@/server/modules/auth';
import { baseEnv, createTestContext, type TestContext } from '../../support/server/context';
import { addUser } from '../../support/server/school';

// rules.md R1.5: ADMIN_GITHUB_IDS / HIRER_GITHUB_IDS are comma lists of GitHub logins, case-insensitive, applied at
// start-up (runtime.ts) and at each sign-in; they only grant.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const flagsOf = async (id: number) =>
  (await ctx.db.select({ isAdmin: users.isAdmin, isHirer: users.isHirer }).from(users).where(eq(users.id, id)))[0];

describe('bootstrap flags (R1.5)', () => {
  it('grants the flags at start-up to the listed logins, case-insensitively, and to nobody else', async () => {
    const boss = await addUser(ctx.db, { githubId: 'boss' });
    const scout = await addUser(ctx.db, { githubId: 'scout' });
    const bystander = await addUser(ctx.db, { githubId: 'bystander' });
    await applyBootstrapFlags(
      ctx.db,
      parseEnv({ ...baseEnv, ADMIN_GITHUB_IDS: ' Boss , nobody-yet', HIRER_GITHUB_IDS: 'SCOUT,boss' }),
    );
    expect(await flagsOf(boss.id)).toEqual({ isAdmin: true, isHirer: true });
    expect(await flagsOf(scout.id)).toEqual({ isAdmin: false, isHirer: true });
    expect(await flagsOf(bystander.id)).toEqual({ isAdmin: false, isHirer: false });
  });

  it('never revokes: a flag granted by an admin stays when the login is not listed', async () => {
    const appointed = await addUser(ctx.db, { githubId: 'appointed', isAdmin: true, isHirer: true });
    await applyBootstrapFlags(ctx.db, parseEnv({ ...baseEnv, ADMIN_GITHUB_IDS: 'someone-else' }));
    expect(await flagsOf(appointed.id)).toEqual({ isAdmin: true, isHirer: true });
  });

  it('grants the flag at development sign-in too, and the session shows it', async () => {
    const { newcomer } = ctx.school.users;
    const app = ctx.buildApp({ env: { ADMIN_GITHUB_IDS: newcomer.githubId.toUpperCase() } });
    const response = await app.request(`/api/v2/auth/dev/login?githubId=${newcomer.githubId}`);
    expect(response.status).toBe(302);
    expect(await flagsOf(newcomer.id)).toMatchObject({ isAdmin: true });
    const session = await app.request('/api/v2/session', { as: 'newcomer' });
    expect(await session.json()).toMatchObject({ githubId: newcomer.githubId, isAdmin: true });
  });
});
