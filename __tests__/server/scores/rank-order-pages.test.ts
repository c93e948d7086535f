import { eq } from 'drizzle-orm';
import { studentRanks, students, users } from '@/server/db/schema';
import { scoreQuerySchema } from '@/server/modules/scores/schemas';
import { listScores } from '@/server/modules/scores/service/score-page';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';

// The rank order's pages are cut from the total order's index and re-sorted within the totals they hold (page-json.ts
// rankPageIds). That is exact whatever the ranks hold: here ranks are written by hand, null for some students and
// not following the totals for others, totals repeat in long runs, and every page of every size, scope, direction
// and filter must list what sorting all rows by "total the other way, rank (missing last), login, id" lists.
type Row = {
  id: number;
  login: string;
  total: number;
  rank: number | null;
  activeRank: number | null;
  expelled: boolean;
  city: string | null;
};

let ctx: TestContext;
let course: StaffedCourse;
let rows: Row[];
const pid = process.pid;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  for (let i = 0; i < 23; i += 1) {
    await enrolStudent(
      ctx,
      course.id,
      {
        totalScore: [5, 5, 5, 0, 9.5, 0, 5][i % 7],
        rank: i % 5 === 0 ? null : (i * 7) % 11,
        activeRank: i % 4 === 1 ? null : (i * 3) % 5,
        isExpelled: i % 6 === 2,
      },
      {
        githubId: `${i % 2 ? 'Rk' : 'rk'}-${String((i * 5) % 23).padStart(2, '0')}-${pid}`,
        cityName: i % 3 ? 'Riga' : 'Oslo',
      },
    );
  }
  const read = await ctx.db
    .select({
      id: students.id,
      login: users.githubId,
      total: students.totalScore,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
      expelled: students.isExpelled,
      city: users.cityName,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.courseId, course.id));
  rows = read.map((row) => ({ ...row, total: Number(row.total), login: row.login.toLowerCase() }));
});
afterAll(() => ctx.close());

function reference(direction: 'asc' | 'desc', active: boolean, city: string | undefined): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const rankOf = (row: Row) => (active ? row.activeRank : row.rank);
  return rows
    .filter((row) => (!active || !row.expelled) && (!city || row.city?.toLowerCase().includes(city)))
    .sort((a, b) => {
      if (a.total !== b.total) return sign * (b.total - a.total);
      const [x, y] = [rankOf(a), rankOf(b)];
      if (x !== y) return x === null ? 1 : y === null ? -1 : sign * (x - y);
      if (a.login !== b.login) return a.login < b.login ? -1 : 1;
      return a.id - b.id;
    })
    .map((row) => row.id);
}

describe('the rank order of the score page', () => {
  it.each([
    ['asc', false],
    ['asc', true],
    ['desc', false],
    ['desc', true],
  ] as const)(
    '%s, activeOnly=%s: every page of every size, with ranks that do not follow the totals',
    async (direction, active) => {
      for (const city of [undefined, 'rig']) {
        const expected = reference(direction, active, city);
        for (const pageSize of [1, 2, 3, 4, 5, 7, 10]) {
          // Pages asked from the last to the first and back: the second half is cut from the end once the total is known.
          const order = Array.from({ length: Math.ceil(expected.length / pageSize) + 1 }, (_, i) => i + 1);
          for (const current of [...order, ...[...order].reverse()]) {
            const query = scoreQuerySchema.parse({
              activeOnly: String(active),
              orderBy: 'rank',
              orderDirection: direction,
              current: String(current),
              pageSize: String(pageSize),
              ...(city ? { cityName: city } : {}),
            });
            const page = JSON.parse(await listScores(ctx.db, course.id, query));
            expect(page.pagination.total).toBe(expected.length);
            const ids = page.items.map((item: { id: number }) => item.id);
            expect({ city, pageSize, current, ids }).toEqual({
              city,
              pageSize,
              current,
              ids: expected.slice((current - 1) * pageSize, current * pageSize),
            });
          }
        }
      }
    },
  );
});
