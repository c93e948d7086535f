import { eq, sql } from 'drizzle-orm';
import { students, users } from '../../../src/server/db/schema';
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
  // A second mentor with both names, matched across the space between them ("first last").
  const namedMentor = await enrolMentor(
    ctx,
    course.id,
    {},
    { githubId: login('tutor'), firstName: 'Petra', lastName: 'Quartz' },
  );
  const mentorOf = [null, null, namedMentor.mentorId, mentor.mentorId];
  const people = [
    { githubId: login('alice'), firstName: 'Alice', lastName: 'Zephyr', cityName: 'Warsaw', countryName: 'Poland' },
    { githubId: login('bob'), firstName: null, lastName: 'Under_Score', cityName: null, countryName: 'Latvia' },
    { githubId: login('carol'), firstName: 'Carol', lastName: null, cityName: 'Back\\slash', countryName: null },
    { githubId: login('dan'), firstName: 'Dan', lastName: 'Ivanov', cityName: 'Riga', countryName: 'Latvia' },
  ];
  for (const [i, person] of people.entries()) {
    await enrolStudent(ctx, course.id, { totalScore: 10 * i, mentorId: mentorOf[i] }, person);
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
    ['a mentor by first and last name', 'TRA QUA', ['carol']],
    ['a mentor by a part of his login', 'd-tutor', ['carol']],
    ['neither a student nor a mentor', 'zzqqx', []],
    ['no field boundary inside a name', 'carol back', []],
    ['a field boundary as a line break', 'zephyr\nwarsaw', ['alice']],
  ])('matches %s', async (_what, search, expected) => {
    expect(await found(search)).toEqual(expected);
  });
});

// Migration 0015: the search text and sort keys live on the student row, kept exact by triggers.
describe('the keys stored on the student row', () => {
  const search = (text: string, orderBy = 'githubId') =>
    ctx.request(
      `/api/v2/courses/${course.id}/students?current=1&pageSize=100&orderBy=${orderBy}&search=${encodeURIComponent(text)}`,
      { as: 'manager' },
    );
  const logins = async (response: Response) =>
    ((await response.json()) as { items: { githubId: string; name: string; mentor: { name: string } | null }[] }).items;

  it('follow a rename of the student and of his mentor, and a change of mentor', async () => {
    const mentor = await enrolMentor(ctx, course.id, {}, { githubId: login('keymentor'), firstName: 'Quill' });
    const student = await enrolStudent(
      ctx,
      course.id,
      { mentorId: mentor.mentorId },
      { githubId: login('keystudent'), firstName: 'Yorick', lastName: 'Old', cityName: 'Oslo' },
    );
    expect((await logins(await search('yorick old'))).map((item) => item.githubId)).toEqual([login('keystudent')]);

    await ctx.db
      .update(users)
      .set({ firstName: 'Xavier', lastName: 'New', cityName: 'Bergen' })
      .where(eq(users.id, student.user.id));
    expect(await logins(await search('yorick'))).toEqual([]);
    const renamed = await logins(await search('xavier new\nbergen'));
    expect(renamed.map((item) => item.name)).toEqual(['Xavier New']);

    await ctx.db
      .update(users)
      .set({ githubId: login('renamedmentor') })
      .where(eq(users.id, mentor.user.id));
    const byMentor = await logins(await search(login('renamedmentor'), 'mentor'));
    expect(byMentor.map((item) => item.githubId)).toEqual([login('keystudent')]);
    const [keys] = (
      (await ctx.db.execute(
        sql`select github_key, first_key, city_key, mentor_key from student where id = ${student.studentId}`,
      )) as unknown as { rows: Record<string, string | null>[] }
    ).rows;
    expect(keys).toEqual({
      github_key: login('keystudent'),
      first_key: 'xavier',
      city_key: 'bergen',
      mentor_key: login('renamedmentor'),
    });

    await ctx.db.update(students).set({ mentorId: null }).where(eq(students.id, student.studentId));
    expect(await logins(await search(login('renamedmentor')))).toEqual([]);
  });
});
