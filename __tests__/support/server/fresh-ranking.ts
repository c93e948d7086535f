import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';

export type RankDrift = {
  id: number;
  rank: number | null;
  freshRank: number | null;
  activeRank: number | null;
  freshActiveRank: number | null;
  total: number;
  freshTotal: number;
};

// rules.md R3.2 and R3.4 computed from scratch: each student's total from his task results on non-disabled tasks, the
// competition rank among all students of the course and the active rank among the non-expelled (null when
// expelled), from the stored totals. Answers the students whose stored rank, active rank or total differ, or whose
// student_rank copies (total, expelled flag, course: migration 0032) differ from the student row.
export async function rankDrift(db: Db, courseId: number): Promise<RankDrift[]> {
  const result = (await db.execute(sql`
    with fresh_totals as (
      select s.id, coalesce(round(sum(r.score * t.score_weight), 1), 0) as total
      from student s
      left join task_result r on r.student_id = s.id
      left join course_task t on t.id = r.course_task_id and not t.disabled
      where s.course_id = ${courseId}
      group by s.id
    ),
    fresh_ranks as (
      select id,
        rank() over (order by total_score desc)::integer as rank,
        case when is_expelled then null
          else rank() over (partition by is_expelled order by total_score desc)::integer end as active_rank
      from student where course_id = ${courseId}
    )
    select s.id, sr.rank, f.rank as "freshRank", sr.active_rank as "activeRank", f.active_rank as "freshActiveRank",
      s.total_score as total, t.total as "freshTotal"
    from student s join fresh_ranks f using (id) join fresh_totals t using (id)
      left join student_rank sr on sr.student_id = s.id
    where sr.rank is distinct from f.rank or sr.active_rank is distinct from f.active_rank or s.total_score <> t.total
      or sr.total_score is distinct from s.total_score or sr.is_expelled is distinct from s.is_expelled
      or sr.course_id is distinct from s.course_id
    order by s.id
  `)) as unknown as { rows: RankDrift[] };
  return result.rows.map((row) => ({ ...row, total: Number(row.total), freshTotal: Number(row.freshTotal) }));
}
