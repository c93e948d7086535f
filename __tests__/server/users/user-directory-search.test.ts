import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import {
  addCertificate,
  addCourse,
  addCourseUser,
  addMentor,
  addStudent,
  addUser,
  type TestCourse,
  type TestUser,
} from '../../support/server/school';

// access.md §34 GET /users/search (powerUser + owner: admin or manager in any course) and rules.md R22.1: every
// whitespace-separated term is contained, ignoring case, in the login, first name, last name or Discord username; at
// most 20 users by login; obfuscated users never; contacts, location and flags only for admins.
let ctx: TestContext;
let heron: TestUser;
let river: TestCourse;
let lake: TestCourse;
beforeAll(async () => {
  ctx = await createTestContext();
  river = await addCourse(ctx.db, { name: 'River 2026', startDate: new Date('2026-02-01T00:00:00Z') });
  lake = await addCourse(ctx.db, { name: 'Lake 2025', startDate: new Date('2025-02-01T00:00:00Z') });
  heron = await addUser(ctx.db, {
    githubId: 'grey-heron',
    firstName: 'Ardea',
    lastName: 'Cinerea',
    cityName: 'Gdansk',
    countryName: 'Poland',
    primaryEmail: 'heron@example.com',
    contactsEmail: 'ardea@example.com',
    contactsEpamEmail: 'ardea_cinerea@epam.example.com',
    contactsTelegram: 'greyheron',
    contactsPhone: '+48 000 000',
    discord: { id: '42', username: 'Wader#Bird', discriminator: '0' },
    isHirer: true,
  });
  await addMentor(ctx.db, river.id, heron.id);
  await addMentor(ctx.db, lake.id, heron.id, { isExpelled: true });
  await addCertificate(ctx.db, await addStudent(ctx.db, lake.id, heron.id));
});
afterAll(() => ctx.close());

type Hit = Record<string, unknown> & { id: number; githubId: string };

const request = (query: string | undefined, as: Caller = 'manager') =>
  ctx.request(`/api/v2/users/search${query === undefined ? '' : `?query=${encodeURIComponent(query)}`}`, { as });
const search = async (query: string, as: Caller = 'manager') => {
  const response = await request(query, as);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Hit[];
};
const logins = async (query: string, as: Caller = 'manager') => (await search(query, as)).map((hit) => hit.githubId);

describe('GET /users/search: who may search', () => {
  it('answers admins and managers of any course', async () => {
    expect(await logins('grey-heron', 'admin')).toEqual(['grey-heron']);
    expect(await logins('grey-heron', 'manager')).toEqual(['grey-heron']);
    const otherManager = await addUser(ctx.db);
    await addCourseUser(ctx.db, ctx.school.courseB.id, otherManager.id, { isManager: true });
    expect(await logins('grey-heron', otherManager)).toEqual(['grey-heron']);
  });

  it('refuses a supervisor who manages no course with 403 (owner rule), even for an empty query', async () => {
    for (const query of ['grey-heron', '', undefined]) {
      const response = await request(query, 'supervisor');
      expect(response.status).toBe(403);
      expect((await readProblem(response)).type).toBe('/problems/forbidden');
    }
  });

  it.each(['newcomer', 'student', 'mentor', 'dementor', 'taskOwner', 'hirer'] as const)(
    'refuses %s with 403',
    async (persona) => {
      expect((await request('grey-heron', persona)).status).toBe(403);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await request('grey-heron', 'anonymous')).status).toBe(401);
  });
});

describe('GET /users/search: matching (R22.1)', () => {
  it('answers [] when the trimmed query is shorter than 2 characters or missing', async () => {
    for (const query of ['', ' ', 'g', '  g  ', '\t']) expect(await search(query)).toEqual([]);
    const response = await request(undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('matches text contained in the login, first name, last name or Discord username, ignoring case', async () => {
    for (const query of ['REY-HER', 'rdE', 'NERE', 'der#bi', '  heron  ']) {
      expect(await logins(query)).toEqual(['grey-heron']);
    }
  });

  it('requires every whitespace-separated term to match, each in any field', async () => {
    expect(await logins('ardea cinerea')).toEqual(['grey-heron']);
    expect(await logins('wader   HERON\tciner')).toEqual(['grey-heron']);
    expect(await search('ardea sparrow')).toEqual([]);
  });

  it('never matches a term across two fields', async () => {
    // "heronardea" would only match the login and first name glued together.
    expect(await search('heronardea')).toEqual([]);
    expect(await search('cinereawader')).toEqual([]);
  });

  it('does not search e-mails, location or other contacts', async () => {
    for (const query of ['example.com', 'gdansk', 'poland', 'greyheron', '000'])
      expect(await search(query)).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    await addUser(ctx.db, { githubId: 'snipe_one', firstName: 'Common', lastName: 'Snipe' });
    await addUser(ctx.db, { githubId: 'snipexone', firstName: 'Jack', lastName: 'Snipe' });
    await addUser(ctx.db, { githubId: 'snipe-pct', firstName: '100%Snipe', lastName: 'Pct' });
    expect(await logins('pe_on')).toEqual(['snipe_one']);
    expect(await logins('0%s')).toEqual(['snipe-pct']);
    for (const query of ['%%', '__', 'sn%pe']) expect(await search(query)).toEqual([]);
  });

  it('leaves obfuscated users out', async () => {
    await addUser(ctx.db, { githubId: 'hidden-crake', firstName: 'Corn', lastName: 'Crake', obfuscated: true });
    const rail = await addUser(ctx.db, { githubId: 'visible-crake', firstName: 'Water', lastName: 'Rail' });
    expect((await search('crake')).map((hit) => hit.id)).toEqual([rail.id]);
    expect(await search('corn')).toEqual([]);
  });

  it('answers at most 20 users ordered by login', async () => {
    const numbers = Array.from({ length: 24 }, (_, index) => String(index + 1).padStart(2, '0'));
    for (const number of [...numbers].reverse()) {
      await addUser(ctx.db, { githubId: `flock-${number}`, firstName: 'Starling', lastName: `Bird ${number}` });
    }
    expect(await logins('starling')).toEqual(numbers.slice(0, 20).map((number) => `flock-${number}`));
    expect(await logins('starling bird 2')).toEqual(
      ['02', '12', '20', '21', '22', '23', '24'].map((n) => `flock-${n}`),
    );
  });

  it('answers a query of 100 characters and refuses a longer one with a 400 naming query', async () => {
    expect(await search('h'.repeat(100))).toEqual([]);
    await expectProblemNaming(await request('h'.repeat(101)), 400, 'query');
  });
});

describe('GET /users/search: what a hit shows', () => {
  it('shows a manager name, Discord, courses as mentor (newest first) and certified courses, no contacts or flags', async () => {
    const [hit] = await search('grey-heron');
    expect(hit).toEqual({
      id: heron.id,
      githubId: 'grey-heron',
      name: 'Ardea Cinerea',
      discord: { id: '42', username: 'Wader#Bird', discriminator: '0' },
      mentoredCourses: [
        { id: river.id, name: 'River 2026' },
        { id: lake.id, name: 'Lake 2025' },
      ],
      certifiedCourses: [{ id: lake.id, name: 'Lake 2025' }],
    });
  });

  it('shows an admin the location, contacts and the Admin / Hirer / Activist flags as well', async () => {
    const [hit] = await search('grey-heron', 'admin');
    expect(hit).toMatchObject({
      id: heron.id,
      cityName: 'Gdansk',
      countryName: 'Poland',
      contacts: {
        primaryEmail: 'heron@example.com',
        email: 'ardea@example.com',
        epamEmail: 'ardea_cinerea@epam.example.com',
        telegram: 'greyheron',
        phone: '+48 000 000',
        skype: null,
        linkedin: null,
      },
      isAdmin: false,
      isHirer: true,
      activist: false,
      certifiedCourses: [{ id: lake.id, name: 'Lake 2025' }],
    });
  });

  it('answers empty course lists, null Discord and the login as name for a bare user', async () => {
    const bare = await addUser(ctx.db, { githubId: 'bare-bittern', firstName: null, lastName: null });
    expect(await search('bittern')).toEqual([
      {
        id: bare.id,
        githubId: 'bare-bittern',
        name: 'bare-bittern',
        discord: null,
        mentoredCourses: [],
        certifiedCourses: [],
      },
    ]);
  });
});
