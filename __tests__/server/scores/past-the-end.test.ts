import { scoreQuerySchema } from '@/server/modules/scores/schemas';
import { listScores } from '@/server/modules/scores/service/score-page';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';

// A page at or past the end of a filter's total last counted is answered from the first row's statement (page-json.ts
// selectScorePageJson): the same text as the page's own statement gives, and never past a total that grew since.
let ctx: TestContext;
let course: StaffedCourse;
const pid = process.pid;
let enrolled = 0;

const enrol = (count: number, cityName: string) =>
  Promise.all(
    Array.from({ length: count }, () => {
      enrolled += 1;
      const n = enrolled;
      return enrolStudent(
        ctx,
        course.id,
        { totalScore: n % 3, isExpelled: n % 4 === 0 },
        { githubId: `end-${n}-${pid}`, firstName: `End${n}`, cityName },
      );
    }),
  );

const page = async (current: number, pageSize: number, extra: Record<string, string> = {}) =>
  listScores(
    ctx.db,
    course.id,
    scoreQuerySchema.parse({
      activeOnly: 'false',
      orderBy: 'totalScore',
      orderDirection: 'desc',
      current: String(current),
      pageSize: String(pageSize),
      ...extra,
    }),
  );
const parsed = (text: string) => JSON.parse(text) as { items: { githubId: string }[]; pagination: { total: number } };

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  await enrol(5, 'Riga');
  await enrol(3, 'Tbilisi');
});
afterAll(() => ctx.close());

describe('score page past the end of the list', () => {
  it.each([
    ['every student', { activeOnly: 'false' }],
    ['the active, a city', { activeOnly: 'true', cityName: 'rig' }],
    ['rank order, a city', { orderBy: 'rank', orderDirection: 'asc', cityName: 'TBIL' }],
    ['name order, descending', { orderBy: 'name', orderDirection: 'desc' }],
  ])('answers %s with the same text once its total is known', async (_name, query) => {
    // The first ask of the filter counts its total on its own statement (nothing known yet): the reference.
    const reference = await page(20, 3, query);
    const { total } = parsed(reference).pagination;
    expect(parsed(reference).items).toEqual([]);
    expect(total).toBeGreaterThan(0);
    expect(await page(20, 3, query)).toBe(reference);
    // Exactly at the end, and the last page that still holds rows.
    const atEnd = Math.ceil(total / 2) + 1;
    expect(parsed(await page(atEnd, 2, query)).items).toEqual([]);
    expect(parsed(await page(atEnd - 1, 2, query)).items).toHaveLength(total % 2 || 2);
    expect(parsed(await page(atEnd, 2, query)).pagination.total).toBe(total);
  });

  it('lists the rows a write added after the total was counted', async () => {
    const query = { activeOnly: 'false', cityName: 'vilnius', orderBy: 'githubId', orderDirection: 'asc' };
    await enrol(2, 'Vilnius');
    expect(parsed(await page(1, 2, query)).pagination.total).toBe(2);
    expect(parsed(await page(2, 2, query)).items).toEqual([]);
    await enrol(3, 'Vilnius');
    const second = parsed(await page(2, 2, query));
    expect(second.pagination.total).toBe(5);
    expect(second.items).toHaveLength(2);
    expect(parsed(await page(3, 2, query)).items).toHaveLength(1);
    expect(parsed(await page(4, 2, query))).toMatchObject({ items: [], pagination: { total: 5 } });
  });
});
