import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// Every write that moves a total or an expelled flag of a course takes this lock, before it changes any student row:
// the range update of a score write (R3.4) then never meets a row another transaction holds (no deadlock), and every
// ranking starts from the totals and flags committed before it. Transaction-scoped and re-entrant, so taking it twice
// in one transaction is harmless; a pooled connection never keeps it.
export async function lockCourseScores(tx: DbOrTx, courseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('course-scores'), ${courseId})`);
}

// rules.md R3.4: competition ranking (1, 1, 3) by total score; `rank` among all students of the course, `active_rank`
// among the non-expelled (null for the expelled). One window-function UPDATE that writes only the rows whose rank
// changed. Callers run it inside the transaction that changed a total or an expelled flag (R3.3: expel, restore,
// leave, rejoin, and every score write of the scores issue). Takes the course lock itself, for callers that have not.
export async function recomputeCourseRanks(tx: DbOrTx, courseId: number): Promise<void> {
  await lockCourseScores(tx, courseId);
  await tx.execute(sql`
    update student as target
    set rank = ranked.rank, active_rank = ranked.active_rank
    from (
      select
        id,
        rank() over (order by total_score desc)::integer as rank,
        case when is_expelled then null
          else rank() over (partition by is_expelled order by total_score desc)::integer
        end as active_rank
      from student
      where course_id = ${courseId}
    ) as ranked
    where target.id = ranked.id
      and (target.rank is distinct from ranked.rank or target.active_rank is distinct from ranked.active_rank)
  `);
}
