import { recomputeCourseRanks } from '@/server/modules/course-students';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { expectProblemNaming } from '../../support/server/course-input';
import { addCertificate } from '../../support/server/school';

// access.md §28 GET /courses/{courseId}/students (course(manager,supervisor,dementor)): Paged<CourseStudent>, default
// totalScore desc, `status=active`, `orderBy` + `orderDirection` (any case) with id asc as the last tie-breaker,
// `search` over student login/name, mentor login/name, city and country; rank in the listed scope (R3.4, R3.5).
type Page = {
  items: {
    id: number;
    githubId: string;
    name: string;
    isActive: boolean;
    mentor: { githubId: string; name: string } | null;
    cityName: string | null;
    countryName: string | null;
    totalScore: number;
    rank: number | null;
    screening: string;
    certificate: { publicId: string } | null;
  }[];
  pagination: { current: number; pageSize: number; total: number; totalPages: number };
};

let ctx: TestContext;
let course: StaffedCourse;
let certificateId: string;
const login = (name: string) => `list-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  const marta = await enrolMentor(
    ctx,
    course.id,
    {},
    { githubId: login('marta'), firstName: 'Marta', lastName: 'Mentor' },
  );
  await enrolStudent(
    ctx,
    course.id,
    { totalScore: 50, mentorId: marta.mentorId },
    { githubId: login('alice'), firstName: 'Alice', lastName: 'Zephyr', cityName: 'Warsaw', countryName: 'Poland' },
  );
  await enrolStudent(
    ctx,
    course.id,
    { totalScore: 80 },
    { githubId: login('bob'), firstName: 'Bob', lastName: 'Young', cityName: 'Berlin', countryName: 'Germany' },
  );
  await enrolStudent(
    ctx,
    course.id,
    { totalScore: 80, isExpelled: true },
    { githubId: login('carol'), firstName: 'Carol', lastName: 'Xu', cityName: 'Kyiv', countryName: 'Ukraine' },
  );
  const dan = await enrolStudent(
    ctx,
    course.id,
    { totalScore: 10, mentorId: marta.mentorId },
    { githubId: login('dan'), firstName: 'Dan', lastName: 'Wolf', cityName: null, countryName: 'Poland' },
  );
  certificateId = (await addCertificate(ctx.db, dan.studentId)).publicId;
  await recomputeCourseRanks(ctx.db, course.id);
});
afterAll(() => ctx.close());

const list = (query: string, as: Caller = 'manager', courseId: number = course.id) =>
  ctx.request(`/api/v2/courses/${courseId}/students?${query}`, { as });

async function page(query: string, as: Caller = 'manager'): Promise<Page> {
  const response = await list(query, as);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

const names = (result: Page) => result.items.map((item) => item.githubId.replace(`-${process.pid}`, '').slice(5));

describe('GET /courses/{courseId}/students', () => {
  it('answers every student by total score desc, id asc on ties, with the paged envelope', async () => {
    const result = await page('current=1&pageSize=10');
    expect(names(result)).toEqual(['bob', 'carol', 'alice', 'dan']);
    expect(result.pagination).toEqual({ current: 1, pageSize: 10, total: 4, totalPages: 1 });
  });

  it('shapes a row: mentor, location, competition rank, screening none, certificate', async () => {
    const { items } = await page('current=1&pageSize=10');
    const [bob, carol, alice, dan] = items;
    expect(alice).toMatchObject({
      name: 'Alice Zephyr',
      isActive: true,
      mentor: { githubId: login('marta'), name: 'Marta Mentor' },
      cityName: 'Warsaw',
      countryName: 'Poland',
      totalScore: 50,
      rank: 3,
      screening: 'none',
      certificate: null,
    });
    expect([bob.rank, carol.rank, carol.isActive, bob.mentor]).toEqual([1, 1, false, null]);
    expect(dan.certificate).toEqual({ publicId: certificateId });
  });

  it('status=active lists the non-expelled and ranks them among themselves (R3.5)', async () => {
    const result = await page('current=1&pageSize=10&status=active');
    expect(names(result)).toEqual(['bob', 'alice', 'dan']);
    expect(result.items.map((item) => item.rank)).toEqual([1, 2, 3]);
    expect(result.pagination.total).toBe(3);
  });

  it('pages with real totals, and a page past the end is empty', async () => {
    const second = await page('current=2&pageSize=3');
    expect(names(second)).toEqual(['dan']);
    expect(second.pagination).toEqual({ current: 2, pageSize: 3, total: 4, totalPages: 2 });
    const beyond = await page('current=5&pageSize=3');
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(4);
  });

  it.each([
    ['name', 'asc', ['alice', 'bob', 'carol', 'dan']],
    ['name', 'DESC', ['dan', 'carol', 'bob', 'alice']],
    ['githubId', 'Asc', ['alice', 'bob', 'carol', 'dan']],
    ['totalScore', 'asc', ['dan', 'alice', 'bob', 'carol']],
    ['rank', 'asc', ['bob', 'carol', 'alice', 'dan']],
    ['cityName', 'asc', ['bob', 'carol', 'alice', 'dan']],
    ['countryName', 'desc', ['carol', 'alice', 'dan', 'bob']],
    ['mentor', 'asc', ['alice', 'dan', 'bob', 'carol']],
  ])('orders by %s %s (missing values last, id asc on ties)', async (orderBy, direction, expected) => {
    expect(names(await page(`current=1&pageSize=10&orderBy=${orderBy}&orderDirection=${direction}`))).toEqual(expected);
  });

  it.each([
    ['student login', 'BOB', ['bob']],
    ['student name', 'carol xu', ['carol']],
    ['mentor login', login('marta'), ['alice', 'dan']],
    ['mentor name', 'marta mentor', ['alice', 'dan']],
    ['city', 'warsaw', ['alice']],
    ['country', 'poland', ['alice', 'dan']],
    ['wildcard characters literally', '%', []],
  ])('search matches the %s', async (_what, search, expected) => {
    const result = await page(`current=1&pageSize=10&search=${encodeURIComponent(search)}`);
    expect(names(result)).toEqual(expected);
    expect(result.pagination.total).toBe(expected.length);
  });

  it('combines search with status=active and an order', async () => {
    const result = await page('current=1&pageSize=10&status=active&search=o&orderBy=name&orderDirection=asc');
    expect(names(result)).toEqual(['alice', 'bob', 'dan']);
  });

  it.each([
    ['current=0&pageSize=10', 'current'],
    ['current=1&pageSize=501', 'pageSize'],
    ['current=1&pageSize=0', 'pageSize'],
    ['current=1', 'pageSize'],
    ['current=1&pageSize=10&orderBy=email', 'orderBy'],
    ['current=1&pageSize=10&orderDirection=up', 'orderDirection'],
    ['current=1&pageSize=10&status=expelled', 'status'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    await expectProblemNaming(await list(query), 400, field);
  });

  it('is for managers, supervisors, dementors and admins of the course', async () => {
    for (const as of ['supervisor', 'dementor', 'admin'] as const)
      expect((await list('current=1&pageSize=1', as)).status).toBe(200);
    for (const as of ['mentor', 'student', 'taskOwner', 'newcomer'] as const) {
      const response = await list('current=1&pageSize=1', as);
      expect(response.status).toBe(403);
      await readProblem(response);
    }
    expect((await list('current=1&pageSize=1', 'anonymous')).status).toBe(401);
  });

  it('answers 403 for another course and 404 for an admin asking for a course that does not exist', async () => {
    expect((await list('current=1&pageSize=1', 'manager', ctx.school.courseB.id)).status).toBe(403);
    expect((await list('current=1&pageSize=1', 'admin', 999_999)).status).toBe(404);
  });
});
