import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { bitmapOf, keptBitmap, valuesOfSetPlaces } from '../../../db/bitmaps';
import { idBytesSql, idsOfBytes } from '../../../db/id-bytes';
import { readInIndexOrder } from '../../../db/index-order';
import { listIndex } from '../../../db/list-index';
import { statementCache } from '../../../db/statement-cache';
import { versionedReads } from '../../../db/versioned-read';
import { students } from '../../../db/schema';
import { studentKeys, studentNameKey } from '../../course-students/keys';
import { listVersionSql } from '../../course-students/total-cache';
import { scoreOrder, type ScoreScope } from '../queries';
import type { ScoreOrderBy } from '../schemas';
import { scoreRows } from './score-rows';

// Issue 12, "a cache miss is cheap too": the score page cut from an index of the course at one score version
// (db/list-index.ts), as the course students list is. Every id of the course in each order (with its direction and
// scope) is read whole once per version, the filters are matched in the process against the stored keys (read once
// per version), and the rows are kept as JSON (score-rows.ts). Before it, each cold page walked its order's index past
// its offset and tested its filters on every entry walked, and a cold run planned a hundred statement shapes on each
// connection. The score version moves with every score write, so the index is used from a version's second ask on.

type Order = { orderBy: ScoreOrderBy; orderDirection: 'asc' | 'desc'; activeOnly: boolean };
type WholeOrder = Omit<Order, 'activeOnly'>;

const courseIdValue = sql`${sql.placeholder('courseId')}`;

// Every id of the course in the order (never the rank order: indexOrder), as the page statement sorts them (queries.ts
// scoreOrder), with the ids of the expelled students and the score version: the order's index walked
// (db/index-order.ts). The active students' order is this one without the expelled (ListReaders.wholeOrder).
function buildOrderStatement(db: DbOrTx, order: WholeOrder) {
  const scope: ScoreScope = { ...order, activeOnly: false };
  const { keys, ordering } = scoreOrder(scope);
  const ordered = db
    .select({
      id: sql<number>`${students.id}`.as('ordered_id'),
      expelled: sql<boolean>`${students.isExpelled}`.as('ordered_expelled'),
    })
    .from(students)
    .where(eq(students.courseId, courseIdValue as unknown as number))
    .orderBy(ordering(keys, students.id))
    .as('ordered');
  const selection = {
    version: listVersionSql('score', courseIdValue),
    ids: idBytesSql(sql`${ordered.id}`),
    expelled: idBytesSql(sql`${ordered.id}`, undefined, sql`${ordered.expelled}`),
  };
  const name = `score_order:${order.orderBy}:${order.orderDirection}`;
  return plannedOnce(db.select(selection).from(ordered), name, Object.keys(selection));
}
const orderStatements = statementCache<ReturnType<typeof buildOrderStatement>>();

// The keys the filters match, for every student of the course: [id, expelled, login, name, city, mentor's login], the
// stored lower-cased keys (course-students keys.ts), matched as the page statement matches them (queries.ts
// scoreConditions): strpos of the lower-cased needle, '' matching every row, a missing key none.
type StudentKeys = [number, boolean, string, string, string | null, string | null];
// The columns of StudentKeys the login, name, city and mentor filters match, in the order of `needles`.
const FILTER_COLUMNS = [2, 3, 4, 5] as const;
type Keys = {
  version: number;
  students: StudentKeys[];
  // The students (by their place in `students`) that one needle matches in one column, as a bitmap, by column and
  // needle; and the students not expelled. A cold run meets a few dozen needles and hundreds of their combinations (a
  // city and a mentor): a combination is the bitmaps of its needles (and scope) put together, a word per 32 students.
  matched: Map<string, Uint32Array>;
  active?: Uint32Array;
};
function buildKeysStatement(db: DbOrTx) {
  const row = sql`json_build_array(${students.id}, ${students.isExpelled}, ${studentKeys.githubId}, ${studentNameKey}, ${studentKeys.cityName}, ${studentKeys.mentorGithubId})`;
  const selection = {
    version: listVersionSql('score', courseIdValue),
    students: sql<
      string | null
    >`(select json_agg(${row})::text from ${students} where ${students.courseId} = ${courseIdValue})`,
  };
  return plannedOnce(db.select(selection).from(sql`(select 1) as one`), 'score_keys', Object.keys(selection));
}
const keysStatements = statementCache<ReturnType<typeof buildKeysStatement>>();

// A few courses per database (a 50,000-student course's keys are a few MB).
const keysAt = versionedReads<Keys>(4);

async function readKeys(db: DbOrTx, courseId: number): Promise<Keys> {
  const [row] = await runPlannedOnce(
    db,
    keysStatements(db, 'keys', () => buildKeysStatement(db)),
    { courseId },
  );
  const read = JSON.parse(row.students ?? '[]') as StudentKeys[];
  return { version: Number(row.version), students: read, matched: new Map() };
}

const needles = (scope: ScoreScope) =>
  [scope.githubId, scope.name, scope.cityName, scope['mentor.githubId']].map((text) => (text ?? '').toLowerCase());

const contains = (text: string | null, needle: string) => needle === '' || (text !== null && text.includes(needle));

// A bitmap over `keys.students` of the rows `keeps` holds.
const rowsWhere = (keys: Keys, keeps: (row: StudentKeys) => boolean) =>
  bitmapOf(keys.students.length, (place) => keeps(keys.students[place]));

const needleBits = (keys: Keys, column: (typeof FILTER_COLUMNS)[number], needle: string) =>
  keptBitmap(keys.matched, `${column}|${needle}`, () => rowsWhere(keys, (row) => contains(row[column], needle)));

// The ids the scope and the filters keep (at least one filter is set: db/list-index.ts asks only then), in the order
// of `keys.students`.
async function matchingIds(db: DbOrTx, courseId: number, scope: ScoreScope, version: number) {
  const keys = await keysAt(db, courseId, version, () => readKeys(db, courseId));
  const bitmaps = needles(scope).flatMap((needle, i) => (needle ? [needleBits(keys, FILTER_COLUMNS[i], needle)] : []));
  if (scope.activeOnly) bitmaps.push((keys.active ??= rowsWhere(keys, (row) => !row[1])));
  return { version: keys.version, ids: valuesOfSetPlaces(bitmaps, (place) => keys.students[place][0]) };
}

// The order the index keeps for a page's order. rules.md R3.4: both ranks are competition ranks by total, descending,
// kept with the totals in one transaction (course-students ranks.ts), so students of one total share a rank: the rank
// order (total descending, the rank, then login and id) is the total order the other way round, which an index holds.
// Read as its own, the rank order joined and sorted every rank row of the course: 130-210 ms for 50,000 students,
// against 11-20 ms for the total order's index walk (EXPLAIN ANALYZE; list-orders-reference.test.ts and
// score-index.test.ts hold both to the page statement, which still sorts by the rank).
function indexOrder(order: Order): Order {
  if (order.orderBy !== 'rank') return order;
  return { ...order, orderBy: 'totalScore', orderDirection: order.orderDirection === 'asc' ? 'desc' : 'asc' };
}

const index = listIndex<Order, ScoreScope>(
  {
    orderKey: (order) => `${order.orderBy}|${order.orderDirection}|${order.activeOnly}`,
    filterKey: (scope) => {
      const texts = needles(scope);
      return texts.some(Boolean) ? JSON.stringify([scope.activeOnly, ...texts]) : undefined;
    },
    wholeOrder: (order) => (order.activeOnly ? { ...order, activeOnly: false } : undefined),
    // Only asked for the whole course (wholeOrder).
    readOrder: (db, courseId, order) =>
      readInIndexOrder(db, async (tx) => {
        const key = `${order.orderBy}:${order.orderDirection}`;
        const statement = orderStatements(tx, key, () => buildOrderStatement(tx, order));
        const [row] = await runPlannedOnce(tx, statement, { courseId });
        return { version: Number(row.version), ids: idsOfBytes(row.ids), outOfScope: idsOfBytes(row.expelled) };
      }),
    readMatches: matchingIds,
  },
  { settleAsks: 2 },
);

// The page of the score table from the index at the score `version` the request read: its items as JSON texts and the
// filtered total, or undefined when the course's scores moved since (or the version is not settled): the page is then
// read by its own statement (page-json.ts).
export async function scorePageOfIndex(
  db: DbOrTx,
  courseId: number,
  scope: ScoreScope,
  limit: number,
  offset: number,
  version: number,
): Promise<{ items: string[]; total: number } | undefined> {
  const order = indexOrder({
    orderBy: scope.orderBy,
    orderDirection: scope.orderDirection,
    activeOnly: scope.activeOnly,
  });
  const listed = await index.list(db, courseId, order, scope, version);
  if (!listed) return undefined;
  const ids = listed.page(offset, limit);
  const items = ids.length ? await scoreRows(db, courseId, scope.activeOnly, ids, listed.version, listed.scope) : [];
  return items && { items, total: listed.total };
}
