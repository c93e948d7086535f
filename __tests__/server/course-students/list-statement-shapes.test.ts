import { courseStudentsQuerySchema } from '@/server/modules/course-students/schemas';
import { recomputeCourseRanks } from '@/server/modules/course-students/ranks';
import { listCourseStudentsJson } from '@/server/modules/course-students/service/list-students';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse } from '../../support/server/course-people';

// Issue 12: the list's statement is built once per shape (order, direction, whether the global search is set) and run
// with the course, the scope, the needles of the column searches (set or not) and the page bound as values. The same
// shape run again with other values answers for those values; a page past the end still tells the total.
let ctx: TestContext;
const courseIds: number[] = [];
const login = (name: string) => `shape-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const c of [0, 1]) {
    const course = await staffedCourse(ctx);
    courseIds.push(course.id);
    const mentor = await enrolMentor(ctx, course.id, {}, { githubId: login(`mentor${c}-${c ? 'kim' : 'lee'}`) });
    for (const [i, name] of ['alpha', 'beta', 'gamma'].entries()) {
      await enrolStudent(
        ctx,
        course.id,
        { totalScore: i + c, mentorId: i === 0 ? mentor.mentorId : null },
        { githubId: login(`${c}-${name}`), firstName: name, countryName: c ? 'Poland' : 'Georgia' },
      );
    }
  }
  // The second course also has an expelled student, at the top of its totals.
  await enrolStudent(
    ctx,
    courseIds[1],
    { totalScore: 9, isExpelled: true },
    { githubId: login('1-delta'), firstName: 'delta', countryName: 'Poland' },
  );
  for (const id of courseIds) await recomputeCourseRanks(ctx.db, id);
});
afterAll(() => ctx.close());

const list = async (courseId: number, params: Record<string, string>) => {
  const query = courseStudentsQuerySchema.parse({ current: '1', pageSize: '10', ...params });
  const { json, empty } = await listCourseStudentsJson(ctx.db, courseId, query);
  const page = JSON.parse(json) as {
    items: { githubId: string; rank: number | null }[];
    pagination: { total: number };
  };
  const logins = page.items.map((item) => item.githubId);
  return { logins, ranks: page.items.map((item) => item.rank), total: page.pagination.total, empty };
};

describe('the course students statement, built once per shape', () => {
  it('answers each search and course it is run with', async () => {
    expect(await list(courseIds[0], { search: 'ALPHA' })).toMatchObject({ logins: [login('0-alpha')], total: 1 });
    expect(await list(courseIds[0], { search: 'beta' })).toMatchObject({ logins: [login('0-beta')], total: 1 });
    expect(await list(courseIds[1], { search: 'beta' })).toMatchObject({ logins: [login('1-beta')], total: 1 });
    expect(await list(courseIds[1], { search: 'nobody' })).toMatchObject({ logins: [], total: 0, empty: true });
  });

  it('answers each column search with its own needle', async () => {
    expect((await list(courseIds[0], { country: 'georg' })).total).toBe(3);
    expect((await list(courseIds[1], { country: 'georg' })).total).toBe(0);
    expect(await list(courseIds[0], { mentor: 'LEE' })).toMatchObject({ logins: [login('0-alpha')], total: 1 });
    expect(await list(courseIds[1], { mentor: 'lee' })).toMatchObject({ logins: [], total: 0 });
    expect(await list(courseIds[1], { student: 'GAMMA' })).toMatchObject({ logins: [login('1-gamma')], total: 1 });
  });

  it('tells the total on a page past the end', async () => {
    const filters: Record<string, string>[] = [{}, { search: 'a' }, { country: 'pol' }];
    for (const params of filters) {
      const first = await list(courseIds[1], params);
      const past = await list(courseIds[1], { ...params, current: '5', pageSize: '2' });
      expect(past).toMatchObject({ logins: [], total: first.total, empty: true });
      expect(first.total).toBeGreaterThan(0);
    }
  });

  it('answers the scope and each column search of the call, set or not, whatever came before', async () => {
    const course = courseIds[1];
    const [alpha, beta, gamma, delta] = ['alpha', 'beta', 'gamma', 'delta'].map((name) => login(`1-${name}`));
    const active = { status: 'active' };
    for (let round = 0; round < 2; round += 1) {
      expect(await list(course, {})).toMatchObject({ logins: [delta, gamma, beta, alpha], total: 4 });
      expect(await list(course, active)).toMatchObject({ logins: [gamma, beta, alpha], total: 3 });
      expect(await list(course, { country: 'pol' })).toMatchObject({ total: 4 });
      expect(await list(course, { ...active, country: 'pol', mentor: 'kim' })).toMatchObject({
        logins: [alpha],
        total: 1,
      });
      expect(await list(course, { student: 'delta' })).toMatchObject({ logins: [delta], total: 1 });
      expect(await list(course, { ...active, student: 'delta' })).toMatchObject({ logins: [], total: 0 });
      // The rank among all students, or among the active ones (rules.md R3.4), as the order and as the column.
      const byRank = { orderBy: 'rank', orderDirection: 'asc' };
      expect(await list(course, byRank)).toMatchObject({ logins: [delta, gamma, beta, alpha], ranks: [1, 2, 3, 4] });
      expect(await list(course, { ...byRank, ...active })).toMatchObject({
        logins: [gamma, beta, alpha],
        ranks: [1, 2, 3],
      });
      expect(await list(course, { ...active, orderBy: 'name', orderDirection: 'desc' })).toMatchObject({
        logins: [gamma, beta, alpha],
        ranks: [1, 2, 3],
      });
    }
  });

  it('matches a search holding a line break against the whole search text', async () => {
    const { total } = await list(courseIds[0], { search: `${login('0-gamma')}\ngamma` });
    expect(total).toBe(1);
  });
});
