import { recomputeCourseRanks } from '@/server/modules/course-students/ranks';
import { scoreQuerySchema } from '@/server/modules/scores/schemas';
import { listScores } from '@/server/modules/scores/service/score-page';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse } from '../../support/server/course-people';

// Issue 12: the score page's statement is built once per order, direction (and the rank order's scope), mentor filter,
// cut and known total (page-json.ts); the scope and the login, name and city filters, set or not, are values bound at
// each call. A statement run again with other values answers for those values, whatever ran before it.
let ctx: TestContext;
let courseId: number;
const login = (name: string) => `shape-${name}-${process.pid}`;
const [ann, bob, cid, dan] = ['ann', 'bob', 'cid', 'dan'].map(login);

beforeAll(async () => {
  ctx = await createTestContext();
  courseId = (await staffedCourse(ctx)).id;
  const people = [
    { githubId: ann, firstName: 'Ann', cityName: 'Riga', totalScore: 5, isExpelled: false },
    { githubId: bob, firstName: 'Bob', cityName: 'Riga', totalScore: 3, isExpelled: false },
    { githubId: cid, firstName: 'Cid', cityName: 'Tbilisi', totalScore: 7, isExpelled: true },
    { githubId: dan, firstName: 'Dan', cityName: 'Tbilisi', totalScore: 1, isExpelled: false },
  ];
  for (const { totalScore, isExpelled, ...user } of people) {
    await enrolStudent(ctx, courseId, { totalScore, isExpelled }, user);
  }
  await recomputeCourseRanks(ctx.db, courseId);
});
afterAll(() => ctx.close());

const page = async (query: Record<string, string>) => {
  const text = await listScores(
    ctx.db,
    courseId,
    scoreQuerySchema.parse({
      activeOnly: 'false',
      orderBy: 'totalScore',
      orderDirection: 'desc',
      current: '1',
      pageSize: '10',
      ...query,
    }),
  );
  const parsed = JSON.parse(text) as {
    items: { githubId: string; rank: number | null }[];
    pagination: { total: number };
  };
  return {
    logins: parsed.items.map((item) => item.githubId),
    ranks: parsed.items.map((item) => item.rank),
    total: parsed.pagination.total,
  };
};

describe('the score page statement, built once per shape', () => {
  it('answers the scope and each filter of the call, set or not, whatever came before', async () => {
    const active = { activeOnly: 'true' };
    for (let round = 0; round < 2; round += 1) {
      expect(await page({})).toMatchObject({ logins: [cid, ann, bob, dan], total: 4 });
      expect(await page(active)).toMatchObject({ logins: [ann, bob, dan], total: 3 });
      expect(await page({ cityName: 'TBIL' })).toMatchObject({ logins: [cid, dan], total: 2 });
      expect(await page({ ...active, cityName: 'tbil' })).toMatchObject({ logins: [dan], total: 1 });
      expect(await page({ ...active, name: 'an' })).toMatchObject({ logins: [ann, dan], total: 2 });
      expect(await page({ githubId: 'shape-cid' })).toMatchObject({ logins: [cid], total: 1 });
      expect(await page({ ...active, githubId: 'shape-cid' })).toMatchObject({ logins: [], total: 0 });
      // The rank among all students, or among the active ones (rules.md R3.4), as the order and as the column.
      const byRank = { orderBy: 'rank', orderDirection: 'asc' };
      expect(await page(byRank)).toMatchObject({ logins: [cid, ann, bob, dan], ranks: [1, 2, 3, 4] });
      expect(await page({ ...byRank, ...active })).toMatchObject({ logins: [ann, bob, dan], ranks: [1, 2, 3] });
      expect(await page({ ...active, orderBy: 'name', orderDirection: 'desc' })).toMatchObject({
        logins: [dan, bob, ann],
        ranks: [3, 2, 1],
      });
    }
  });
});
