import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { buildRegistry, type RegistryPage } from '../../support/server/mentor-registry';

// access.md §26 GET /registry/mentors (powerUser) and rules.md R14.6: canceled applications hidden; status new|all;
// filters githubId/cityName (contains) and course/technology lists (any-of) combine with AND; non-admins see only
// applications preferring one of their courses, preferring none, or naming the discipline of one of their courses;
// received_date desc then id; server paging with currentPage/pageSize; summary.maxStudentsTotal over all filtered rows.
let ctx: TestContext;
let registry: Awaited<ReturnType<typeof buildRegistry>>;
beforeAll(async () => {
  ctx = await createTestContext();
  registry = await buildRegistry(ctx);
});
afterAll(() => ctx.close());

const list = (as: Caller, query = '') => ctx.request(`/api/v2/registry/mentors${query}`, { as });
const page = async (as: Caller, query = '') => {
  const response = await list(as, query);
  expect(response.status).toBe(200);
  return (await response.json()) as RegistryPage;
};
const logins = (result: RegistryPage) => result.items.map((item) => item.githubId);
const who = (...names: (keyof typeof registry.applicants)[]) => names.map((name) => registry.applicants[name].githubId);

describe('visibility (R14.6)', () => {
  it('admin sees every live application, newest received first, id breaking ties', async () => {
    const result = await page('admin');
    expect(logins(result)).toEqual(
      who('prefersA', 'prefersNone', 'teachesJs', 'elsewhere', 'invited', 'joined', 'certified'),
    );
    expect(result.pagination).toEqual({ current: 1, pageSize: 100, total: 7, totalPages: 1 });
    expect(result.summary).toEqual({ maxStudentsTotal: 2 + 3 + 4 + 5 + 7 + 8 + 9 });
  });

  it.each(['manager', 'supervisor'] as const)('a %s sees his course, no preference, or his discipline', async (as) => {
    const result = await page(as);
    expect(logins(result)).toEqual(who('prefersA', 'prefersNone', 'teachesJs', 'invited', 'joined', 'certified'));
    expect(result.summary.maxStudentsTotal).toBe(2 + 3 + 4 + 7 + 8 + 9);
  });

  it.each(['student', 'mentor', 'dementor', 'taskOwner', 'newcomer', 'hirer'] as const)(
    'refuses %s (403)',
    async (as) => {
      const response = await list(as);
      expect(response.status).toBe(403);
      expect((await readProblem(response)).type).toBe('/problems/forbidden');
    },
  );

  it('needs a session', async () => {
    expect((await list('anonymous')).status).toBe(401);
  });
});

describe('items (access.md §36 MentorRegistryItem)', () => {
  it('carries status new / invited / joined, certificate and past-mentor flags', async () => {
    const { items } = await page('admin');
    const byLogin = Object.fromEntries(items.map((item) => [item.githubId, item]));
    const [invited, joined, certified, prefersA] = who('invited', 'joined', 'certified', 'prefersA');
    expect(byLogin[invited]).toMatchObject({ status: 'invited', hasCertificate: false, wasMentor: false });
    expect(byLogin[joined]).toMatchObject({
      status: 'joined',
      wasMentor: true,
      preselectedCourses: [registry.courseA],
    });
    expect(byLogin[certified]).toMatchObject({ status: 'new', hasCertificate: true, wasMentor: false });
    expect(byLogin[prefersA]).toMatchObject({ status: 'new', comment: null, sendDate: null });
    expect(byLogin[invited].sendDate).toBe('2026-02-12T12:00:00.000Z');
    expect(Object.keys(byLogin[invited]).sort()).toEqual(
      [
        'id',
        'githubId',
        'name',
        'cityName',
        'countryName',
        'maxStudentsLimit',
        'preferedStudentsLocation',
        'preferedCourses',
        'preselectedCourses',
        'technicalMentoring',
        'languagesMentoring',
        'receivedDate',
        'sendDate',
        'comment',
        'status',
        'hasCertificate',
        'wasMentor',
      ].sort(),
    );
  });
});

describe('filters combine with AND (R14.6)', () => {
  it('status=new keeps applications without a pre-selected course', async () => {
    const result = await page('admin', '?status=new');
    expect(logins(result)).toEqual(who('prefersA', 'prefersNone', 'teachesJs', 'elsewhere', 'certified'));
    expect(result.summary.maxStudentsTotal).toBe(2 + 3 + 4 + 5 + 9);
  });

  it('githubId and cityName match a part, in any letter case', async () => {
    const joined = registry.applicants.joined.githubId;
    expect(logins(await page('admin', `?githubId=${joined.slice(0, 8).toUpperCase()}`))).toEqual([joined]);
    expect(logins(await page('admin', '?cityName=WAR'))).toEqual(who('prefersA', 'invited'));
    expect(logins(await page('admin', '?cityName=%25'))).toEqual([]);
  });

  it('course lists are any-of', async () => {
    expect(logins(await page('admin', `?preferedCourses=${registry.aws}`))).toEqual(who('elsewhere', 'certified'));
    expect(logins(await page('manager', `?preferedCourses=${registry.aws}`))).toEqual(who('certified'));
    expect(logins(await page('admin', `?preselectedCourses=${registry.courseA},${registry.aws}`))).toEqual(
      who('invited', 'joined'),
    );
  });

  it('technologies are any-of, comma-separated or repeated', async () => {
    const expected = who('prefersA', 'prefersNone', 'teachesJs', 'elsewhere');
    expect(logins(await page('admin', '?technicalMentoring=AWS,Android'))).toEqual(expected);
    expect(logins(await page('admin', '?technicalMentoring=AWS&technicalMentoring=Android'))).toEqual(expected);
  });

  it('several filters narrow each other, and the summary follows them', async () => {
    const result = await page('manager', '?status=new&cityName=war&technicalMentoring=AWS');
    expect(logins(result)).toEqual(who('prefersA'));
    expect(result.summary.maxStudentsTotal).toBe(2);
  });
});

describe('paging and sorting', () => {
  it('serves the asked page with the real totals', async () => {
    const result = await page('manager', '?currentPage=2&pageSize=2');
    expect(logins(result)).toEqual(who('teachesJs', 'invited'));
    expect(result.pagination).toEqual({ current: 2, pageSize: 2, total: 6, totalPages: 3 });
    expect(result.summary.maxStudentsTotal).toBe(33);
  });

  it('a page past the end is empty with the real totals', async () => {
    const result = await page('manager', '?currentPage=9&pageSize=2');
    expect(result.items).toEqual([]);
    expect(result.pagination).toEqual({ current: 9, pageSize: 2, total: 6, totalPages: 3 });
  });

  it('an empty result has no pages', async () => {
    const result = await page('admin', '?githubId=nobody-applied');
    expect(result.pagination).toEqual({ current: 1, pageSize: 100, total: 0, totalPages: 0 });
    expect(result.summary.maxStudentsTotal).toBe(0);
  });

  it('sorts by GitHub login on request', async () => {
    const ascending = logins(await page('admin', '?orderBy=githubId&orderDirection=ASC'));
    expect(ascending).toEqual([...ascending].sort());
    expect(logins(await page('admin', '?orderBy=githubId&orderDirection=desc'))).toEqual([...ascending].reverse());
  });

  it.each([
    ['?pageSize=0', 'pageSize'],
    ['?pageSize=501', 'pageSize'],
    ['?currentPage=0', 'currentPage'],
    ['?status=old', 'status'],
    ['?preferedCourses=1,abc', 'preferedCourses'],
    ['?orderBy=name', 'orderBy'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await list('admin', query);
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    expect(problem.errors?.map((error) => error.path.split('.')[0])).toContain(field);
  });
});
