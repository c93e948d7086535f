import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mentors, studentRanks, students, users } from '@/server/db/schema';
import { recomputeCourseRanks } from '@/server/modules/course-students';
import { courseStudentsQuerySchema, studentOrderByValues } from '@/server/modules/course-students/schemas';
import { listCourseStudentsJson } from '@/server/modules/course-students/service/list-students';
import { scoreOrderByValues, scoreQuerySchema } from '@/server/modules/scores/schemas';
import { listScores } from '@/server/modules/scores/service/score-page';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { rosterVersionOf } from '../../support/server/school';

// Issue 12: the course students list and the score page cut their pages from an index per order (migration 0020), join
// the page's rows afterwards and count their totals apart (remembered per roster/score version). Whatever the order,
// direction, scope, filter and page, they must list exactly what a plain reading of the rules lists: every order and
// filter here against a reference computed in JavaScript from the course's rows (keys lower-cased and compared in
// byte order, missing values last in both directions, the lists' tie-breaks), page by page, with the same total.
type Person = { githubId: string; firstName: string | null; lastName: string | null };
type Row = Person & {
  id: number;
  cityName: string | null;
  countryName: string | null;
  isExpelled: boolean;
  totalScore: number;
  crossCheckScore: number;
  rank: number | null;
  activeRank: number | null;
  changeDate: Date | null;
  mentor: Person | null;
};

let ctx: TestContext;
let course: StaffedCourse;
let rows: Row[];
const pid = process.pid;
const firstNames = ['Anna', 'anna', null, 'Boris', '', 'Olga', 'ANNA'];
const lastNames = ['Ivanova', null, 'Petrov', 'ivanov', ''];
const cities = ['Riga', null, 'Warsaw', 'riga', ''];
const countries = ['Latvia', null, 'Poland', 'latvia'];

const mentorUsers = alias(users, 'mentor_user');

async function readRows(): Promise<Row[]> {
  const read = await ctx.db
    .select({
      id: students.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      cityName: users.cityName,
      countryName: users.countryName,
      isExpelled: students.isExpelled,
      totalScore: students.totalScore,
      crossCheckScore: students.crossCheckScore,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
      changeDate: students.totalScoreChangeDate,
      mentorLogin: mentorUsers.githubId,
      mentorFirst: mentorUsers.firstName,
      mentorLast: mentorUsers.lastName,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .where(eq(students.courseId, course.id));
  return read.map(({ mentorLogin, mentorFirst, mentorLast, ...row }) => ({
    ...row,
    totalScore: Number(row.totalScore),
    crossCheckScore: Number(row.crossCheckScore),
    mentor: mentorLogin ? { githubId: mentorLogin, firstName: mentorFirst, lastName: mentorLast } : null,
  }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  const mentorIds: number[] = [];
  for (const [i, name] of ['Ivan', 'Maria'].entries()) {
    const mentor = await enrolMentor(
      ctx,
      course.id,
      {},
      { githubId: `Ref-Mentor-${name}-${pid}`, firstName: name, lastName: i ? null : 'Sokolov' },
    );
    mentorIds.push(mentor.mentorId);
  }
  for (let i = 0; i < 26; i += 1) {
    await enrolStudent(
      ctx,
      course.id,
      {
        totalScore: [3, 0, 7.5, 3, 12][i % 5],
        crossCheckScore: [0, 1.5, 0][i % 3],
        totalScoreChangeDate: i % 4 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 3))),
        isExpelled: i % 7 === 6,
        mentorId: i % 3 === 0 ? null : mentorIds[i % 2],
      },
      {
        githubId: `${i % 2 ? 'Ref' : 'ref'}-${String((i * 11) % 26).padStart(2, '0')}-${pid}`,
        firstName: firstNames[i % firstNames.length],
        lastName: lastNames[i % lastNames.length],
        cityName: cities[i % cities.length],
        countryName: countries[i % countries.length],
      },
    );
  }
  await recomputeCourseRanks(ctx.db, course.id);
  rows = await readRows();
});
afterAll(() => ctx.close());

const lower = (value: string | null) => (value === null ? null : value.toLowerCase());
const fullName = (p: Person) =>
  p.firstName !== null && p.lastName !== null ? `${p.firstName} ${p.lastName}` : (p.firstName ?? p.lastName ?? '');
const contains = (text: string | null, needle: string) => text !== null && text.includes(needle.toLowerCase());
type Key = string | number | null;
// Byte order for the ASCII keys here; missing values last whatever the direction.
function compareKey(a: Key, b: Key, direction: 'asc' | 'desc', nullsFirst = false): number {
  if (a === b) return 0;
  if (a === null) return nullsFirst ? -1 : 1;
  if (b === null) return nullsFirst ? 1 : -1;
  const order = a < b ? -1 : 1;
  return direction === 'asc' ? order : -order;
}
const sortBy = (list: Row[], keys: ((row: Row) => [Key, 'asc' | 'desc', boolean?])[]) =>
  [...list].sort((x, y) => {
    for (const key of keys) {
      const [a, direction, nullsFirst] = key(x);
      const [b] = key(y);
      const order = compareKey(a, b, direction, nullsFirst);
      if (order) return order;
    }
    return x.id - y.id;
  });
const opposite = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

function studentsReference(
  orderBy: string,
  direction: 'asc' | 'desc',
  active: boolean,
  filter: Record<string, string>,
) {
  const rankOf = (row: Row) => (active ? row.activeRank : row.rank);
  const searchText = (row: Row) =>
    lower(
      [row.githubId, fullName(row), ...(row.cityName !== null ? [row.cityName] : [])]
        .concat(row.countryName !== null ? [row.countryName] : [])
        .join('\n'),
    );
  const mentorText = (row: Row) => (row.mentor ? lower(`${row.mentor.githubId}\n${fullName(row.mentor)}`) : null);
  const kept = rows.filter(
    (row) =>
      (!active || !row.isExpelled) &&
      (!filter.search || contains(searchText(row), filter.search) || contains(mentorText(row), filter.search)) &&
      (!filter.student || contains(lower(`${row.githubId}\n${fullName(row)}`), filter.student)) &&
      (!filter.country || contains(lower(row.countryName), filter.country)) &&
      (!filter.mentor || contains(mentorText(row), filter.mentor)),
  );
  const keys: Record<string, ((row: Row) => [Key, 'asc' | 'desc', boolean?])[]> = {
    totalScore: [(row) => [row.totalScore, direction, direction === 'asc']],
    rank: [(row) => [row.totalScore, opposite(direction), direction === 'desc'], (row) => [rankOf(row), direction]],
    name: [
      (row) => [lower(row.firstName), direction],
      (row) => [lower(row.lastName), direction],
      (row) => [lower(row.githubId), direction],
    ],
    githubId: [(row) => [lower(row.githubId), direction]],
    cityName: [(row) => [lower(row.cityName), direction]],
    countryName: [(row) => [lower(row.countryName), direction]],
    mentor: [(row) => [lower(row.mentor?.githubId ?? null), direction]],
  };
  return sortBy(kept, keys[orderBy]).map((row) => row.id);
}

function scoreReference(orderBy: string, direction: 'asc' | 'desc', active: boolean, filter: Record<string, string>) {
  const rankOf = (row: Row) => (active ? row.activeRank : row.rank);
  const kept = rows.filter(
    (row) =>
      (!active || !row.isExpelled) &&
      (!filter.githubId || contains(lower(row.githubId), filter.githubId)) &&
      (!filter.name || contains(lower(fullName(row)), filter.name)) &&
      (!filter.cityName || contains(lower(row.cityName), filter.cityName)) &&
      (!filter['mentor.githubId'] || contains(lower(row.mentor?.githubId ?? null), filter['mentor.githubId'])),
  );
  const keys: Record<string, ((row: Row) => [Key, 'asc' | 'desc', boolean?])[]> = {
    rank: [(row) => [row.totalScore, opposite(direction), direction === 'desc'], (row) => [rankOf(row), direction]],
    totalScore: [(row) => [row.totalScore, direction, direction === 'asc']],
    crossCheckScore: [(row) => [row.crossCheckScore, direction]],
    githubId: [],
    name: [(row) => [lower(row.firstName), direction], (row) => [lower(row.lastName), direction]],
    cityName: [(row) => [lower(row.cityName), direction]],
    mentor: [(row) => [lower(row.mentor?.githubId ?? null), direction]],
    totalScoreChangeDate: [(row) => [row.changeDate?.getTime() ?? null, direction]],
  };
  const tail = orderBy === 'githubId' ? direction : 'asc';
  return sortBy(kept, [...keys[orderBy], (row) => [lower(row.githubId), tail]]).map((row) => row.id);
}

const PAGE = 6;
const directions = ['asc', 'desc'] as const;

const rosterVersion = () => rosterVersionOf(ctx.db, course.id);

describe('the course students list against a plain reading of the rules', () => {
  const searches: Record<string, string>[] = [
    {},
    { search: 'an' },
    { search: 'riga' },
    { search: 'maria' },
    { student: 'ivanov' },
  ];
  const more: Record<string, string>[] = [
    { country: 'lat' },
    { mentor: 'ivan' },
    { search: 'ref', country: 'pol' },
    { search: 'zzz' },
    { search: 'riga\nlatvia' },
    { search: 'a i' },
  ];
  it.each(studentOrderByValues.flatMap((orderBy) => directions.map((direction) => [orderBy, direction] as const)))(
    'orderBy=%s %s, every scope, search and page',
    async (orderBy, direction) => {
      for (const active of [false, true]) {
        for (const filter of [...searches, ...more]) {
          const expected = studentsReference(orderBy, direction, active, filter);
          const seen: number[] = [];
          for (let current = 1; current <= Math.ceil(expected.length / PAGE) + 1; current += 1) {
            const query = courseStudentsQuerySchema.parse({
              current: String(current),
              pageSize: String(PAGE),
              orderBy,
              orderDirection: direction,
              ...(active ? { status: 'active' } : {}),
              ...filter,
            });
            const { json } = await listCourseStudentsJson(ctx.db, course.id, query);
            const page = JSON.parse(json);
            expect(page.pagination.total).toBe(expected.length);
            seen.push(...page.items.map((item: { id: number }) => item.id));
            // The same page cut from the roster index (and its rows kept) at the version a request reads.
            const version = await rosterVersion();
            for (let ask = 0; ask < 2; ask += 1) {
              expect((await listCourseStudentsJson(ctx.db, course.id, query, version)).json).toBe(json);
            }
          }
          expect({ active, filter, ids: seen }).toEqual({ active, filter, ids: expected });
        }
      }
    },
  );
});

describe('the score page against a plain reading of the rules', () => {
  const filters: Record<string, string>[] = [
    {},
    { githubId: 'REF-1' },
    { name: 'an' },
    { cityName: 'rig' },
    { 'mentor.githubId': 'ivan' },
  ];
  const more: Record<string, string>[] = [{ cityName: 'riga', 'mentor.githubId': 'mentor' }, { name: 'zzz' }];
  it.each(scoreOrderByValues.flatMap((orderBy) => directions.map((direction) => [orderBy, direction] as const)))(
    'orderBy=%s %s, every scope, filter and page',
    async (orderBy, direction) => {
      for (const active of [false, true]) {
        for (const filter of [...filters, ...more]) {
          const expected = scoreReference(orderBy, direction, active, filter);
          const seen: number[] = [];
          for (let current = 1; current <= Math.ceil(expected.length / PAGE) + 1; current += 1) {
            const query = scoreQuerySchema.parse({
              activeOnly: String(active),
              orderBy,
              orderDirection: direction,
              current: String(current),
              pageSize: String(PAGE),
              ...filter,
            });
            const text = await listScores(ctx.db, course.id, query);
            const page = JSON.parse(text);
            expect(page.pagination.total).toBe(expected.length);
            seen.push(...page.items.map((item: { id: number }) => item.id));
            // The same page at the score version a request reads: its own statement on the version's first ask, then
            // cut from the score index (and its rows kept), first filled, then kept.
            const version = await rosterVersionOf(ctx.db, course.id, 'score');
            for (let ask = 0; ask < 3; ask += 1) {
              expect(await listScores(ctx.db, course.id, query, version)).toBe(text);
            }
          }
          expect({ active, filter, ids: seen }).toEqual({ active, filter, ids: expected });
        }
      }
    },
  );
});

describe('a remembered total', () => {
  it('is counted again after any write the list shows, and never served stale', async () => {
    const scoreTotal = async () =>
      JSON.parse(
        await listScores(
          ctx.db,
          course.id,
          scoreQuerySchema.parse({
            activeOnly: 'true',
            orderBy: 'rank',
            orderDirection: 'asc',
            current: '1',
            pageSize: '5',
            cityName: 'warsaw',
          }),
        ),
      ).pagination.total;
    const rosterTotal = async () =>
      JSON.parse(
        (
          await listCourseStudentsJson(
            ctx.db,
            course.id,
            courseStudentsQuerySchema.parse({ current: '1', pageSize: '5', status: 'active', search: 'warsaw' }),
          )
        ).json,
      ).pagination.total;
    const before = { score: await scoreTotal(), roster: await rosterTotal() };
    expect(before.score).toBeGreaterThan(0);
    expect(await scoreTotal()).toBe(before.score);
    const moved = rows.find((row) => !row.isExpelled && row.cityName === 'Riga');
    if (!moved) throw new Error('the course has an active student in Riga');
    await ctx.db
      .update(users)
      .set({ cityName: 'Warsaw' })
      .where(sql`${users.githubId} = ${moved.githubId}`);
    expect(await scoreTotal()).toBe(before.score + 1);
    expect(await rosterTotal()).toBe(before.roster + 1);
    await ctx.db.update(students).set({ isExpelled: true }).where(eq(students.id, moved.id));
    expect(await scoreTotal()).toBe(before.score);
    expect(await rosterTotal()).toBe(before.roster);
    // A last page asked right after a write: it would be cut from the end with the total known before the write; the
    // statement reads the new version, so the page is cut again from the start, with the new total.
    const warsawPage = async (current: number) =>
      JSON.parse(
        (
          await listCourseStudentsJson(
            ctx.db,
            course.id,
            courseStudentsQuerySchema.parse({
              current: String(current),
              pageSize: '5',
              search: 'warsaw',
              orderBy: 'githubId',
            }),
          )
        ).json,
      );
    const counted = (await warsawPage(1)).pagination.total;
    expect(counted).toBeGreaterThan(5);
    expect(counted).toBeLessThan(9);
    const next = rows.find((row) => row.cityName === 'Riga' && row.id !== moved.id);
    if (!next) throw new Error('the course has two students in Riga');
    await ctx.db
      .update(users)
      .set({ cityName: 'Warsaw' })
      .where(sql`${users.githubId} = ${next.githubId}`);
    const last = await warsawPage(2);
    const warsaw = rows
      .filter((row) => row.cityName?.toLowerCase() === 'warsaw' || row.id === moved.id || row.id === next.id)
      .map((row) => row.githubId.toLowerCase())
      .sort();
    expect(last.pagination.total).toBe(warsaw.length);
    expect(last.items.map((item: { githubId: string }) => item.githubId.toLowerCase())).toEqual(warsaw.slice(5, 10));
  });
});

// The rank order is cut from the total index and only the page's totals are sorted by rank (list-students.ts
// rankPage): whatever the ranks hold between ties (stale, reversed, missing), the pages are the reference's.
describe('the rank order when the ranks do not follow the totals', () => {
  afterAll(async () => {
    await recomputeCourseRanks(ctx.db, course.id);
    rows = await readRows();
  });
  it('pages exactly as the reference, every scope, direction and column filter', async () => {
    await ctx.db.execute(sql`update student_rank set
      rank = case when student_id % 4 = 0 then null else (student_id * 7) % 5 end,
      active_rank = case when is_expelled or student_id % 5 = 0 then null else (student_id * 3) % 4 end
      where course_id = ${course.id}`);
    rows = await readRows();
    for (const direction of directions) {
      for (const active of [false, true]) {
        for (const filter of [{}, { country: 'lat' }, { mentor: 'ivan' }, { student: 'ivanov' }] as Record<
          string,
          string
        >[]) {
          const expected = studentsReference('rank', direction, active, filter);
          const seen: number[] = [];
          for (let current = 1; current <= Math.ceil(expected.length / PAGE) + 1; current += 1) {
            const query = courseStudentsQuerySchema.parse({
              current: String(current),
              pageSize: String(PAGE),
              orderBy: 'rank',
              orderDirection: direction,
              ...(active ? { status: 'active' } : {}),
              ...filter,
            });
            const page = JSON.parse((await listCourseStudentsJson(ctx.db, course.id, query)).json);
            seen.push(...page.items.map((item: { id: number }) => item.id));
          }
          expect({ direction, active, filter, ids: seen }).toEqual({ direction, active, filter, ids: expected });
        }
      }
    }
  });
});
