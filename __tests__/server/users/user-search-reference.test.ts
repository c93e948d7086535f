import { users } from '@/server/db/schema';
import type { SessionData } from '@/server/modules/session';
import { findUsers, indexProbe } from '@/server/modules/users/service/search-users';
import { createTestContext, type TestContext } from '../../support/server/context';
import * as reference from '../../support/server/reference/user-search-objects';
import { addCertificate, addCourse, addMentor, addStudent, addUser } from '../../support/server/school';

// Issue 12: the user search answers from one prepared statement (the login window and the look-up of every hit in
// one, the second behind a one-time filter) instead of up to two built and planned per call. Its answer must be
// exactly what the earlier service gave (kept as the reference in __tests__/support/server/reference): the same hits,
// in the same order, with the same bytes, for admins and managers, whichever way the hits are found.
let ctx: TestContext;
const pad = (n: number) => String(n).padStart(4, '0');
beforeAll(async () => {
  ctx = await createTestContext();
  // 1,100 logins fill the first thousand, so that the later logins are found only by the look-up of every hit.
  const fillers = Array.from({ length: 1100 }, (_, i) => ({
    githubId: `aa-filler-${pad(i)}`,
    firstName: i % 7 ? 'Filler' : 'Ivan',
    lastName: i % 5 ? `Person ${i}` : 'Petrova',
    obfuscated: i % 97 === 3,
  }));
  const late = Array.from({ length: 40 }, (_, i) => ({
    githubId: `zz-late-${pad(i)}`,
    firstName: i % 2 ? 'Anna' : null,
    lastName: `Qzxova ${i}`,
    obfuscated: i === 5,
  }));
  await ctx.db.insert(users).values([...fillers, ...late]);
  const river = await addCourse(ctx.db, { name: 'River "2026"', startDate: new Date('2026-02-01T00:00:00Z') });
  const lake = await addCourse(ctx.db, { name: 'Lake 2025', startDate: new Date('2025-02-01T00:00:00Z') });
  const heron = await addUser(ctx.db, {
    githubId: 'zz-grey-heron',
    firstName: 'Ardea\u0007',
    lastName: 'Ci"nerea',
    cityName: 'Gdańsk',
    countryName: null,
    primaryEmail: 'heron@example.com',
    contactsTelegram: 'greyheron',
    discord: { id: '42', username: 'Wader#Bird', discriminator: '0' },
    isHirer: true,
    activist: true,
  });
  await addMentor(ctx.db, river.id, heron.id);
  await addMentor(ctx.db, lake.id, heron.id, { isExpelled: true });
  await addCertificate(ctx.db, await addStudent(ctx.db, lake.id, heron.id));
  await addUser(ctx.db, { githubId: 'under_score', firstName: '100%', lastName: 'a\\b' });
});
afterAll(() => ctx.close());

const admin: SessionData = { id: 1, githubId: 'admin', isAdmin: true, isHirer: false, courses: {} };
const manager: SessionData = {
  id: 2,
  githubId: 'manager',
  isAdmin: false,
  isHirer: false,
  courses: { 1: { roles: ['manager'], isExpelled: false, mentorId: null, studentId: null } },
};

const queries = [
  'filler',
  'fi',
  'aa',
  'ivan',
  'ivan petrova',
  'PETROVA  ivan',
  'qzx',
  'qz',
  'anna qzx',
  'late-0001',
  'heron',
  'wader#bird',
  'ci"n',
  '100%',
  'under_',
  'a\\b',
  'nobody-has-this',
  'x',
  '  ',
  'zz 00',
  'filler filler',
  // A digit run of 3+ is the index probe (search-users.ts indexProbe): more than 20 hits, none, obfuscated ones.
  'filler-100',
  'aa-filler-0100',
  'ivan 100',
  '100 petrova',
  'late-0005',
  '0003',
  'person 1099',
  'zz-late-0001 0001',
  'ler-10',
];

describe('GET /users/search: one prepared statement', () => {
  it.each([
    ['an admin', admin],
    ['a manager', manager],
  ])('gives %s byte for byte what the earlier service gave', async (_, session) => {
    let found = 0;
    for (const query of queries) {
      const expected = JSON.stringify(await reference.findUsers(ctx.db, session, query));
      // Twice: the second call runs the statement already prepared.
      expect(JSON.stringify(await findUsers(ctx.db, session, query))).toBe(expected);
      expect(JSON.stringify(await findUsers(ctx.db, session, query))).toBe(expected);
      found += JSON.parse(expected).length;
    }
    expect(found).toBeGreaterThan(150);
  });
});

describe('indexProbe', () => {
  it('is the longest run of 3+ digits of any term, or none', () => {
    expect(indexProbe(['bench-user-27457'])).toBe('27457');
    expect(indexProbe(['ivan', 'x-123', 'y2024z'])).toBe('2024');
    expect(indexProbe(['demo-mentor-05', 'anna'])).toBeUndefined();
  });
});
