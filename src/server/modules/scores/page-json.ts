import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { courseTasks, mentors, students, taskResults, users } from '../../db/schema';
import { displayNameSql, isoInstant, userOfPageRow } from '../course-students/keys';
import { hasFilters, mentorUsers, scoreConditions, scoreOrder, type ScoreScope } from './queries';

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

// A column of the page subquery: the student columns the answer shows travel with the page's ids, so the student
// rows are read once, in the scan that cuts the page.
const pageColumn = (name: string) => sql`${sql.identifier('page')}.${sql.identifier(name)}`;
const studentColumns = (activeOnly: boolean) => ({
  page_user_id: students.userId,
  page_mentor_id: students.mentorId,
  page_rank: activeOnly ? students.activeRank : students.rank,
  page_total_score: students.totalScore,
  page_cross_check_score: students.crossCheckScore,
  page_total_score_change_date: students.totalScoreChangeDate,
  page_is_expelled: students.isExpelled,
});

const nameOf = (person: { firstName: PgColumn; lastName: PgColumn; githubId: PgColumn }) =>
  displayNameSql(sql`${person.firstName}`, sql`${person.lastName}`, sql`${person.githubId}`);

// One ScoreStudent (schemas.ts, in its field order) as JSON, written by PostgreSQL.
const scoreStudentJson = (courseId: number) =>
  jsonObject([
    field(pageColumn('page_student_id'), 'id'),
    field(users.githubId, 'githubId'),
    field(nameOf(users), 'name'),
    field(pageColumn('page_rank'), 'rank'),
    field(sql`${pageColumn('page_total_score')}::float8`, 'totalScore'),
    field(sql`${pageColumn('page_cross_check_score')}::float8`, 'crossCheckScore'),
    field(isoInstant(pageColumn('page_total_score_change_date')), 'totalScoreChangeDate'),
    field(users.cityName, 'cityName'),
    field(users.countryName, 'countryName'),
    field(sql`not ${pageColumn('page_is_expelled')}`, 'isActive'),
    field(
      sql`case when ${mentorUsers.githubId} is not null then ${jsonObject([
        field(mentorUsers.githubId, 'githubId'),
        field(nameOf(mentorUsers), 'name'),
      ])} end`,
      'mentor',
    ),
    field(taskResultsJson(courseId, pageColumn('page_student_id')), 'taskResults'),
  ]);

// One statement for a page: the filtered, ordered ids with their sort keys from the student rows alone (the filtered
// total as a window count, since the filtered set is read anyway; without filters, a count on the student index), then
// each row of the page with its user, mentor and effective scores, written as JSON by PostgreSQL.
async function selectPage(db: DbOrTx, courseId: number, scope: ScoreScope, limit: number, offset: number) {
  const { keys, ordering } = scoreOrder(scope);
  const keyName = (i: number) => `page_key_${i}`;
  const keyColumns = Object.fromEntries(keys.map((key, i) => [keyName(i), sql`${key}`.as(keyName(i))]));
  const shown = Object.fromEntries(
    Object.entries(studentColumns(scope.activeOnly)).map(([name, column]) => [name, sql`${column}`.as(name)]),
  );
  const unfiltered = {
    ...scope,
    githubId: undefined,
    name: undefined,
    cityName: undefined,
    'mentor.githubId': undefined,
  };
  const total = hasFilters(scope)
    ? sql<number>`count(*) over ()`
    : sql<number>`(select count(*) from ${students} where ${scoreConditions(courseId, unfiltered)})`;
  const page = db
    .select({
      id: sql<number>`${students.id}`.as('page_student_id'),
      total: total.as('total'),
      ...keyColumns,
      ...shown,
    })
    .from(students)
    .where(scoreConditions(courseId, scope))
    .orderBy(ordering(keys, students.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const pageKeys = keys.map((_, i) => sql`${sql.identifier('page')}.${sql.identifier(keyName(i))}`);
  const rows = await db
    .select({ total: page.total, json: sql<string>`${scoreStudentJson(courseId)}::text` })
    .from(page)
    .innerJoinLateral(userOfPageRow(db, pageColumn('page_user_id')), sql`true`)
    .leftJoin(mentors, eq(mentors.id, pageColumn('page_mentor_id')))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .orderBy(ordering(pageKeys, sql`${page.id}`));
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
