import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { idBytesSql, idsOfBytes } from '../../../db/id-bytes';
import { readInIndexOrder } from '../../../db/index-order';
import { listIndex } from '../../../db/list-index';
import { statementCache } from '../../../db/statement-cache';
import { students } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import type { CourseStudentsQuery, StudentOrderBy } from '../schemas';
import { fromTheEnd, knownTotal, listVersionSql } from '../total-cache';
import { columnSearchConditions, searchCondition } from './search-condition';
import { filters, orderSql, orders } from './student-order';
import { matchingIds } from './roster-keys';
import { studentRows } from './student-rows';

type StatementValues = {
  courseId: number;
  activeOnly: boolean;
  limit: number;
  offset: number;
  knownVersion: number;
  knownTotal: number;
  search: string;
  student: string;
  country: string;
  mentor: string;
};
const placeholder = (name: keyof StatementValues) => sql.placeholder(name);
const value = (name: keyof StatementValues) => sql`${placeholder(name)}`;
// The scope: active students only, or all.
const activeOnlyValue = sql`${placeholder('activeOnly')}::boolean`;

// What decides the statement's text: the order, its direction (and the rank order's scope), whether the global
// search is set (and holds a line break) and whether the page is cut from the end. The scope, the column searches and
// the total known are bound values of every statement (an unset search is '', no total known a version that never
// matches), so that PostgreSQL's plan for the call's values is the one a statement without them would get: 96
// statements at most where each combination had its own (hundreds in a cold run, each built in about 1.5 ms of Node).
type Shape = {
  orderBy: StudentOrderBy;
  direction: 'asc' | 'desc';
  // The rank order's scope is written as a constant: its rank key is both a sort key and a column of the page, and
  // PostgreSQL computes such an expression once only when the two are written alike (a bound value is a new parameter
  // at each use: the ranks of the page were read twice, 300 more buffers a page).
  activeRanks: boolean;
  search: '' | 'plain' | 'multiline';
  flip: boolean;
};

// No course's list version is negative: the count always runs.
const NO_VERSION = -1;
// Reads of a page before the one in a single snapshot (readPage).
const MAX_ATTEMPTS = 3;

type ListOptions = Omit<CourseStudentsQuery, 'current' | 'pageSize'> & { limit: number; offset: number };

// The students of the course that the scope and the searches keep, the global search matched against each student's
// whole search text at once (one strpos per row instead of four and a name put together).
function matching(searched: boolean) {
  const courseId = value('courseId');
  const needles = { student: value('student'), country: value('country'), mentor: value('mentor') };
  const search = searched ? [searchCondition(courseId, value('search'), true)] : [];
  return filters(courseId, activeOnlyValue, [...search, ...columnSearchConditions(courseId, needles)]);
}

// Step one of the page: the ids in order with their sort keys, cut with OFFSET/LIMIT from the order's index alone
// (migration 0020: an index per order and direction holding the keys, the id and the scope and filter keys), so that a
// page costs its offset in index entries and not a sort of the course. The total is counted apart, and only when the
// course's roster changed since it was last counted (total-cache.ts).
function pageIds(db: DbOrTx, shape: Shape) {
  const order = orders[shape.orderBy](shape.activeRanks);
  const courseId = value('courseId');
  const needles = { student: value('student'), country: value('country'), mentor: value('mentor') };
  const columns = columnSearchConditions(courseId, needles);
  const search = (multiline: boolean) => (shape.search ? [searchCondition(courseId, value('search'), multiline)] : []);
  const keyName = (i: number) => `page_key_${i}`;
  const keys = Object.fromEntries(order.map((key, i) => [keyName(i), sql`${key.sql}`.as(keyName(i))]));
  const where = filters(courseId, activeOnlyValue, [...search(shape.search === 'multiline'), ...columns]);
  // The count reads every row of the course from the table (the same rows as above). It runs only when the version
  // the statement reads is not the one the known total was counted at.
  const counted = matching(shape.search !== '');
  const count = sql<string>`(select count(*) from ${students} where ${counted})`;
  const version = listVersionSql('roster', courseId);
  const knownVersion = sql`${value('knownVersion')}::bigint`;
  const total = sql<string>`case when ${version} = ${knownVersion} then ${value('knownTotal')}::bigint else ${count} end`;
  const fullOrder = orderSql(
    order,
    shape.direction,
    order.map((key) => key.sql),
    students.id,
    shape.flip,
  );
  const select = { id: sql<number>`${students.id}`.as('page_student_id'), ...keys };
  const page =
    shape.orderBy === 'rank' && !shape.search
      ? rankPage(db, shape, where, select, fullOrder)
      : db
          .select(select)
          .from(students)
          .where(where)
          .orderBy(fullOrder)
          .limit(placeholder('limit'))
          .offset(placeholder('offset'))
          .as('page');
  // The page's own order, on its sort keys, for the query that joins the rest of each row.
  const pageOrder = orderSql(
    order,
    shape.direction,
    order.map((_, i) => sql`${sql.identifier('page')}.${sql.identifier(keyName(i))}`),
    sql`${page.id}`,
  );
  return { page, pageOrder, total, version };
}

// The rank order is the total order with the rank between a total's ties (no index holds the rank: migration 0014),
// so a deep page sorted every row of the course. Cut exactly as that order would: the page's totals are read from the
// total index alone (its first and last total, cut with the same offset and limit from the total order), then only the
// rows of those totals are read and sorted in the rank order, from the first row of the first total on (the rows
// before it, counted on the same index: the page's offset within them). Equal totals are contiguous in both orders,
// so these rows hold the page whatever the ranks (null ones too). Not with the global search: its match is evaluated
// in each of the three reads (50,000 students, rank pages: 18 -> 9 ms of PostgreSQL CPU without it, the same with it).
function rankPage(db: DbOrTx, shape: Shape, where: SQL | undefined, select: Record<string, unknown>, fullOrder: SQL) {
  // The rank order's first key, the total, is the same in both scopes.
  const [total] = orders.rank(false);
  const byTotal = orderSql([total], shape.direction, [total.sql], students.id, shape.flip);
  const ascending = ((shape.direction === 'asc') !== Boolean(total.reversed)) !== shape.flip;
  const walked = db
    .select({ total: sql<number>`${students.totalScore}`.as('walked_total') })
    .from(students)
    .where(where)
    .orderBy(byTotal)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('walked');
  const bounds = db.$with('rank_bounds').as(
    db
      .select({
        low: sql<number>`min(${walked.total})`.as('low_total'),
        high: sql<number>`max(${walked.total})`.as('high_total'),
      })
      .from(walked),
  );
  const first = ascending ? sql`(select low_total from rank_bounds)` : sql`(select high_total from rank_bounds)`;
  const before = sql`(select count(*) from ${students} where ${and(
    where,
    sql`${students.totalScore} ${sql.raw(ascending ? '<' : '>')} ${first}`,
  )})`;
  return db
    .with(bounds)
    .select(select as { id: SQL.Aliased<number> })
    .from(students)
    .where(
      and(
        where,
        sql`${students.totalScore} between (select low_total from rank_bounds) and (select high_total from rank_bounds)`,
      ),
    )
    .orderBy(fullOrder)
    .limit(placeholder('limit'))
    .offset(sql`${placeholder('offset')} - ${before}` as unknown as number)
    .as('page');
}

// Step two, in the same statement: the page's ids in its order (an aggregate: one row, also for an empty page,
// carrying the total and the version). Their rows are written apart (student-rows.ts), the ones not kept already.
function buildStatement(db: DbOrTx, shape: Shape) {
  const { page, pageOrder, total, version } = pageIds(db, shape);
  const items = db
    .select({ ids: idBytesSql(sql`${page.id}`, pageOrder).as('page_ids') })
    .from(page)
    .as('items');
  // On a PostgreSQL server's pool, planned once per connection (db/generic-plans.ts). Its generic plan cannot fold the
  // unset searches away as a plan for the values does (about 7 % more buffers per call over a cold drive), but planning
  // each call cost more: 2.8 ms of a call's 13.5 (wall clock, cold drive), and the drive's PostgreSQL CPU per request
  // fell from 5.6-7.6 to 4.5-4.9 ms. Unnamed on PGlite and in a transaction: planned for its values on every call.
  const selection = { total, version, ids: items.ids };
  const query = db.select(selection).from(items);
  const name = `course_students:${Object.values(shape).join(':')}`;
  return plannedOnce(query, name, Object.keys(selection), { unnamed: true });
}
type PageStatement = ReturnType<typeof buildStatement>;

// The statement of a shape is built once per database handle: building its SQL text cost more Node CPU than the rest
// of a cold request.
const statements = statementCache<PageStatement>();

function statementOf(db: DbOrTx, shape: Shape) {
  const key = Object.values(shape).join(':');
  return statements(db, key, () => buildStatement(db, shape));
}

// The statement's shape and values for a page of `options` (cut from the end of the list when `fromEnd` says so).
function statementFor(courseId: number, options: ListOptions, fromEnd: { limit: number; offset: number } | undefined) {
  const activeOnly = options.status === 'active';
  const orderBy = options.orderBy ?? 'totalScore';
  const shape: Shape = {
    orderBy,
    direction: options.orderDirection ?? (orderBy !== 'totalScore' ? 'asc' : 'desc'),
    activeRanks: orderBy === 'rank' && activeOnly,
    search: options.search ? (options.search.includes('\n') ? 'multiline' : 'plain') : '',
    flip: Boolean(fromEnd),
  };
  const cut = fromEnd ?? options;
  const values: StatementValues = {
    courseId,
    activeOnly,
    limit: cut.limit,
    offset: cut.offset,
    knownVersion: NO_VERSION,
    knownTotal: 0,
    search: options.search?.toLowerCase() ?? '',
    student: options.student?.toLowerCase() ?? '',
    country: options.country?.toLowerCase() ?? '',
    mentor: options.mentor?.toLowerCase() ?? '',
  };
  return { shape, values, activeOnly };
}

// What a filter's total and a list's ids are kept by: the scope and the filters (and for the ids, the order).
const filterOf = (options: ListOptions) => [
  options.status === 'active',
  options.search,
  options.student,
  options.country,
  options.mentor,
];

async function selectPage(db: DbOrTx, courseId: number, options: ListOptions, flipped: boolean) {
  const counted = knownTotal('roster', courseId, filterOf(options));
  const fromEnd = flipped && counted.known ? fromTheEnd(counted.known.total, options.offset, options.limit) : undefined;
  const { shape, values, activeOnly } = statementFor(courseId, options, fromEnd);
  values.knownVersion = counted.known?.version ?? NO_VERSION;
  values.knownTotal = counted.known?.total ?? 0;
  const [row] = await runPlannedOnce(db, statementOf(db, shape), values);
  // Cut from the end with a total counted at another version than the statement read: cut again from the start.
  if (fromEnd && Number(row.version) !== counted.known?.version) return undefined;
  counted.remember(row);
  const ids = Array.from(idsOfBytes(row.ids));
  const json = ids.length ? await studentRows(db, courseId, activeOnly, ids, Number(row.version)) : [];
  return json && { items: json.join(','), total: Number(row.total) };
}

// Every id of the course in an order (never the rank order: indexOrder), with the ids of the expelled and the roster
// version. The ids are sorted in a subquery and aggregated in the order it hands them over (an aggregate's own ORDER BY
// would sort them again): the order's index walked.
function buildOrderStatement(db: DbOrTx, shape: Pick<Shape, 'orderBy' | 'direction'>) {
  const keys = orders[shape.orderBy](false);
  const courseId = value('courseId');
  const ordered = db
    .select({
      id: sql<number>`${students.id}`.as('ordered_id'),
      expelled: sql<boolean>`${students.isExpelled}`.as('ordered_expelled'),
    })
    .from(students)
    .where(filters(courseId, activeOnlyValue))
    .orderBy(
      orderSql(
        keys,
        shape.direction,
        keys.map((key) => key.sql),
      ),
    )
    .as('ordered');
  const selection = {
    version: listVersionSql('roster', courseId),
    ids: idBytesSql(sql`${ordered.id}`),
    expelled: idBytesSql(sql`${ordered.id}`, undefined, sql`${ordered.expelled}`),
  };
  const query = db.select(selection).from(ordered);
  return plannedOnce(query, `course_students_order:${Object.values(shape).join(':')}`, Object.keys(selection));
}
const orderStatements = statementCache<ReturnType<typeof buildOrderStatement>>();

// A roster index: a course's ids in each order read whole, and the ids each filter keeps, at one version.
type RosterOrder = { orderBy: StudentOrderBy; orderDirection: 'asc' | 'desc'; status?: 'active' };
type RosterFilter = Pick<CourseStudentsQuery, 'status' | 'search' | 'student' | 'country' | 'mentor'>;

// The order the index keeps for a page's order. rules.md R3.4: both ranks are competition ranks by total, descending,
// and kept with the totals in one transaction (ranks.ts), so students of one total share a rank: the rank order
// (total the other way, then the rank, then id) is the total order the other way round, which an index holds. Read as
// its own, the rank order sorted every rank row of the course: 130-210 ms for 50,000 students, against 11-20 ms for
// the total order's index walk (EXPLAIN ANALYZE; list-orders-reference.test.ts holds both to the page statement).
function indexOrder(order: RosterOrder): RosterOrder {
  if (order.orderBy !== 'rank') return order;
  return { ...order, orderBy: 'totalScore', orderDirection: order.orderDirection === 'asc' ? 'desc' : 'asc' };
}

const index = listIndex<RosterOrder, RosterFilter>({
  orderKey: (order) => `${order.orderBy}|${order.orderDirection}|${order.status ?? ''}`,
  filterKey: (filter) =>
    filter.search || filter.student || filter.country || filter.mentor
      ? JSON.stringify([filter.status, filter.search, filter.student, filter.country, filter.mentor])
      : undefined,
  // The active students' order is the whole course's without the expelled ids its read tells: one read of an order
  // serves both scopes.
  wholeOrder: (order) => (order.status ? { ...order, status: undefined } : undefined),
  readOrder: (db, courseId, order) =>
    readInIndexOrder(db, async (tx) => {
      const { shape, values } = statementFor(courseId, { ...order, limit: 0, offset: 0 }, undefined);
      const { orderBy, direction } = shape;
      const statement = orderStatements(tx, `${orderBy}:${direction}`, () =>
        buildOrderStatement(tx, { orderBy, direction }),
      );
      const [row] = await runPlannedOnce(tx, statement, values);
      return { version: Number(row.version), ids: idsOfBytes(row.ids), outOfScope: idsOfBytes(row.expelled) };
    }),
  readMatches: matchingIds,
});

// The page from the roster index at `version` (the roster version the request read), its rows kept or written now:
// undefined when the roster moved since the request read the version (the page is then read by its own statement).
async function pageOfIndex(db: DbOrTx, courseId: number, options: ListOptions, version: number) {
  const { shape, activeOnly } = statementFor(courseId, options, undefined);
  const order = indexOrder({ orderBy: shape.orderBy, orderDirection: shape.direction, status: options.status });
  const listed = await index.list(db, courseId, order, options, version);
  if (!listed) return undefined;
  const page = listed.page(options.offset, options.limit);
  const json = page.length ? await studentRows(db, courseId, activeOnly, page, listed.version, listed.scope) : [];
  return json && { items: json.join(','), total: listed.total };
}

// The page at one version of the roster: read again when a write moved it between the page's ids and their rows
// (or between a total and the cut from the end it decided), at most a few times, then in one snapshot.
async function readPage(db: DbOrTx, courseId: number, options: ListOptions, version: number | undefined) {
  const kept = version === undefined ? undefined : await pageOfIndex(db, courseId, options, version);
  if (kept) return kept;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const page = await selectPage(db, courseId, options, attempt === 0);
    if (page) return page;
  }
  return db.transaction(
    async (tx) => {
      const page = await selectPage(tx, courseId, options, false);
      if (!page) throw new Error('The roster moved within one snapshot.');
      return page;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

// access.md §28 GET /courses/{courseId}/students: one page, sorted and searched in SQL (or cut from the roster index),
// with its total, each row's JSON written by PostgreSQL (or kept): the answer is handed over as text
// (CourseStudentPage), unparsed. `version`: the roster version the request read, if it read one (the roster index and
// the rows kept answer at that version only).
export async function listCourseStudentsJson(
  db: DbOrTx,
  courseId: number,
  query: CourseStudentsQuery,
  version?: number,
) {
  const { current, pageSize, ...options } = query;
  const offset = pageOffset(current, pageSize);
  // A page past the end is empty and still carries the total (the statement's one row).
  const { items, total } = await readPage(db, courseId, { ...options, limit: pageSize, offset }, version);
  return {
    json: `{"items":[${items}],"pagination":${JSON.stringify(pagination(current, pageSize, total))}}`,
    empty: items === '',
  };
}
