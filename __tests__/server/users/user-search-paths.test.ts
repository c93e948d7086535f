import { users } from '../../../src/server/db/schema';
import { createTestContext, type TestContext } from '../../support/server/context';

// rules.md R22.1 "at most 20 users by login; obfuscated users never", whichever way the search finds them: a frequent
// term is served by walking the first logins in order, a term with fewer than 20 hits there by looking every hit up
// (the trigram index for 3+ characters, the whole login index for shorter terms). Both must give the same first 20.
let ctx: TestContext;
const pad = (n: number) => String(n).padStart(4, '0');
beforeAll(async () => {
  ctx = await createTestContext();
  // 1,100 "aa-filler-*" logins fill the first logins of the school, so "zz-*" logins sit far beyond them.
  const fillers = Array.from({ length: 1100 }, (_, i) => ({
    githubId: `aa-filler-${pad(i)}`,
    firstName: 'Filler',
    lastName: `Person ${i}`,
    obfuscated: i === 3,
  }));
  const early = Array.from({ length: 5 }, (_, i) => ({ githubId: `a-qzx-early-${i}`, firstName: 'Early' }));
  const late = Array.from({ length: 30 }, (_, i) => ({ githubId: `zz-late-${pad(i)}`, lastName: `Qzxova ${i}` }));
  await ctx.db.insert(users).values([...fillers, ...early, ...late]);
});
afterAll(() => ctx.close());

const logins = async (query: string) => {
  const response = await ctx.request(`/api/v2/users/search?query=${encodeURIComponent(query)}`, { as: 'admin' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { githubId: string }[]).map((hit) => hit.githubId);
};

const expected = [
  ...Array.from({ length: 5 }, (_, i) => `a-qzx-early-${i}`),
  ...Array.from({ length: 15 }, (_, i) => `zz-late-${pad(i)}`),
];

describe('GET /users/search: the first 20 users by login, however they are found', () => {
  it('gives the first 20 hits of a frequent term, skipping obfuscated users', async () => {
    const hits = await logins('filler');
    expect(hits).toEqual(
      [0, 1, 2, 4, ...Array.from({ length: 16 }, (_, i) => i + 5)].map((i) => `aa-filler-${pad(i)}`),
    );
  });

  it('gives the first 20 hits when most of them lie past the first thousand logins (3+ characters)', async () => {
    expect(await logins('qzx')).toEqual(expected);
    expect(await logins('QZX early')).toEqual(expected.slice(0, 5));
  });

  it('gives the first 20 hits when most of them lie past the first thousand logins (2 characters)', async () => {
    expect(await logins('qz')).toEqual(expected);
  });

  it('gives every hit when there are fewer than 20', async () => {
    expect(await logins('late-0001')).toEqual(['zz-late-0001']);
    expect(await logins('nobody-has-this')).toEqual([]);
  });
});
