import { eq } from 'drizzle-orm';
import { resumes, users } from '@/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { addUser } from '../../support/server/school';

// access.md §23 consent rows, rules.md R18.1 (consent creates the resume, pre-filled, public for 30 days), R18.2
// (withdrawal deletes it; without consent edit, prolong and visibility answer 409).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const call = (path: string, as: Caller, method = 'GET', body?: unknown) =>
  ctx.request(`/api/v2/opportunities${path}`, { as, method, body });

async function newUser() {
  return addUser(ctx.db, {
    firstName: 'Cara',
    lastName: 'Candidate',
    primaryEmail: 'cara.primary@example.com',
    contactsTelegram: 'cara_tg',
    contactsPhone: '+48 111',
  });
}

it('gives consent: a resume pre-filled from the profile, public for 30 days from now', async () => {
  const user = await newUser();
  const response = await call('/consent', user, 'POST');
  expect(response.status).toBe(200);
  const expires = new Date(ctx.clock.now().getTime() + 30 * DAY).toISOString();
  expect(await response.json()).toEqual({ consent: true, expires });
  expect(await (await call('/consent', user)).json()).toEqual({ consent: true, expires });

  const resume = await (await call('/me/resume', user)).json();
  expect(resume).toMatchObject({
    name: 'Cara Candidate',
    link: `http://localhost:3000/cv/${resume.uuid}`,
    contacts: {
      email: 'cara.primary@example.com',
      telegram: 'cara_tg',
      phone: '+48 111',
      githubUsername: user.githubId,
    },
    expires,
    isHidden: false,
    locations: [],
    visibleCourses: [],
  });
});

it('renews the 30 days when consent is given again, keeping the same resume', async () => {
  const user = await newUser();
  await call('/consent', user, 'POST');
  const first = await (await call('/me/resume', user)).json();
  ctx.clock.advance(10 * DAY);
  const again = await (await call('/consent', user, 'POST')).json();
  expect(again.expires).toBe(new Date(ctx.clock.now().getTime() + 30 * DAY).toISOString());
  expect((await (await call('/me/resume', user)).json()).uuid).toBe(first.uuid);
});

it('withdraws consent: the resume is deleted and its public page answers 404', async () => {
  const user = await newUser();
  await call('/consent', user, 'POST');
  const { uuid } = await (await call('/me/resume', user)).json();
  expect((await ctx.request(`/api/v2/opportunities/public/${uuid}`)).status).toBe(200);

  const response = await call('/consent', user, 'DELETE');
  expect(await response.json()).toEqual({ consent: false, expires: null });
  expect(await ctx.db.select().from(resumes).where(eq(resumes.userId, user.id))).toEqual([]);
  const [row] = await ctx.db.select({ consent: users.opportunitiesConsent }).from(users).where(eq(users.id, user.id));
  expect(row.consent).toBe(false);
  expect((await call('/me/resume', user)).status).toBe(404);
  expect((await ctx.request(`/api/v2/opportunities/public/${uuid}`)).status).toBe(404);
});

it('answers 409 to edit, prolong and visibility without consent', async () => {
  const user = await newUser();
  for (const [path, method, body] of [
    ['/me/resume', 'PATCH', { name: 'Cara' }],
    ['/prolong', 'POST', undefined],
    ['/visibility', 'POST', { isHidden: true }],
  ] as const) {
    const response = await call(path, user, method, body);
    expect({ path, status: response.status }).toEqual({ path, status: 409 });
    expect((await readProblem(response)).detail).toMatch(/consent/);
  }
});

it('asks for a session on every consent call', async () => {
  for (const method of ['GET', 'POST', 'DELETE'])
    expect((await call('/consent', 'anonymous', method)).status).toBe(401);
});
