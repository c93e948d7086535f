// The course students list's orders and scope (access.md §28, §0 "Sorting"), shared by its page statement
// (list-students.ts) and its CSV (students-csv.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { students } from '../../../db/schema';
import { inScope, mentorUsers, studentKeys } from '../keys';
import { rankOf } from '../ranks';
import type { StudentOrderBy } from '../schemas';

// The user of a student's mentor (course-students keys.ts).
export { mentorUsers };

// The sort keys of each order, all on the student row (keys.ts): the page is cut from the course's student rows alone.
// The total is never null: ascending it is written "nulls first", the backward walk of student_course_score_idx
// (course_id, total_score desc nulls last, id), so that both directions can walk the index.
export const totalKey = sql`${students.totalScore}`;
const rankKey = (activeOnly: boolean | SQL) => rankOf(activeOnly);

// A key written `reversed` sorts against the asked direction.
type Key = { sql: SQL; reversed?: true };
// `activeOnly` may be a bound boolean (list-students.ts builds one statement for both scopes).
export const orders: Record<StudentOrderBy, (activeOnly: boolean | SQL) => Key[]> = {
  totalScore: () => [{ sql: totalKey }],
  // rules.md R3.4: the rank is the competition rank by total, descending (ranks.ts), so the rank order is the total
  // order the other way round, ties (one rank) by rank: the score index serves it (migration 0014 dropped the rank
  // indexes so that rank upkeep stays HOT).
  rank: (activeOnly) => [{ sql: totalKey, reversed: true }, { sql: rankKey(activeOnly) }],
  // First name, last name, login: the order of the shown names.
  name: () => [{ sql: studentKeys.firstName }, { sql: studentKeys.lastName }, { sql: studentKeys.githubId }],
  githubId: () => [{ sql: studentKeys.githubId }],
  cityName: () => [{ sql: studentKeys.cityName }],
  countryName: () => [{ sql: studentKeys.countryName }],
  mentor: () => [{ sql: studentKeys.mentorGithubId }],
};

// access.md §0 "Sorting": missing values last, then id asc so that pages are stable. `flip` writes the exact reverse
// (every key the other way, missing values first, id desc): the list read from its end, the same index walked backward.
export function orderSql(
  keys: Key[],
  direction: 'asc' | 'desc',
  columns: SQL[],
  id: SQL | PgColumn = students.id,
  flip = false,
) {
  const item = (column: SQL | PgColumn, ascending: boolean, nullsFirst: boolean) =>
    sql`${column} ${sql.raw(`${ascending !== flip ? 'asc' : 'desc'} nulls ${nullsFirst !== flip ? 'first' : 'last'}`)}`;
  const sorted = keys.map((key, i) => {
    const ascending = (direction === 'asc') !== Boolean(key.reversed);
    return item(columns[i], ascending, ascending && key.sql === totalKey);
  });
  return sql.join([...sorted, item(id, true, false)], sql`, `);
}

// `activeOnly` may be a bound boolean (keys.ts inScope).
export function filters(courseId: number | SQL, activeOnly: boolean | SQL, searches: SQL[] = []) {
  const conditions: SQL[] = [eq(students.courseId, courseId as number)];
  if (typeof activeOnly !== 'boolean') conditions.push(inScope(activeOnly));
  else if (activeOnly) conditions.push(eq(students.isExpelled, false));
  conditions.push(...searches);
  return and(...conditions);
}

// Every value of the page's statement is bound by name when it runs: the statement of a shape is built once (below).
