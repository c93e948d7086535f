import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { studentRanks, students } from '../../db/schema';

// Every write that moves a total or an expelled flag of a course takes this lock, before it changes any student row:
// the range update of a score write (R3.4) then never meets a row another transaction holds (no deadlock), and every
// ranking starts from the totals and flags committed before it. Transaction-scoped and re-entrant, so taking it twice
// in one transaction is harmless; a pooled connection never keeps it.
export async function lockCourseScores(tx: DbOrTx, courseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('course-scores'), ${courseId})`);
}

// rules.md R3.4: competition ranking (1, 1, 3) by total score; `rank` among all students of the course, `active_rank`
// among the non-expelled (null for the expelled), kept in student_rank (migration 0032). The SQL function
// student_rank_recompute ranks the whole course in one statement that writes only the rows whose ranks changed
// (score_write falls back to it too). Callers run it inside the transaction that changed a total or an expelled flag (R3.3: expel,
// restore, leave, rejoin, and every score write of the scores issue). Takes the course lock itself, for callers that
// have not.
export async function recomputeCourseRanks(tx: DbOrTx, courseId: number): Promise<void> {
  await lockCourseScores(tx, courseId);
  await tx.execute(sql`select student_rank_recompute(${courseId}::integer)`);
}

// A student's rank among all students of his course, or among the active ones (null while expelled), as a scalar
// subquery on student_rank by the student's id: for a select list or a sort key of a statement on `student`.
// `activeOnly` may be a bound boolean of a statement built once for both scopes: a plan for the values folds the
// choice to the one column, a generic plan (db/generic-plans.ts) makes it on each row.
export function rankOf(activeOnly: boolean | SQL, studentId: SQL | PgColumn = students.id): SQL<number | null> {
  const column =
    typeof activeOnly === 'boolean'
      ? sql.raw(activeOnly ? 'rank_row.active_rank' : 'rank_row.rank')
      : sql`case when ${activeOnly} then rank_row.active_rank else rank_row.rank end`;
  return sql`(select ${column} from ${studentRanks} rank_row where rank_row.student_id = ${studentId})`;
}

// The active rank of the student a raw SQL statement reads as `s` (the team and interview statements).
export const activeRankOfS = rankOf(true, sql`s.id`);
