import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { parseCsv } from '../../support/server/csv';
import { buildRegistry, type RegistryPage } from '../../support/server/mentor-registry';

// access.md §26 GET /registry/mentors/csv (powerUser): mentors.csv, RFC 4180 with a header row, the same filters and
// visibility as the table (access.md §0.2 decision 23).
let ctx: TestContext;
let registry: Awaited<ReturnType<typeof buildRegistry>>;
beforeAll(async () => {
  ctx = await createTestContext();
  registry = await buildRegistry(ctx);
  await ctx.db
    .update(users)
    .set({ firstName: '=HYPERLINK("x")', lastName: 'Smith' })
    .where(eq(users.id, registry.applicants.prefersA.id));
});
afterAll(() => ctx.close());

const header = [
  'githubId',
  'name',
  'city',
  'country',
  'preferedCourses',
  'preselectedCourses',
  'technicalMentoring',
  'languages',
  'maxStudentsLimit',
  'preferedStudentsLocation',
  'receivedDate',
  'sendDate',
  'comment',
];

const csv = (as: Caller, query = '') => ctx.request(`/api/v2/registry/mentors/csv${query}`, { as });
const records = async (as: Caller, query = '') => {
  const response = await csv(as, query);
  expect(response.status).toBe(200);
  return parseCsv(await response.text());
};
const tableLogins = async (as: Caller, query: string) =>
  ((await (await ctx.request(`/api/v2/registry/mentors${query}`, { as })).json()) as RegistryPage).items.map(
    (item) => item.githubId,
  );

describe('GET /registry/mentors/csv', () => {
  it('is a CSV attachment named mentors.csv with the header row', async () => {
    const response = await csv('admin');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mentors.csv"');
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)[0]).toEqual(header);
  });

  it('reads back field for field, quotes, commas and line breaks included', async () => {
    const rows = await records('admin');
    const joined = rows.find((row) => row[0] === registry.applicants.joined.githubId) as string[];
    const byColumn = Object.fromEntries(header.map((name, index) => [name, joined[index]]));
    expect(byColumn).toMatchObject({
      city: 'Almaty',
      preferedCourses: ctx.school.courseA.name,
      preselectedCourses: ctx.school.courseA.name,
      technicalMentoring: 'JavaScript',
      maxStudentsLimit: '8',
      preferedStudentsLocation: 'any',
      receivedDate: '2026-02-05T12:00:00.000Z',
      sendDate: '',
      comment: 'Strong, "senior"; knows React,\nVue',
    });
    const certified = rows.find((row) => row[0] === registry.applicants.certified.githubId) as string[];
    expect(certified[4].split('; ')).toEqual([ctx.school.courseA.name, expect.stringMatching(/^Course \d+$/)]);
  });

  it('defuses a cell a spreadsheet would run as a formula', async () => {
    const rows = await records('admin');
    const row = rows.find((item) => item[0] === registry.applicants.prefersA.githubId) as string[];
    expect(row[1]).toBe(`'=HYPERLINK("x") Smith`);
  });

  it.each([
    ['admin', ''],
    ['manager', ''],
    ['admin', '?status=new&cityName=a'],
    ['supervisor', '?technicalMentoring=Android,AWS&cityName=i'],
    ['admin', '?githubId=no-such-login'],
  ] as const)('as %s with "%s" lists what the table lists, in its order', async (as, query) => {
    const rows = await records(as, query);
    expect(rows.slice(1).map((row) => row[0])).toEqual(await tableLogins(as, query));
  });

  it('refuses non-power users and bad filters', async () => {
    expect((await csv('mentor')).status).toBe(403);
    expect((await csv('anonymous')).status).toBe(401);
    expect((await csv('admin', '?status=old')).status).toBe(400);
  });
});
