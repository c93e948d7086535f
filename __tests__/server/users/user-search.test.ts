import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addUser, type TestUser } from '../../support/server/school';

// access.md §34, rules.md R22.2: GET /api/users/search/{text} finds at most 20 users whose login, first name, last name
// or "first last" starts with text.
let ctx: TestContext;
let kestrel: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  kestrel = await addUser(ctx.db, { githubId: 'Kestrel-Owl', firstName: 'Marguerite', lastName: 'Quillon' });
});
afterAll(() => ctx.close());

type Found = { id: number; githubId: string; name: string };

const search = async (text: string, as: 'student' | 'newcomer' = 'student') => {
  const response = await ctx.request(`/api/users/search/${encodeURIComponent(text)}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Found[];
};
const logins = async (text: string) => (await search(text)).map((user) => user.githubId);

describe('GET /api/users/search/{text}', () => {
  it('answers {id, githubId, name} of a user whose login starts with the text', async () => {
    const response = await ctx.request('/api/users/search/kestrel', { as: 'newcomer' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual([{ id: kestrel.id, githubId: 'Kestrel-Owl', name: 'Marguerite Quillon' }]);
  });

  it('matches a prefix of the login, the first name or the last name, ignoring case', async () => {
    for (const text of ['KES', 'kestrel-o', 'marg', 'MARGUERITE', 'qUiL', 'quillon']) {
      expect(await logins(text)).toEqual(['Kestrel-Owl']);
    }
  });

  it('matches a prefix of "first last", ignoring case and repeated spaces (R22.2)', async () => {
    for (const text of ['Marguerite Q', 'marguerite quillon', 'MARGUERITE   quil', 'marguerite ']) {
      expect(await logins(text)).toEqual(['Kestrel-Owl']);
    }
    for (const text of ['Marguerite X', 'Quillon Marguerite', 'arguerite Q']) expect(await search(text)).toEqual([]);
  });

  it('does not match text in the middle of a login or a name', async () => {
    for (const text of ['strel', 'owl', 'guerite', 'llon', 'e Q']) expect(await search(text)).toEqual([]);
  });

  it('trims the text and answers [] for whitespace-only text', async () => {
    expect(await logins('  kestrel ')).toEqual(['Kestrel-Owl']);
    for (const text of [' ', '   ', '\t']) expect(await search(text)).toEqual([]);
  });

  it('treats % and _ in the text literally, never as wildcards', async () => {
    await addUser(ctx.db, { githubId: 'under_score', firstName: 'Wild', lastName: 'Card' });
    await addUser(ctx.db, { githubId: 'underxscore', firstName: 'Tame', lastName: 'Card' });
    await addUser(ctx.db, { githubId: 'percent-sign', firstName: '100%Sure', lastName: 'Pct' });
    await addUser(ctx.db, { githubId: 'percent-none', firstName: '1000 Miles', lastName: 'Pct' });
    await addUser(ctx.db, { githubId: 'back-slash', firstName: 'a\\b', lastName: 'Slash' });
    expect(await logins('under_')).toEqual(['under_score']);
    expect(await logins('100%')).toEqual(['percent-sign']);
    expect(await logins('a\\')).toEqual(['back-slash']);
    for (const text of ['%', '_', '%kestrel', '_estrel', '%%', 'k%']) expect(await search(text)).toEqual([]);
  });

  it('leaves obfuscated users out', async () => {
    await addUser(ctx.db, { githubId: 'hidden-heron', firstName: 'Hidden', lastName: 'Heron', obfuscated: true });
    const hare = await addUser(ctx.db, { githubId: 'hidden-hare', firstName: 'Visible', lastName: 'Hare' });
    expect(await search('hidden')).toEqual([{ id: hare.id, githubId: 'hidden-hare', name: 'Visible Hare' }]);
    expect(await search('heron')).toEqual([]);
  });

  it('answers a user without names by his login', async () => {
    const bare = await addUser(ctx.db, { githubId: 'nameless-one', firstName: null, lastName: null });
    expect(await search('nameless')).toEqual([{ id: bare.id, githubId: 'nameless-one', name: 'nameless-one' }]);
  });

  it('answers at most 20 users ordered by login', async () => {
    const numbers = Array.from({ length: 25 }, (_, index) => String(index + 1).padStart(2, '0'));
    for (const number of [...numbers].reverse()) {
      await addUser(ctx.db, { githubId: `crowd-${number}`, firstName: 'Crowd', lastName: `Member ${number}` });
    }
    const expected = numbers.slice(0, 20).map((number) => `crowd-${number}`);
    expect(await logins('crowd')).toEqual(expected);
    expect(await logins('CROWD-2')).toEqual(['crowd-20', 'crowd-21', 'crowd-22', 'crowd-23', 'crowd-24', 'crowd-25']);
  });

  it('answers text of 100 characters and refuses longer text with a 400 naming text', async () => {
    expect(await search('k'.repeat(100))).toEqual([]);
    const response = await ctx.request(`/api/users/search/${'k'.repeat(101)}`, { as: 'student' });
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    expect(problem.type).toBe('/problems/validation');
    expect(problem.errors).toEqual([{ path: 'text', message: expect.any(String) }]);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.request('/api/users/search/kestrel');
    expect(response.status).toBe(401);
    expect((await readProblem(response)).type).toBe('/problems/unauthenticated');
  });
});
