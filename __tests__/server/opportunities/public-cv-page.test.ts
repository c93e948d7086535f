import { loadPublicCv } from '@/modules/Cv/public-cv';
import { createTestContext, type TestContext } from '../../support/server/context';
import { addUser } from '../../support/server/school';

// pages.md §8 "/cv/[uuid]" is rendered on the server: getServerSideProps asks the API of its own process (the app kept
// on globalThis by src/server/runtime.ts) and answers the 404 page for a CV that is not public (rules.md R18.3).
let ctx: TestContext;
const holder = globalThis as { rsSchoolRuntime?: Promise<unknown> };

beforeAll(async () => {
  ctx = await createTestContext();
  holder.rsSchoolRuntime = Promise.resolve({ app: ctx.app });
});
afterAll(async () => {
  delete holder.rsSchoolRuntime;
  await ctx.close();
});

it('gives the page the public CV, read in-process', async () => {
  const user = await addUser(ctx.db, { firstName: 'Sara', lastName: 'Server' });
  await ctx.request('/api/v2/opportunities/consent', { as: user, method: 'POST' });
  const { uuid } = await (await ctx.request('/api/v2/opportunities/me/resume', { as: user })).json();
  const result = await loadPublicCv(uuid);
  expect(result).toEqual({ props: { resume: expect.objectContaining({ uuid, name: 'Sara Server' }) } });
});

it('answers the 404 page for a hidden, an unknown and a malformed id', async () => {
  const user = await addUser(ctx.db);
  await ctx.request('/api/v2/opportunities/consent', { as: user, method: 'POST' });
  const { uuid } = await (await ctx.request('/api/v2/opportunities/me/resume', { as: user })).json();
  await ctx.request('/api/v2/opportunities/visibility', { as: user, method: 'POST', body: { isHidden: true } });
  expect(await loadPublicCv(uuid)).toEqual({ notFound: true });
  expect(await loadPublicCv('2f1f5d1e-4c1b-4d43-9a53-3f0c6f0d9a11')).toEqual({ notFound: true });
  expect(await loadPublicCv('../../admin')).toEqual({ notFound: true });
});
