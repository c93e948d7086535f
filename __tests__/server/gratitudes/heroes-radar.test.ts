import { eq } from 'drizzle-orm';
import { courseUsers, users } from '../../../src/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { parseCsv } from '../../support/server/csv';
import { addGratitudes, type GratitudeSeed } from '../../support/server/gratitudes';
import { addCourse, addUser, type TestUser } from '../../support/server/school';

// access.md §19 heroes radar, its CSV and countries; rules.md R17.4 (filters AND, rank over the whole filtered set),
// access.md §0.2 decision 18.
let ctx: TestContext;
let hero: Record<'ann' | 'bob' | 'cid' | 'dan' | 'eve' | 'fay', TestUser>;
let courseA: number;
let courseB: number;

beforeAll(async () => {
  ctx = await createTestContext();
  courseA = ctx.school.courseA.id;
  courseB = ctx.school.courseB.id;
  const person = (login: string, values: Parameters<typeof addUser>[1] = {}) =>
    addUser(ctx.db, { githubId: `hero-${login}`, firstName: login.toUpperCase(), lastName: 'Hero', ...values });
  hero = {
    ann: await person('ann', { countryName: 'Poland' }),
    bob: await person('bob', { countryName: 'Georgia' }),
    cid: await person('cid', { countryName: 'Poland', activist: true }),
    dan: await person('dan', { countryName: 'Kazakhstan' }),
    eve: await person('eve'),
    fay: await person('fay', { countryName: 'Georgia' }),
  };
  const from = ctx.school.users.mentor.id;
  const g = (to: TestUser, courseId: number, at: string, badgeId?: GratitudeSeed['badgeId']): GratitudeSeed => ({
    to: to.id,
    from,
    courseId,
    at,
    badgeId,
  });
  await addGratitudes(ctx, [
    g(hero.ann, courseA, '2026-02-27T12:00:00Z', 'Hero'),
    g(hero.ann, courseA, '2026-02-20T00:00:00Z'),
    g(hero.ann, courseA, '2026-01-10T08:00:00Z'),
    g(hero.ann, courseB, '2026-02-28T09:00:00Z', 'Good_job'),
    g(hero.bob, courseA, '2026-02-28T23:59:59.999Z'),
    g(hero.bob, courseA, '2026-02-01T10:00:00Z'),
    g(hero.bob, courseB, '2026-03-01T00:00:00Z'),
    g(hero.bob, courseB, '2025-12-01T00:00:00Z'),
    ...['01', '02', '03', '04', '05'].map((day) => g(hero.cid, courseA, `2026-01-${day}T10:00:00Z`)),
    g(hero.dan, courseB, '2025-06-01T10:00:00Z', 'RS_activist'),
    g(hero.dan, courseA, '2026-02-21T10:00:00Z'),
    g(hero.dan, courseA, '2026-02-22T10:00:00Z'),
    g(hero.dan, courseA, '2026-02-23T10:00:00Z'),
    g(hero.eve, courseA, '2026-02-24T10:00:00Z'),
    g(hero.fay, courseA, '2026-02-10T10:00:00Z'),
    g(hero.fay, courseA, '2026-02-11T10:00:00Z'),
  ]);
});
afterAll(() => ctx.close());

type HeroPage = {
  items: { rank: number; githubId: string; name: string; total: number; badges: { badgeId: string; date: string }[] }[];
  pagination: { current: number; pageSize: number; total: number; totalPages: number };
};
const radar = async (query: string) => {
  const response = await ctx.request(`/api/v2/gratitudes/heroes/radar?current=1&pageSize=50&${query}`, {
    as: 'student',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as HeroPage;
};
const ranks = (page: HeroPage) => page.items.map((item) => [item.githubId.replace('hero-', ''), item.total, item.rank]);

describe('heroes radar (R17.4)', () => {
  it('ranks every recipient by total, competition rank, login on ties', async () => {
    expect(ranks(await radar(''))).toEqual([
      ['cid', 5, 1],
      ['ann', 4, 2],
      ['bob', 4, 2],
      ['dan', 4, 2],
      ['fay', 2, 5],
      ['eve', 1, 6],
    ]);
  });

  it('filters by course', async () => {
    expect(ranks(await radar(`courseId=${courseA}`))).toEqual([
      ['cid', 5, 1],
      ['ann', 3, 2],
      ['dan', 3, 2],
      ['bob', 2, 4],
      ['fay', 2, 4],
      ['eve', 1, 6],
    ]);
  });

  it('filters by the recipient country, exactly', async () => {
    expect(ranks(await radar('countryName=Poland'))).toEqual([
      ['cid', 5, 1],
      ['ann', 4, 2],
    ]);
    expect((await radar('countryName=pol')).items).toEqual([]);
  });

  it('takes whole UTC days from startDate 00:00 to endDate 23:59:59.999', async () => {
    expect(ranks(await radar('startDate=2026-02-20&endDate=2026-02-28'))).toEqual([
      ['ann', 3, 1],
      ['dan', 3, 1],
      ['bob', 1, 3],
      ['eve', 1, 3],
    ]);
    expect(ranks(await radar('startDate=2026-03-01'))).toEqual([['bob', 1, 1]]);
    expect(ranks(await radar('endDate=2025-12-31'))).toEqual([
      ['bob', 1, 1],
      ['dan', 1, 1],
    ]);
  });

  it('leaves out activists by flag or by an RS_activist badge ever received', async () => {
    expect(ranks(await radar('notActivist=true'))).toEqual([
      ['ann', 4, 1],
      ['bob', 4, 1],
      ['fay', 2, 3],
      ['eve', 1, 4],
    ]);
    expect((await radar('notActivist=false')).items).toHaveLength(6);
  });

  it('combines every filter with AND and ranks over the filtered set only', async () => {
    const page = await radar(`courseId=${courseA}&notActivist=true&countryName=Georgia&startDate=2026-02-01`);
    expect(ranks(page)).toEqual([
      ['bob', 2, 1],
      ['fay', 2, 1],
    ]);
    expect(page.pagination).toEqual({ current: 1, pageSize: 50, total: 2, totalPages: 1 });
  });

  it('pages over the whole ranking and keeps the totals past the last page', async () => {
    const second = await ctx.request('/api/v2/gratitudes/heroes/radar?current=2&pageSize=2', { as: 'newcomer' });
    const page = (await second.json()) as HeroPage;
    expect(ranks(page)).toEqual([
      ['bob', 4, 2],
      ['dan', 4, 2],
    ]);
    expect(page.pagination).toEqual({ current: 2, pageSize: 2, total: 6, totalPages: 3 });
    const past = (await (
      await ctx.request('/api/v2/gratitudes/heroes/radar?current=9&pageSize=2', { as: 'newcomer' })
    ).json()) as HeroPage;
    expect(past).toEqual({ items: [], pagination: { current: 9, pageSize: 2, total: 6, totalPages: 3 } });
  });

  it('lists the matching badges of each hero, newest first', async () => {
    const [ann] = (await radar(`countryName=Poland&courseId=${courseA}&startDate=2026-02-01`)).items.filter(
      (item) => item.githubId === 'hero-ann',
    );
    expect(ann.name).toBe('ANN Hero');
    expect(ann.badges.map((badge) => [badge.badgeId, badge.date])).toEqual([
      ['Hero', '2026-02-27T12:00:00.000Z'],
      ['Thank_you', '2026-02-20T00:00:00.000Z'],
    ]);
  });

  it('sends at most the 20 latest badges while the total counts them all', async () => {
    // A course of its own, so the other tests' expectations stay as they are.
    const busy = await addUser(ctx.db, { githubId: 'hero-busy' });
    const busyCourse = await addCourse(ctx.db);
    const days = Array.from({ length: 25 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`);
    await addGratitudes(
      ctx,
      days.map((at) => ({ to: busy.id, from: ctx.school.users.student.id, courseId: busyCourse.id, at })),
    );
    const [item] = (await radar(`courseId=${busyCourse.id}`)).items;
    expect(item.total).toBe(25);
    expect(item.badges).toHaveLength(20);
    expect(item.badges[0].date).toBe('2026-01-25T10:00:00.000Z');
  });

  it('refuses bad filters naming the field', async () => {
    const bad = async (query: string, path: string) => {
      const response = await ctx.request(`/api/v2/gratitudes/heroes/radar?${query}`, { as: 'student' });
      expect(response.status).toBe(400);
      expect((await readProblem(response)).errors?.map((error) => error.path)).toContain(path);
    };
    await bad('current=1', 'pageSize');
    await bad('current=1&pageSize=10&startDate=2026-13-45', 'startDate');
    await bad('current=1&pageSize=10&startDate=2026-02-02&endDate=2026-02-01', 'endDate');
    await bad('current=1&pageSize=10&notActivist=yes', 'notActivist');
    await bad('current=1&pageSize=10&courseId=abc', 'courseId');
  });
});

describe('a ranking read again', () => {
  it('counts a gratitude given through the API on the very next read', async () => {
    const course = await addCourse(ctx.db);
    const fresh = await addUser(ctx.db, { githubId: 'hero-fresh' });
    await addGratitudes(ctx, [
      { to: fresh.id, from: ctx.school.users.mentor.id, courseId: course.id, at: '2026-02-01' },
    ]);
    expect(ranks(await radar(`courseId=${course.id}`))).toEqual([['fresh', 1, 1]]);
    await ctx.db
      .insert(courseUsers)
      .values({ courseId: course.id, userId: ctx.school.users.manager.id, isManager: true });
    ctx.sessionCache.drop(ctx.school.users.manager.id);
    const given = await ctx.request('/api/v2/gratitudes', {
      method: 'POST',
      as: 'manager',
      body: {
        userIds: [fresh.id],
        courseId: course.id,
        badgeId: 'Top_performer',
        comment: 'Top of the class this month',
      },
    });
    expect(given.status).toBe(201);
    const [item] = (await radar(`courseId=${course.id}`)).items;
    expect(item.total).toBe(2);
    expect(item.badges[0].badgeId).toBe('Top_performer');
  });

  it('shows a changed name or country within a minute', async () => {
    expect((await radar('countryName=Poland')).items.map((item) => item.name)).toEqual(['CID Hero', 'ANN Hero']);
    await ctx.db.update(users).set({ firstName: 'Anna', countryName: 'Georgia' }).where(eq(users.id, hero.ann.id));
    expect((await radar('countryName=Poland')).items.map((item) => item.name)).toEqual(['CID Hero', 'ANN Hero']);
    ctx.clock.advance(60_001);
    expect(ranks(await radar('countryName=Poland'))).toEqual([['cid', 5, 1]]);
    expect((await radar('countryName=Georgia')).items.map((item) => item.name)).toContain('Anna Hero');
    await ctx.db.update(users).set({ countryName: 'Poland', firstName: 'ANN' }).where(eq(users.id, hero.ann.id));
    ctx.clock.advance(60_001);
  });
});

describe('heroes countries', () => {
  it("lists the recipients' countries once each, ascending", async () => {
    const response = await ctx.request('/api/v2/gratitudes/heroes/countries', { as: 'student' });
    expect(await response.json()).toEqual([
      { countryName: 'Georgia' },
      { countryName: 'Kazakhstan' },
      { countryName: 'Poland' },
    ]);
  });
});

describe('heroes radar CSV (admin)', () => {
  it('has every row of the filters with a count per badge', async () => {
    const response = await ctx.request(`/api/v2/gratitudes/heroes/radar/csv?courseId=${courseB}&endDate=2026-02-28`, {
      as: 'admin',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="heroes-radar.csv"');
    const [header, ...rows] = parseCsv(await response.text());
    expect(header.slice(0, 5)).toEqual(['rank', 'githubId', 'name', 'total', 'Congratulations']);
    expect(header).toHaveLength(4 + 16);
    const column = (name: string) => header.indexOf(name);
    expect(rows.map((row) => [row[0], row[1], row[3]])).toEqual([
      ['1', 'hero-ann', '1'],
      ['1', 'hero-bob', '1'],
      ['1', 'hero-dan', '1'],
    ]);
    expect(rows[0][column('Good_job')]).toBe('1');
    expect(rows[2][column('RS_activist')]).toBe('1');
    expect(rows[2][column('Thank_you')]).toBe('0');
  });

  it('is for admins only', async () => {
    expect((await ctx.request('/api/v2/gratitudes/heroes/radar/csv', { as: 'manager' })).status).toBe(403);
  });
});
