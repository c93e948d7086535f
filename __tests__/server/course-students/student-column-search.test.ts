import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';

// pages.md §4 "Course Students": the Student, Mentor and Country columns search on the server, because the list is
// paged there: GET /courses/{courseId}/students takes `student`, `mentor` and `country` (contains, any case), all of
// them together and with `status`, and counts the total of the filtered list.
type Page = { items: { githubId: string }[]; pagination: { total: number } };

let ctx: TestContext;
let course: StaffedCourse;
const login = (name: string) => `colsearch-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  const marta = await enrolMentor(
    ctx,
    course.id,
    {},
    { githubId: login('marta'), firstName: 'Marta', lastName: 'Ray' },
  );
  const oleg = await enrolMentor(
    ctx,
    course.id,
    {},
    { githubId: login('oleg'), firstName: 'Oleg', lastName: 'Poland' },
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
    { totalScore: 40, mentorId: oleg.mentorId },
    { githubId: login('bob'), firstName: 'Bob', lastName: 'Young', cityName: 'Poland', countryName: 'Germany' },
  );
  await enrolStudent(
    ctx,
    course.id,
    { totalScore: 30, mentorId: marta.mentorId, isExpelled: true },
    { githubId: login('carol'), firstName: 'Carol', lastName: 'Xu', countryName: 'Poland' },
  );
}, 60_000);
afterAll(() => ctx.close());

async function page(query: string): Promise<Page> {
  const response = await ctx.request(`/api/v2/courses/${course.id}/students?current=1&pageSize=10&${query}`, {
    as: 'manager',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}
const names = (result: Page) => result.items.map((item) => item.githubId.split('-')[1]);

it.each([
  ['student login', 'student=BOB', ['bob']],
  ['student name, not the city or the mentor', 'student=zephyr', ['alice']],
  ['mentor login', `mentor=${login('marta')}`, ['alice', 'carol']],
  ['mentor name, not the student', 'mentor=marta%20ray', ['alice', 'carol']],
  ['country only, not the city or the mentor name', 'country=pol', ['alice', 'carol']],
])('a column search matches the %s', async (_what, query, expected) => {
  const result = await page(query);
  expect(names(result)).toEqual(expected);
  expect(result.pagination.total).toBe(expected.length);
});

it('combines the column searches with each other and with status=active', async () => {
  expect(names(await page(`country=poland&mentor=marta`))).toEqual(['alice', 'carol']);
  const active = await page(`country=poland&mentor=marta&status=active`);
  expect(names(active)).toEqual(['alice']);
  expect(active.pagination.total).toBe(1);
  expect(names(await page(`student=bob&country=poland`))).toEqual([]);
});

it('refuses a column search over 100 characters with 400 naming the field', async () => {
  const response = await ctx.request(
    `/api/v2/courses/${course.id}/students?current=1&pageSize=10&mentor=${'m'.repeat(101)}`,
    { as: 'manager' },
  );
  expect(response.status).toBe(400);
  expect((await readProblem(response)).errors?.map((error) => error.path)).toContain('mentor');
});
