import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { plannedOnce, runPlannedOnce } from '../../db/generic-plans';
import { statementCache } from '../../db/statement-cache';
import { courseTasks, mentors, students, taskResults, users } from '../../db/schema';
import { fromTheEnd, knownTotal, listVersionSql } from '../course-students/total-cache';
import { displayNameSql, isoInstant, userOfPageRow } from '../course-students/keys';
import {
  mentorUsers,
  rankColumn,
  scoreConditions,
  scoreOrder,
  type ScoreFilterValues,
  type ScoreScope,
} from './queries';

// Every value of the page's statement is bound by name when it runs: the statement of a shape is built once (below).
type PageValues = ScoreFilterValues & {
  courseId: number;
  limit: number;
  offset: number;
  end: number;
  knownVersion: number;
  knownTotal: number;
};
const value = (name: keyof PageValues) => sql.placeholder(name);
const courseIdValue = sql`${value('courseId')}`;
const activeOnlyValue = sql`${value('activeOnly')}::boolean`;

const field = (value: SQL | PgColumn, name: string) => sql`${value} as ${sql.identifier(name)}`;
// row_to_json writes compact JSON (no spaces) in the order of the select list, as JSON.stringify would.
const jsonObject = (fields: SQL[]) => sql`(select row_to_json(o) from (select ${sql.join(fields, sql`, `)}) o)`;

// rules.md R3.2: the student's effective scores (non-disabled tasks) as the JSON array of ScoreTaskResult, in task id
// order, built as text: thousands of cells per page never become objects.
// The course's disabled tasks are read once per statement (an init plan), not joined once per student.
const taskResultsJson = (courseId: SQL, studentId: SQL) => sql`coalesce((select '[{"courseTaskId":'
    || string_agg(${taskResults.courseTaskId}::text || ',"score":' || ${taskResults.score}::text,
      '},{"courseTaskId":' order by ${taskResults.courseTaskId}) || '}]'
  from ${taskResults} where ${taskResults.studentId} = ${studentId} and ${taskResults.courseTaskId} <> all(array(
    select ${courseTasks.id} from ${courseTasks} where ${courseTasks.courseId} = ${courseId} and ${courseTasks.disabled}))
  ), '[]')::json`;

// The page's student columns are read from the student row joined by the page's id, its ranks from student_rank.
const nameOf = (person: { firstName: PgColumn; lastName: PgColumn; githubId: PgColumn }) =>
  displayNameSql(sql`${person.firstName}`, sql`${person.lastName}`, sql`${person.githubId}`);

// The fields of a ScoreStudent (schemas.ts, in its field order) before its rank, and after it.
const headFields = () => [field(students.id, 'id'), field(users.githubId, 'githubId'), field(nameOf(users), 'name')];
const tailFields = (courseId: SQL) => [
  field(sql`${students.totalScore}::float8`, 'totalScore'),
  field(sql`${students.crossCheckScore}::float8`, 'crossCheckScore'),
  field(isoInstant(sql`${students.totalScoreChangeDate}`), 'totalScoreChangeDate'),
  field(users.cityName, 'cityName'),
  field(users.countryName, 'countryName'),
  field(sql`not ${students.isExpelled}`, 'isActive'),
  field(
    sql`case when ${mentorUsers.githubId} is not null then ${jsonObject([
      field(mentorUsers.githubId, 'githubId'),
      field(nameOf(mentorUsers), 'name'),
    ])} end`,
    'mentor',
  ),
  field(taskResultsJson(courseId, sql`${students.id}`), 'taskResults'),
];

// One ScoreStudent as JSON, written by PostgreSQL.
const scoreStudentJson = (courseId: SQL, activeOnly: SQL) =>
  jsonObject([...headFields(), field(rankColumn(activeOnly), 'rank'), ...tailFields(courseId)]);

// A ScoreStudent's JSON without its rank, as two objects: the fields before the rank and those after it (score-rows.ts
// keeps one row for both scopes and writes the rank of the scope asked between the two).
export const scoreStudentJsonParts = (courseId: SQL) => ({
  head: jsonObject(headFields()),
  tail: jsonObject(tailFields(courseId)),
});

// The rank order is "total (the other way), rank, login, id" and the rank is in no index (migration 0014). Both it and
// the total order of the other direction ("total, login, id") sort by the total first, so a position holds a row of
// the same total in both: a page of the rank order holds the rows of the totals that the same page of the total order
// holds, and only their order within a total differs (whatever the ranks hold, null or not). So the page is cut from
// the total order's index (`walk`: its totals only), and then the rows of its lowest to highest total are read (an
// index range) and sorted by the rank order; the page starts in them after the rows of the totals before the walk's
// first one (`skip`, counted in the same index). The reversed cut (`flip`) is the same, walked from the end.
function rankPageIds(db: DbOrTx, scope: ScoreScope, keyColumns: Record<string, SQL.Aliased>, flip: boolean) {
  const { keys, ordering } = scoreOrder(scope);
  const totalOrder = scoreOrder({
    ...scope,
    orderBy: 'totalScore',
    orderDirection: scope.orderDirection === 'asc' ? 'desc' : 'asc',
  });
  const conditions = scoreConditions(courseIdValue, scope, true);
  const walk = sql`(select ${students.totalScore} as total from ${students} where ${conditions}
    order by ${totalOrder.ordering(totalOrder.keys, students.id, flip)} limit ${value('limit')} offset ${value('offset')})`;
  const walkedDescending = (scope.orderDirection === 'asc') !== flip;
  // The walk's first total (its highest when walked descending, else its lowest): the edge of the page's group.
  const edge = walkedDescending ? 'max' : 'min';
  const totals = db
    .select({
      low: sql<string>`min(w.total)`.as('low'),
      high: sql<string>`max(w.total)`.as('high'),
      edgeInWalk: sql<number>`count(*) filter (where w.total = w.edge)`.as('edge_in_walk'),
    })
    .from(sql`(select total, ${sql.raw(edge)}(total) over () as edge from ${walk} w) w`)
    .as('walk_totals');
  const edgeTotal = walkedDescending ? totals.high : totals.low;
  // The rows before the walk are those of the totals before its edge (counted in the order's index: as many entries as
  // the offset), and, when the walk holds more than one total, they are also the offset less the rows of the edge
  // total that the walk does not hold (no later row holds it): a count of one total's rows.
  const skip = sql<number>`case when ${totals.low} = ${totals.high} then (select count(*) from ${students} where ${conditions}
      and ${students.totalScore} ${sql.raw(walkedDescending ? '>' : '<')} ${edgeTotal})
    else ${value('offset')}::bigint - ((select count(*) from ${students} where ${conditions}
      and ${students.totalScore} = ${edgeTotal}) - ${totals.edgeInWalk}) end`;
  const bounds = db
    .select({ low: totals.low, high: totals.high, skip: skip.as('skip') })
    .from(totals)
    // One row; the limit keeps PostgreSQL from pulling the count into the rows below (once per row).
    .limit(1)
    .as('bounds');
  const group = db
    .select({
      id: sql<number>`${students.id}`.as('page_id'),
      ...keyColumns,
      position: sql<number>`row_number() over (order by ${ordering(keys, students.id, flip)})`.as('page_position'),
      skip: bounds.skip,
    })
    .from(bounds)
    .innerJoin(students, and(conditions, sql`${students.totalScore} between ${bounds.low} and ${bounds.high}`))
    .as('rank_group');
  return db
    .select()
    .from(group)
    .where(
      sql`${group.position} > ${value('offset')} - ${group.skip} and ${group.position} <= ${value('end')} - ${group.skip}`,
    )
    .as('ids');
}

// What decides the statement's text: the order, its direction (and the rank order's scope), whether the mentor filter
// is set, whether the page is cut from the end and whether a total is known. The scope and the login, name and city
// filters, set or not, are bound values (scoreConditions), as are the filters' texts: a cold run built a statement for
// each combination it met (about 1.5 ms of Node each). The rank order's scope stays in the text: its rank key is a sort
// key and a column of the page, computed once only when the two are written alike (a bound value is a new parameter
// at each use).
type Shape = {
  scope: ScoreScope;
  flip: boolean;
  known: boolean;
};

// One statement for a page. Its ids with their sort keys come from the order's index alone (migration 0020: an index
// per order and direction holding the keys, the login, the id and the expelled flag), cut with OFFSET/LIMIT, so a
// page costs its offset in index entries and no more; only then are the page's student rows read (a deferred join).
// The filtered total is counted apart (and only when the course's scores changed since it was last counted:
// total-cache.ts), so that the walk stops after the page; a page in the list's second half is cut from its end, in
// the reversed order (fewer entries to skip), when the total is known at the version the statement reads. Each row of
// the page is joined with its user, mentor and effective scores and written as JSON by PostgreSQL.
function buildPageStatement(db: DbOrTx, { scope, flip, known }: Shape) {
  const { keys, ordering } = scoreOrder(scope);
  const keyName = (i: number) => `page_key_${i}`;
  const keyColumns = Object.fromEntries(keys.map((key, i) => [keyName(i), sql`${key}`.as(keyName(i))]));
  const conditions = scoreConditions(courseIdValue, scope, true);
  const count = sql<string>`(select count(*) from ${students} where ${conditions})`;
  const version = listVersionSql('score', courseIdValue);
  // The mentor filter reads its few matches by the mentor index and sorts them all: when the total is not known, the
  // page counts them as it sorts them (a window over the matches) instead of reading them twice.
  const countedInPage = !known && Boolean(scope['mentor.githubId']) && scope.orderBy !== 'rank';
  const pageTotal = sql<string>`count(*) over ()`.as('page_total');
  const ids =
    scope.orderBy === 'rank'
      ? rankPageIds(db, scope, keyColumns, flip)
      : db
          .select({
            id: sql<number>`${students.id}`.as('page_id'),
            ...keyColumns,
            ...(countedInPage ? { pageTotal } : {}),
          })
          .from(students)
          .where(conditions)
          .orderBy(ordering(keys, students.id, flip))
          .limit(value('limit'))
          .offset(value('offset'))
          .as('ids');
  const total = known
    ? sql<string>`case when ${version} = ${value('knownVersion')}::bigint then ${value('knownTotal')}::bigint else ${count} end`
    : countedInPage
      ? sql<string>`${sql.identifier('ids')}.${sql.identifier('page_total')}`
      : count;
  const idsKeys = keys.map((_, i) => sql`${sql.identifier('ids')}.${sql.identifier(keyName(i))}`);
  // On a PostgreSQL server's pool, planned once per connection (db/generic-plans.ts), as the course students list:
  // planning each call cost more than the generic plan's unfolded filters. Unnamed on PGlite and in a transaction:
  // planned for its values on every call.
  const selection = {
    total,
    version,
    json: sql<string>`${scoreStudentJson(courseIdValue, activeOnlyValue)}::text`,
  };
  const query = db
    .select(selection)
    .from(ids)
    .innerJoin(students, eq(students.id, ids.id))
    .innerJoinLateral(userOfPageRow(db, sql`${students.userId}`), sql`true`)
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .orderBy(ordering(idsKeys, sql`${ids.id}`));
  const name = `score_page:${[scope.orderBy, scope.orderDirection, scope.activeOnly, Boolean(scope['mentor.githubId']), flip, known].join(':')}`;
  return plannedOnce(query, name, Object.keys(selection), { unnamed: true });
}
type PageStatement = ReturnType<typeof buildPageStatement>;

// The statement of a shape is built once per database handle: building its SQL text per call cost more Node CPU than
// the rest of the call (issue 12, the third pass).
const statements = statementCache<PageStatement>();

function statementOf(db: DbOrTx, scope: ScoreScope, flip: boolean, known: boolean): PageStatement {
  const activeRanks = scope.orderBy === 'rank' && scope.activeOnly;
  const mentor = Boolean(scope['mentor.githubId']);
  const key = [scope.orderBy, scope.orderDirection, activeRanks, mentor, flip, known].join(':');
  return statements(db, key, () => {
    const shapeScope: ScoreScope = {
      orderBy: scope.orderBy,
      orderDirection: scope.orderDirection,
      activeOnly: activeRanks,
      'mentor.githubId': mentor ? 'set' : undefined,
    };
    return buildPageStatement(db, { scope: shapeScope, flip, known });
  });
}

// The key of a filter's total (total-cache.ts): the scope and the filters' texts.
const filtersOf = (scope: ScoreScope) => [
  scope.activeOnly,
  scope.githubId,
  scope.name,
  scope.cityName,
  scope['mentor.githubId'],
];

async function selectPage(
  db: DbOrTx,
  courseId: number,
  scope: ScoreScope,
  limit: number,
  offset: number,
  flipped = true,
): Promise<{ items: string[]; total: number }> {
  const { known, remember } = knownTotal('score', courseId, filtersOf(scope));
  const fromEnd = flipped && known && fromTheEnd(known.total, offset, limit);
  const cut = fromEnd || { offset, limit };
  const lower = (text: string | undefined) => (text ?? '').toLowerCase();
  const values: PageValues = {
    courseId,
    activeOnly: scope.activeOnly,
    githubId: lower(scope.githubId),
    name: lower(scope.name),
    cityName: lower(scope.cityName),
    mentor: lower(scope['mentor.githubId']),
    limit: cut.limit,
    offset: cut.offset,
    end: cut.offset + cut.limit,
    knownVersion: known?.version ?? 0,
    knownTotal: known?.total ?? 0,
  };
  const rows = await runPlannedOnce(db, statementOf(db, scope, Boolean(fromEnd), Boolean(known)), values);
  // Cut from the end with a total counted at another version than the statement read: cut again from the start.
  if (fromEnd && Number(rows[0]?.version) !== known?.version) {
    return selectPage(db, courseId, scope, limit, offset, false);
  }
  remember(rows[0]);
  return { items: rows.map((row) => row.json), total: Number(rows[0]?.total ?? 0) };
}

// The page of the score table: its items as JSON texts and the filtered total. A page past the end has no row to carry
// the total: the first page tells it.
export async function selectScorePageJson(
  db: DbOrTx,
  courseId: number,
  scope: ScoreScope,
  limit: number,
  offset: number,
): Promise<{ items: string[]; total: number }> {
  // A page at or past the end of the total last counted: such a page walked (or sorted) the whole list to find no
  // row. The first row's statement tells the total at its own snapshot; when the page still lies past it, the page
  // is empty at that snapshot, as its own statement would have found.
  const known = offset > 0 ? knownTotal('score', courseId, filtersOf(scope)).known : undefined;
  if (known && offset >= known.total) {
    const { total } = await selectPage(db, courseId, scope, 1, 0);
    if (offset >= total) return { items: [], total };
  }
  const { items, total } = await selectPage(db, courseId, scope, limit, offset);
  if (items.length || offset === 0) return { items, total };
  return { items, total: (await selectPage(db, courseId, scope, 1, 0)).total };
}
