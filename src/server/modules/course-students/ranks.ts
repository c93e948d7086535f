import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// rules.md R3.4: competition ranking (1, 1, 3) by total score; `rank` among all students of the course, `active_rank`
// among the non-expelled (null for the expelled). One window-function UPDATE that writes only the rows whose rank
// changed. Callers run it inside the transaction that changed a total or an expelled flag (R3.3: expel, restore,
// leave, rejoin, and every score write of the scores issue).
export async function recomputeCourseRanks(tx: DbOrTx, courseId: number): Promise<void> {
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
