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
// The rows are updated in their physical order (the ranking is materialised sorted by ctid, and whichever side the
// join hashes, the other is read in that order): in rank order, the new versions that find no room on their own page
// were appended in rank order, so that students of close totals ended up packed on the same pages, and a later score
// write's rank shift (a band of close totals) found no room for HOT updates there and wrote all 29 indexes instead.
export async function recomputeCourseRanks(tx: DbOrTx, courseId: number): Promise<void> {
  await lockCourseScores(tx, courseId);
  await tx.execute(sql`
    with ranked as materialized (
      select
        id,
        rank() over (order by total_score desc)::integer as rank,
        case when is_expelled then null
          else rank() over (partition by is_expelled order by total_score desc)::integer
        end as active_rank
      from student
      where course_id = ${courseId}
      order by ctid
    )
    update student as target
    set rank = ranked.rank, active_rank = ranked.active_rank
    from ranked
    where target.id = ranked.id
      and (target.rank is distinct from ranked.rank or target.active_rank is distinct from ranked.active_rank)
  `);
}
