import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { statementCache } from '../../../db/statement-cache';
import { certificates, mentors, students, users } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { displayNameSql, userOfPageRow } from '../keys';
import { rankOf } from '../ranks';
import type { CourseStudentsQuery, StudentOrderBy } from '../schemas';
import { fromTheEnd, knownTotal, listVersionSql } from '../total-cache';
import { columnSearchConditions, searchCondition } from './search-condition';
import { filters, mentorUsers, orderSql, orders } from './student-order';

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

type ListOptions = Omit<CourseStudentsQuery, 'current' | 'pageSize'> & { limit: number; offset: number };

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
  // The count reads every row of the course from the table, where the global search matches the student's whole
  // search text at once (one strpos per row instead of four and a name put together): the same rows, as above. It
  // runs only when the version the statement reads is not the one the known total was counted at.
  const counted = filters(courseId, activeOnlyValue, [...search(true), ...columns]);
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

const pageColumn = (name: string) => sql`${sql.identifier('page')}.${sql.identifier(name)}`;

const field = (value: SQL | PgColumn, name: string) => sql`${value} as ${sql.identifier(name)}`;
const jsonObject = (fields: SQL[]) => sql`(select row_to_json(o) from (select ${sql.join(fields, sql`, `)}) o)`;

// One CourseStudent (schemas.ts, in its field order) as JSON text, written by PostgreSQL.
const studentJson = () => {
  const mentorName = displayNameSql(
    sql`${mentorUsers.firstName}`,
    sql`${mentorUsers.lastName}`,
    sql`${mentorUsers.githubId}`,
  );
  const mentor = jsonObject([
    field(mentors.id, 'id'),
    field(mentorUsers.githubId, 'githubId'),
    field(mentorName, 'name'),
  ]);
  // The certificate is read per row of the page by its unique key (a scalar subquery, no row when none): joined, the
  // planner hashed every certificate of the school for each page and searched more join orders. The mentors stay
  // joined: a few pages of rows, that the planner would scan once per row if read the same way.
  const certificate = sql`(select case when ${certificates.publicId} is not null then ${jsonObject([
    field(certificates.publicId, 'publicId'),
  ])} end from ${certificates} where ${certificates.studentId} = ${pageColumn('page_student_id')})`;
  return jsonObject([
    field(pageColumn('page_student_id'), 'id'),
    field(users.githubId, 'githubId'),
    field(displayNameSql(sql`${users.firstName}`, sql`${users.lastName}`, sql`${users.githubId}`), 'name'),
    field(sql`not ${students.isExpelled}`, 'isActive'),
    field(students.mentoring, 'mentoring'),
    field(sql`case when ${mentorUsers.githubId} is not null then ${mentor} end`, 'mentor'),
    field(users.cityName, 'cityName'),
    field(users.countryName, 'countryName'),
    field(sql`${students.totalScore}::float8`, 'totalScore'),
    field(rankOf(activeOnlyValue), 'rank'),
    // Interviews arrive with a later issue (data-model.md §6 interview_pair): until then nobody has a screening.
    field(sql`'none'`, 'screening'),
    field(certificate, 'certificate'),
    field(sql`${users.discord} ->> 'username'`, 'discord'),
    field(students.expellingReason, 'expellingReason'),
  ]);
};

// Step two, in the same statement: each row of the page with its user, mentor and certificate, as JSON text, joined
// into one text in the page's order (an aggregate: one row, also for an empty page, carrying the total and version).
function buildStatement(db: DbOrTx, shape: Shape) {
  const { page, pageOrder, total, version } = pageIds(db, shape);
  const items = db
    .select({
      json: sql<string | null>`string_agg(${studentJson()}::text, ',' order by ${pageOrder})`.as('items_json'),
    })
    .from(page)
    .innerJoin(students, eq(students.id, page.id))
    .innerJoinLateral(userOfPageRow(db, sql`${students.userId}`), sql`true`)
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .as('items');
  // On a PostgreSQL server's pool, planned once per connection (db/generic-plans.ts). Its generic plan cannot fold the
  // unset searches away as a plan for the values does (about 7 % more buffers per call over a cold drive), but planning
  // each call cost more: 2.8 ms of a call's 13.5 (wall clock, cold drive), and the drive's PostgreSQL CPU per request
  // fell from 5.6-7.6 to 4.5-4.9 ms. Unnamed on PGlite and in a transaction: planned for its values on every call.
  const selection = { total, version, json: items.json };
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

async function selectPage(db: DbOrTx, courseId: number, options: ListOptions, flipped = true) {
  const activeOnly = options.status === 'active';
  const orderBy = options.orderBy ?? 'totalScore';
  const counted = knownTotal('roster', courseId, [
    activeOnly,
    options.search,
    options.student,
    options.country,
    options.mentor,
  ]);
  const fromEnd = flipped && counted.known && fromTheEnd(counted.known.total, options.offset, options.limit);
  const cut = fromEnd || options;
  const shape: Shape = {
    orderBy,
    direction: options.orderDirection ?? (orderBy !== 'totalScore' ? 'asc' : 'desc'),
    activeRanks: orderBy === 'rank' && activeOnly,
    search: options.search ? (options.search.includes('\n') ? 'multiline' : 'plain') : '',
    flip: Boolean(fromEnd),
  };
  const values: StatementValues = {
    courseId,
    activeOnly,
    limit: cut.limit,
    offset: cut.offset,
    knownVersion: counted.known?.version ?? NO_VERSION,
    knownTotal: counted.known?.total ?? 0,
    search: options.search?.toLowerCase() ?? '',
    student: options.student?.toLowerCase() ?? '',
    country: options.country?.toLowerCase() ?? '',
    mentor: options.mentor?.toLowerCase() ?? '',
  };
  const [row] = await runPlannedOnce(db, statementOf(db, shape), values);
  // Cut from the end with a total counted at another version than the statement read: cut again from the start.
  if (fromEnd && Number(row.version) !== counted.known?.version) return selectPage(db, courseId, options, false);
  counted.remember(row);
  return { items: row.json ?? '', total: Number(row.total) };
}

// access.md §28 GET /courses/{courseId}/students: one page, sorted and searched in SQL, with its total, in one
// statement that also writes the page's JSON: the answer is handed over as text (CourseStudentPage), unparsed.
export async function listCourseStudentsJson(db: DbOrTx, courseId: number, query: CourseStudentsQuery) {
  const { current, pageSize, ...options } = query;
  const offset = pageOffset(current, pageSize);
  // A page past the end is empty and still carries the total (the statement's one row).
  const { items, total } = await selectPage(db, courseId, { ...options, limit: pageSize, offset });
  return {
    json: `{"items":[${items}],"pagination":${JSON.stringify(pagination(current, pageSize, total))}}`,
    empty: items === '',
  };
}
