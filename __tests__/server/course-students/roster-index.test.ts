import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { courseStudentsQuerySchema } from '@/server/modules/course-students/schemas';
import { listCourseStudentsJson } from '@/server/modules/course-students/service/list-students';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { rosterVersionOf } from '../../support/server/school';

// Issue 12: a page of the course students list asked with the roster version its request read is cut from the roster
// index (every id in each order, the ids each filter keeps) and its rows kept as JSON, all at that version. Each
// answer here is compared with the page's own statement (no version: nothing kept is used), before and after writes.
let ctx: TestContext;
let course: StaffedCourse;
const login = (name: string) => `index-${name}-${process.pid}`;
const userIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  for (const [name, city] of [
    ['ann', 'Riga'],
    ['ben', 'Warsaw'],
    ['cat', 'Riga'],
    ['dan', 'Vilnius'],
  ]) {
    const { user } = await enrolStudent(ctx, course.id, {}, { githubId: login(name), cityName: city });
    userIds[name] = user.id;
  }
});
afterAll(() => ctx.close());

const rosterVersion = () => rosterVersionOf(ctx.db, course.id);

const query = (fields: Record<string, string>) =>
  courseStudentsQuerySchema.parse({ current: '1', pageSize: '2', orderBy: 'githubId', ...fields });

async function page(fields: Record<string, string>, version?: number) {
  return JSON.parse((await listCourseStudentsJson(ctx.db, course.id, query(fields), version)).json) as {
    items: { githubId: string; cityName: string | null }[];
    pagination: { total: number };
  };
}

// The page as the request that read `version` gets it, and as its own statement reads it now.
async function both(fields: Record<string, string>, version: number) {
  return { indexed: await page(fields, version), statement: await page(fields) };
}

describe('the roster index and the rows kept', () => {
  it('answers as the statement does, and shows a write on the next version', async () => {
    const before = await rosterVersion();
    const search = { search: 'riga', current: '1' };
    let read = await both(search, before);
    expect(read.indexed).toEqual(read.statement);
    expect(read.indexed.items.map((row) => row.githubId)).toEqual([login('ann'), login('cat')]);
    // A second page of another order at the same version: cut from what the first ask read.
    read = await both({ orderDirection: 'desc', current: '2' }, before);
    expect(read.indexed).toEqual(read.statement);
    expect(read.indexed.items.map((row) => row.githubId)).toEqual([login('ben'), login('ann')]);

    // A write the list shows (a city: the search's match and a row's JSON) moves the version.
    await ctx.db.update(users).set({ cityName: 'Riga' }).where(eq(users.id, userIds.dan));
    const after = await rosterVersion();
    expect(after).toBeGreaterThan(before);
    read = await both(search, after);
    expect(read.indexed).toEqual(read.statement);
    expect(read.indexed.pagination.total).toBe(3);
    read = await both({ search: 'riga', current: '2' }, after);
    expect(read.indexed.items).toEqual([{ ...read.statement.items[0], cityName: 'Riga' }]);
    expect(read.indexed.items[0].githubId).toBe(login('dan'));
  });

  it('answers a request whose version is behind what is kept from the statement, as the list stands now', async () => {
    const old = await rosterVersion();
    await page({ current: '1' }, old);
    await ctx.db.update(users).set({ cityName: 'Tallinn' }).where(eq(users.id, userIds.ann));
    const now = await rosterVersion();
    // The index and the rows now hold the new version: a request that read `old` (a write landed between its version
    // read and its page) is answered by the page's own statement, never by a mix of two versions.
    expect(await page({ search: 'tallinn', current: '1' }, now)).toEqual(
      await page({ search: 'tallinn', current: '1' }),
    );
    const behind = await page({ current: '1' }, old);
    expect(behind).toEqual(await page({ current: '1' }));
    expect(behind.items.find((row) => row.githubId === login('ann'))?.cityName).toBe('Tallinn');
  });
});
