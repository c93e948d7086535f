import { createTestContext, type TestContext } from '../../support/server/context';
import { addApplication, buildRegistry, type RegistryPage } from '../../support/server/mentor-registry';
import { addCertificate, addMentor, addStudent, addUser } from '../../support/server/school';

// access.md §26 GET /registry/mentors and §0 "Paging": the pages of a filtered, sorted registry join up to the whole
// list, every page (a page past the end included) carries the real total and summary.maxStudentsTotal of the filtered
// list, and the person behind each row (status, certificate, past mentoring) is the same on every page (R14.6).
let ctx: TestContext;
let registry: Awaited<ReturnType<typeof buildRegistry>>;
beforeAll(async () => {
  ctx = await createTestContext();
  registry = await buildRegistry(ctx);
  // More applications around course A: equal received dates, users without a city, past mentors and graduates.
  for (let i = 0; i < 12; i += 1) {
    const user = await addUser(ctx.db, {
      githubId: `paging-${String(i).padStart(2, '0')}-${process.pid}`,
      cityName: i % 3 === 0 ? null : 'Warsaw',
    });
    await addApplication(ctx.db, user.id, {
      preferedCourses: [registry.courseA],
      preselectedCourses: i % 4 === 0 ? [registry.courseA] : [],
      receivedDate: new Date(Date.UTC(2026, 1, 3 + (i % 3), 12)),
      maxStudentsLimit: 1 + i,
    });
    if (i % 4 === 0) await addMentor(ctx.db, registry.courseA, user.id);
    if (i % 5 === 0) await addCertificate(ctx.db, await addStudent(ctx.db, registry.courseB, user.id));
  }
});
afterAll(() => ctx.close());

const page = async (query: string) => {
  const response = await ctx.request(`/api/v2/registry/mentors?${query}`, { as: 'manager' });
  expect(response.status).toBe(200);
  return (await response.json()) as RegistryPage;
};

describe('GET /registry/mentors: pages join up to the whole filtered list', () => {
  const orders = [
    '',
    '&orderBy=githubId',
    '&orderBy=githubId&orderDirection=desc',
    '&orderBy=receivedDate&orderDirection=asc',
  ];
  const filters = ['status=all', 'status=new', 'status=all&cityName=war', 'status=all&technicalMentoring=JavaScript'];
  it.each(orders.flatMap((order) => filters.map((filter) => [filter, order])))('%s%s', async (filter, order) => {
    const query = filter + order;
    const whole = await page(`currentPage=1&pageSize=100&${query}`);
    const { total } = whole.pagination;
    expect(total).toBe(whole.items.length);
    const joined: RegistryPage['items'] = [];
    for (let current = 1; current <= Math.ceil(total / 3); current += 1) {
      const part = await page(`currentPage=${current}&pageSize=3&${query}`);
      expect(part.pagination.total).toBe(total);
      expect(part.summary).toEqual(whole.summary);
      joined.push(...part.items);
    }
    expect(joined).toEqual(whole.items);
    const beyond = await page(`currentPage=${Math.ceil(total / 3) + 2}&pageSize=3&${query}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(total);
    expect(beyond.summary).toEqual(whole.summary);
  });

  it('never matches a city filter for an applicant without a city', async () => {
    const { items } = await page('currentPage=1&pageSize=100&cityName=a');
    const cityless = [0, 3, 6, 9].map((i) => `paging-${String(i).padStart(2, '0')}-${process.pid}`);
    expect(items.map((item) => item.githubId).filter((login) => cityless.includes(login))).toEqual([]);
    expect(items.length).toBeGreaterThan(0);
  });

  it('tells status, certificate and past mentoring of each applicant', async () => {
    const { items } = await page('currentPage=1&pageSize=100&orderBy=githubId');
    const byLogin = Object.fromEntries(items.map((item) => [item.githubId.replace(`-${process.pid}`, ''), item]));
    expect(byLogin['paging-00']).toMatchObject({ status: 'joined', hasCertificate: true, wasMentor: true });
    expect(byLogin['paging-04']).toMatchObject({ status: 'joined', hasCertificate: false, wasMentor: true });
    expect(byLogin['paging-05']).toMatchObject({ status: 'new', hasCertificate: true, wasMentor: false });
    expect(byLogin['paging-01']).toMatchObject({ status: 'new', hasCertificate: false, wasMentor: false });
  });
});
