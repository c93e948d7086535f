import { recomputeCourseRanks } from '@/server/modules/course-students';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';

// access.md §0 "Paging" and "Sorting" on GET /courses/{courseId}/students: whatever the order, the search and the page
// size, the pages join up to the whole list (missing values last, id asc on ties, so every row has one place), each
// page carries the total of the whole list, and a page past the end is empty but still tells the total.
type Page = {
  items: { githubId: string }[];
  pagination: { current: number; pageSize: number; total: number; totalPages: number };
};

let ctx: TestContext;
let course: StaffedCourse;
const firstNames = ['Anna', 'anna', null, 'Boris', 'Olga'];
const lastNames = ['Ivanova', null, 'Petrov', 'Ivanov'];
const cities = ['Riga', null, 'Warsaw', 'riga'];

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  const mentorIds: number[] = [];
  for (const name of ['Ivan', 'Maria']) {
    const mentor = await enrolMentor(
      ctx,
      course.id,
      {},
      { githubId: `paging-mentor-${name.toLowerCase()}-${process.pid}`, firstName: name },
    );
    mentorIds.push(mentor.mentorId);
  }
  // 23 students with repeated names, cities and scores, some of them missing, so that ties and nulls cross pages.
  for (let i = 0; i < 23; i += 1) {
    await enrolStudent(
      ctx,
      course.id,
      { totalScore: (i * 7) % 5, isExpelled: i % 6 === 5, mentorId: i % 3 === 0 ? null : mentorIds[i % 2] },
      {
        githubId: `paging-${String(i).padStart(2, '0')}-${process.pid}`,
        firstName: firstNames[i % firstNames.length],
        lastName: lastNames[i % lastNames.length],
        cityName: cities[i % cities.length],
        countryName: i % 4 === 0 ? null : 'Latvia',
      },
    );
  }
  await recomputeCourseRanks(ctx.db, course.id);
});
afterAll(() => ctx.close());

async function page(query: string): Promise<Page> {
  const response = await ctx.request(`/api/v2/courses/${course.id}/students?${query}`, { as: 'manager' });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

const logins = (result: Page) => result.items.map((item) => item.githubId);

describe('GET /courses/{courseId}/students: pages of any order join up to the whole list', () => {
  const orders = ['totalScore', 'rank', 'name', 'githubId', 'cityName', 'countryName', 'mentor'];
  const scopes = ['', '&status=active', '&search=iva', '&search=riga&status=active', '&search=maria'];
  it.each(
    orders.flatMap((orderBy) =>
      ['asc', 'desc'].flatMap((direction) => scopes.map((scope) => [orderBy, direction, scope])),
    ),
  )('orderBy=%s %s%s', async (orderBy, direction, scope) => {
    const query = `orderBy=${orderBy}&orderDirection=${direction}${scope}`;
    const whole = await page(`current=1&pageSize=100&${query}`);
    const total = whole.pagination.total;
    expect(total).toBe(whole.items.length);
    const joined: string[] = [];
    for (let current = 1; current <= Math.ceil(total / 4); current += 1) {
      const part = await page(`current=${current}&pageSize=4&${query}`);
      expect(part.pagination.total).toBe(total);
      joined.push(...logins(part));
    }
    expect(joined).toEqual(logins(whole));
    const beyond = await page(`current=${Math.ceil(total / 4) + 2}&pageSize=4&${query}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(total);
  });

  it('finds students through their mentor, whose name no student shares', async () => {
    const result = await page('current=1&pageSize=100&search=maria');
    expect(result.pagination.total).toBeGreaterThan(0);
    expect(result.items.every((item) => item.githubId.startsWith('paging-'))).toBe(true);
  });
});
