import { sql } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { studentSearchText } from '@/server/modules/course-students/service/search-condition';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';

// access.md §28 GET /courses/{courseId}/students `search`: contains, any letter case, as plain text, in the student's
// login, name ("first last"), city or country, or his mentor's login or name. A needle with a run of 3 letters or
// digits is looked up through the trigram index of migration 0008, a shorter one row by row: both find the same rows.
let ctx: TestContext;
let course: StaffedCourse;
const login = (name: string) => `find-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  const mentor = await enrolMentor(
    ctx,
    course.id,
    {},
    { githubId: login('mentor'), firstName: 'Oscar', lastName: null },
  );
  const people = [
    { githubId: login('alice'), firstName: 'Alice', lastName: 'Zephyr', cityName: 'Warsaw', countryName: 'Poland' },
    { githubId: login('bob'), firstName: null, lastName: 'Under_Score', cityName: null, countryName: 'Latvia' },
    { githubId: login('carol'), firstName: 'Carol', lastName: null, cityName: 'Back\\slash', countryName: null },
    { githubId: login('dan'), firstName: 'Dan', lastName: 'Ivanov', cityName: 'Riga', countryName: 'Latvia' },
  ];
  for (const [i, person] of people.entries()) {
    await enrolStudent(ctx, course.id, { totalScore: 10 * i, mentorId: i === 3 ? mentor.mentorId : null }, person);
  }
});
afterAll(() => ctx.close());

const found = async (search: string) => {
  const query = `current=1&pageSize=100&orderBy=githubId&search=${encodeURIComponent(search)}`;
  const response = await ctx.request(`/api/v2/courses/${course.id}/students?${query}`, { as: 'manager' });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { items: { githubId: string }[]; pagination: { total: number } };
  expect(page.pagination.total).toBe(page.items.length);
  return page.items.map((item) => item.githubId.replace(`-${process.pid}`, '').replace('find-', ''));
};

describe('GET /courses/{courseId}/students?search=', () => {
  it.each([
    ['a login, any case', 'FIND-ALI', ['alice']],
    ['a short needle, row by row', 'ce', ['alice']],
    ['first and last name together', 'ice zep', ['alice']],
    ['a last name without a first name', 'under_score', ['bob']],
    ['underscore literally, not as a wildcard', 'der_sc', ['bob']],
    ['underscore literally in a short needle', 'r_', ['bob']],
    ['percent literally', 'ali%', []],
    ['a backslash literally', 'back\\sl', ['carol']],
    ['a backslash literally in a short needle', 'k\\s', ['carol']],
    ['a country', 'latvia', ['bob', 'dan']],
    ['the mentor by name', 'OSCAR', ['dan']],
    ['the mentor by login', login('mentor'), ['dan']],
    ['no field boundary inside a name', 'carol back', []],
    ['a field boundary as a line break', 'zephyr\nwarsaw', ['alice']],
  ])('matches %s', async (_what, search, expected) => {
    expect(await found(search)).toEqual(expected);
  });
});

describe('the trigram index of the student search', () => {
  it('holds exactly the text the search compares (else the search would read every user)', async () => {
    await ctx.db.execute(sql`set enable_seqscan = off`);
    try {
      const result = await ctx.db.execute(
        sql`explain select ${users.id} from ${users} where ${studentSearchText} like '%warsaw%'`,
      );
      const plan = (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]);
      expect(plan.join('\n')).toContain('user_student_search_trgm_idx');
    } finally {
      await ctx.db.execute(sql`reset enable_seqscan`);
    }
  });
});
