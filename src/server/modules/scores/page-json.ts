import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { courseTasks, mentors, students, taskResults, users } from '../../db/schema';
import { countedTotal, fromTheEnd } from '../course-students/total-cache';
import { displayNameSql, isoInstant, userOfPageRow } from '../course-students/keys';
import { mentorUsers, scoreConditions, scoreOrder, type ScoreScope } from './queries';

const field = (value: SQL | PgColumn, name: string) => sql`${value} as ${sql.identifier(name)}`;
// row_to_json writes compact JSON (no spaces) in the order of the select list, as JSON.stringify would.
const jsonObject = (fields: SQL[]) => sql`(select row_to_json(o) from (select ${sql.join(fields, sql`, `)}) o)`;

// rules.md R3.2: the student's effective scores (non-disabled tasks) as the JSON array of ScoreTaskResult, in task id
// order, built as text: thousands of cells per page never become objects.
// The course's disabled tasks are read once per statement (an init plan), not joined once per student.
const taskResultsJson = (courseId: number, studentId: SQL) => sql`coalesce((select '[{"courseTaskId":'
    || string_agg(${taskResults.courseTaskId}::text || ',"score":' || ${taskResults.score}::text,
      '},{"courseTaskId":' order by ${taskResults.courseTaskId}) || '}]'
  from ${taskResults} where ${taskResults.studentId} = ${studentId} and ${taskResults.courseTaskId} <> all(array(
    select ${courseTasks.id} from ${courseTasks} where ${courseTasks.courseId} = ${courseId} and ${courseTasks.disabled}))
  ), '[]')::json`;

// The page's student columns are read from the student row joined by the page's id.
const rankColumn = (activeOnly: boolean) => (activeOnly ? students.activeRank : students.rank);

const nameOf = (person: { firstName: PgColumn; lastName: PgColumn; githubId: PgColumn }) =>
  displayNameSql(sql`${person.firstName}`, sql`${person.lastName}`, sql`${person.githubId}`);

// One ScoreStudent (schemas.ts, in its field order) as JSON, written by PostgreSQL.
const scoreStudentJson = (courseId: number, activeOnly: boolean) =>
  jsonObject([
    field(students.id, 'id'),
    field(users.githubId, 'githubId'),
    field(nameOf(users), 'name'),
    field(rankColumn(activeOnly), 'rank'),
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
  ]);

// The rank order is "total (the other way), rank, login, id" and the rank is in no index (migration 0014). Both it and
// the total order of the other direction ("total, login, id") sort by the total first, so a position holds a row of
// the same total in both: a page of the rank order holds the rows of the totals that the same page of the total order
// holds, and only their order within a total differs (whatever the ranks hold, null or not). So the page is cut from
// the total order's index (`walk`: its totals only), and then the rows of its lowest to highest total are read (an
// index range) and sorted by the rank order; the page starts in them after the rows of the totals before the walk's
// first one (`skip`, counted in the same index). The reversed cut (`flip`) is the same, walked from the end.
function rankPageIds(
  db: DbOrTx,
  courseId: number,
  scope: ScoreScope,
  keyColumns: Record<string, SQL.Aliased>,
  cut: { offset: number; limit: number },
  flip: boolean,
) {
  const { keys, ordering } = scoreOrder(scope);
  const totalOrder = scoreOrder({
    ...scope,
    orderBy: 'totalScore',
    orderDirection: scope.orderDirection === 'asc' ? 'desc' : 'asc',
  });
  const conditions = scoreConditions(courseId, scope);
  const walk = sql`(select ${students.totalScore} as total from ${students} where ${conditions}
    order by ${totalOrder.ordering(totalOrder.keys, students.id, flip)} limit ${cut.limit} offset ${cut.offset})`;
  const walkedDescending = (scope.orderDirection === 'asc') !== flip;
  const totals = db
    .select({ low: sql<string>`min(w.total)`.as('low'), high: sql<string>`max(w.total)`.as('high') })
    .from(sql`${walk} w`)
    .as('walk_totals');
  const bounds = db
    .select({
      low: totals.low,
      high: totals.high,
      skip: sql<number>`(select count(*) from ${students} where ${conditions} and ${students.totalScore}
        ${sql.raw(walkedDescending ? '>' : '<')} ${walkedDescending ? totals.high : totals.low})`.as('skip'),
    })
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
      sql`${group.position} > ${cut.offset} - ${group.skip} and ${group.position} <= ${cut.offset + cut.limit} - ${group.skip}`,
    )
    .as('ids');
}

// One statement for a page. Its ids with their sort keys come from the order's index alone (migration 0020: an index
// per order and direction holding the keys, the login, the id and the expelled flag), cut with OFFSET/LIMIT, so a
// page costs its offset in index entries and no more; only then are the page's student rows read (a deferred join).
// The filtered total is counted apart (and only when the course's scores changed since it was last counted:
// total-cache.ts), so that the walk stops after the page; a page in the list's second half is cut from its end, in
// the reversed order (fewer entries to skip), when the total is known at the version the statement reads. Each row of the page is joined with
// its user, mentor and effective scores and written as JSON by PostgreSQL.
async function selectPage(
  db: DbOrTx,
  courseId: number,
  scope: ScoreScope,
  limit: number,
  offset: number,
  flipped = true,
): Promise<{ items: string[]; total: number }> {
  const { keys, ordering } = scoreOrder(scope);
  const keyName = (i: number) => `page_key_${i}`;
  const keyColumns = Object.fromEntries(keys.map((key, i) => [keyName(i), sql`${key}`.as(keyName(i))]));
  const filters = [scope.activeOnly, scope.githubId, scope.name, scope.cityName, scope['mentor.githubId']];
  const counted = countedTotal(
    'score',
    courseId,
    filters,
    sql`(select count(*) from ${students} where ${scoreConditions(courseId, scope)})`,
  );
  const fromEnd = flipped && counted.known && fromTheEnd(counted.known.total, offset, limit);
  const cut = fromEnd || { offset, limit };
  const ids =
    scope.orderBy === 'rank'
      ? rankPageIds(db, courseId, scope, keyColumns, cut, Boolean(fromEnd))
      : db
          .select({ id: sql<number>`${students.id}`.as('page_id'), ...keyColumns })
          .from(students)
          .where(scoreConditions(courseId, scope))
          .orderBy(ordering(keys, students.id, Boolean(fromEnd)))
          .limit(cut.limit)
          .offset(cut.offset)
          .as('ids');
  const idsKeys = keys.map((_, i) => sql`${sql.identifier('ids')}.${sql.identifier(keyName(i))}`);
  const rows = await db
    .select({
      total: counted.total,
      version: counted.version,
      json: sql<string>`${scoreStudentJson(courseId, scope.activeOnly)}::text`,
    })
    .from(ids)
    .innerJoin(students, eq(students.id, ids.id))
    .innerJoinLateral(userOfPageRow(db, sql`${students.userId}`), sql`true`)
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .orderBy(ordering(idsKeys, sql`${ids.id}`));
  // Cut from the end with a total counted at another version than the statement read: cut again from the start.
  if (fromEnd && Number(rows[0]?.version) !== counted.known?.version) {
    return selectPage(db, courseId, scope, limit, offset, false);
  }
  counted.remember(rows[0]);
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
  const { items, total } = await selectPage(db, courseId, scope, limit, offset);
  if (items.length || offset === 0) return { items, total };
  return { items, total: (await selectPage(db, courseId, scope, 1, 0)).total };
}
