import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addGratitudes } from '../../support/server/gratitudes';
import { addCourse, addUser, type TestUser } from '../../support/server/school';

// access.md §19 GET /gratitudes (extra): the feed of /heroes, rules.md R17.3.
let ctx: TestContext;
let anna: TestUser;
let boris: TestUser;
let otherCourse: { id: number; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  anna = await addUser(ctx.db, { githubId: 'anna-feed', firstName: 'Anna', lastName: 'Kowalska' });
  boris = await addUser(ctx.db, { githubId: 'boris-feed', firstName: 'Boris', lastName: 'Ivanov' });
  otherCourse = await addCourse(ctx.db);
  const from = ctx.school.users.mentor.id;
  await addGratitudes(ctx, [
    { to: anna.id, from, courseId: ctx.school.courseA.id, at: '2026-02-01T10:00:00Z', comment: 'first to anna ok ok' },
    { to: boris.id, from, courseId: otherCourse.id, at: '2026-02-03T10:00:00Z', badgeId: 'Hero' },
    { to: anna.id, from, courseId: null, at: '2026-02-02T10:00:00Z' },
  ]);
});
afterAll(() => ctx.close());

type FeedPage = {
  items: {
    id: number;
    badgeId: string;
    to: { githubId: string; name: string };
    from: { githubId: string; name: string };
    course: { id: number; name: string } | null;
    date: string;
  }[];
  pagination: { current: number; pageSize: number; total: number; totalPages: number };
};
const feed = async (query = '') => {
  const response = await ctx.request(`/api/v2/gratitudes?${query}`, { as: 'newcomer' });
  expect(response.status).toBe(200);
  return (await response.json()) as FeedPage;
};

describe('gratitude feed (R17.3)', () => {
  it('lists newest first, 20 a page by default, with sender, recipient and course', async () => {
    const page = await feed();
    expect(page.pagination).toEqual({ current: 1, pageSize: 20, total: 3, totalPages: 1 });
    expect(page.items.map((item) => [item.to.githubId, item.date])).toEqual([
      ['boris-feed', '2026-02-03T10:00:00.000Z'],
      ['anna-feed', '2026-02-02T10:00:00.000Z'],
      ['anna-feed', '2026-02-01T10:00:00.000Z'],
    ]);
    expect(page.items[0]).toMatchObject({
      badgeId: 'Hero',
      to: { githubId: 'boris-feed', name: 'Boris Ivanov' },
      from: { githubId: ctx.school.users.mentor.githubId },
      course: { id: otherCourse.id, name: otherCourse.name },
    });
    expect(page.items[1].course).toBeNull();
  });

  it('filters by recipient name and login (contains, any case) and by course, all at once', async () => {
    expect((await feed('name=KOWAL')).items.map((item) => item.to.githubId)).toEqual(['anna-feed', 'anna-feed']);
    expect((await feed('name=anna kow')).items).toHaveLength(2);
    expect((await feed('githubId=RIS-F')).items.map((item) => item.to.githubId)).toEqual(['boris-feed']);
    expect((await feed(`courseId=${ctx.school.courseA.id}`)).items.map((item) => item.date)).toEqual([
      '2026-02-01T10:00:00.000Z',
    ]);
    const none = await feed(`courseId=${otherCourse.id}&githubId=anna`);
    expect(none).toEqual({ items: [], pagination: { current: 1, pageSize: 20, total: 0, totalPages: 0 } });
  });

  it('pages, and keeps the totals past the last page', async () => {
    const second = await feed('current=2&pageSize=2');
    expect(second.items.map((item) => item.date)).toEqual(['2026-02-01T10:00:00.000Z']);
    expect(second.pagination).toEqual({ current: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect((await feed('current=5&pageSize=2')).items).toEqual([]);
  });

  it('refuses a bad page size naming it, and anonymous callers', async () => {
    const response = await ctx.request('/api/v2/gratitudes?pageSize=501', { as: 'student' });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.[0].path).toBe('pageSize');
    expect((await ctx.request('/api/v2/gratitudes')).status).toBe(401);
  });

  it('shows a gratitude given through the API on top', async () => {
    ctx.clock.set(new Date('2026-03-01T10:00:00Z'));
    const given = await ctx.request('/api/v2/gratitudes', {
      method: 'POST',
      as: 'student',
      body: {
        userIds: [ctx.school.users.mentor.id],
        courseId: ctx.school.courseA.id,
        badgeId: 'Helping_hand',
        comment: 'Thanks for explaining closures twice!',
      },
    });
    expect(given.status).toBe(201);
    const [top] = (await feed()).items;
    expect(top).toMatchObject({
      badgeId: 'Helping_hand',
      to: { githubId: ctx.school.users.mentor.githubId },
      from: { githubId: ctx.school.users.student.githubId },
      date: '2026-03-01T10:00:00.000Z',
    });
  });
});
