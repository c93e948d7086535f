import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { TaskResultHistoryEntry } from '../../../db/schema';
import { recomputeCourseRanks } from '../../course-students';

export type ScoreApplication = {
  courseId: number;
  studentId: number;
  courseTaskId: number;
  score: number;
  // undefined = keep the stored value (R3.1 "overwrite only when provided").
  comment: string | null | undefined;
  githubPrUrl: string | null | undefined;
  authorId: number;
  entry: TaskResultHistoryEntry;
  now: Date;
};

export type AppliedScore = {
  outcome: 'created' | 'updated' | 'skipped';
  previousScore: number | null;
  previousComment: string | null;
};

type Row = {
  old_score: number | null;
  old_comment: string | null;
  inserted: boolean;
  updated: boolean;
  missing: boolean | null;
};

// rules.md R3.1-R3.4 in ONE statement, run under the course score lock: the result row (insert, or update unless
// score, comment and PR URL are unchanged), the student's totals (R3.2) and the ranks (R3.4). A statement does not see
// its own writes, so the new total is summed from the student's other results plus this score. The ranks move by
// the range rule: when a total goes from a to b, the others whose total lies in [min, max) shift by one (active ranks
// only among the active, and only when the student is active), and his own rank moves by the others in (min, max].
// That touches a band of rows on the score index instead of ranking the whole course; since no index covers the rank
// columns, those row updates are HOT (migration 0014). A student without a rank yet (inserted without one) makes the
// full ranking repair every row: when he is the one scored, or when his total lies in the band (a student enrolled
// without a rank has a total of 0, so the first score that moves anyone off or onto 0 finds him). Looking for one
// anywhere in the course would read every student of it: 4 ms of the write on the large school.
export async function applyScore(tx: DbOrTx, input: ScoreApplication): Promise<AppliedScore> {
  const { courseId, studentId, courseTaskId, score, authorId } = input;
  const now = input.now.toISOString();
  const hasComment = input.comment !== undefined;
  const hasPr = input.githubPrUrl !== undefined;
  const comment = input.comment ?? null;
  const pr = input.githubPrUrl ?? null;
  const checker = authorId > 0 ? authorId : null;
  const result = (await tx.execute(sql`
    with old as (
      select id, score, comment, github_pr_url from task_result
      where student_id = ${studentId} and course_task_id = ${courseTaskId}
    ),
    written as (
      select not exists (select 1 from old) as inserting,
        exists (
          select 1 from old
          where not (old.score = ${score}::integer
            and (not ${hasComment}::boolean or old.comment is not distinct from ${comment}::text)
            and (not ${hasPr}::boolean or old.github_pr_url is not distinct from ${pr}::text))
        ) as updating
    ),
    ins as (
      insert into task_result
        (course_task_id, student_id, score, comment, github_pr_url, last_checker_id, history, created_at, updated_at)
      select ${courseTaskId}::integer, ${studentId}::integer, ${score}::integer, ${comment}::text, ${pr}::text,
        ${checker}::integer, jsonb_build_array(${JSON.stringify(input.entry)}::jsonb), ${now}::timestamptz, ${now}::timestamptz
      from written where written.inserting
      returning id
    ),
    upd as (
      update task_result as r
      set score = ${score}::integer,
        comment = case when ${hasComment}::boolean then ${comment}::text else r.comment end,
        github_pr_url = case when ${hasPr}::boolean then ${pr}::text else r.github_pr_url end,
        last_checker_id = coalesce(${checker}::integer, r.last_checker_id),
        history = r.history || jsonb_build_array(${JSON.stringify(input.entry)}::jsonb),
        updated_at = ${now}::timestamptz
      from old, written
      where r.id = old.id and written.updating
      returning r.id
    ),
    scores as (
      select r.score, t.score_weight, t.checker
      from task_result r join course_task t on t.id = r.course_task_id and not t.disabled
      where r.student_id = ${studentId} and r.course_task_id <> ${courseTaskId}
      union all
      select ${score}::integer, t.score_weight, t.checker from course_task t
      where t.id = ${courseTaskId} and not t.disabled
    ),
    totals as (
      select s.id, s.total_score as old_total, s.is_expelled, s.rank, s.active_rank,
        coalesce((select round(sum(x.score * x.score_weight), 1) from scores x), 0) as total,
        coalesce((select round(sum(x.score * x.score_weight), 1) from scores x where x.checker = 'crossCheck'), 0)
          as cross_check
      from student s, written
      where s.id = ${studentId} and s.course_id = ${courseId} and (written.inserting or written.updating)
    ),
    moved as (
      select t.*, least(t.old_total, t.total) as low, greatest(t.old_total, t.total) as high,
        sign(t.total - t.old_total)::integer as step,
        case when t.is_expelled then 0 else sign(t.total - t.old_total)::integer end as active_step,
        (t.rank is null or (t.active_rank is null and not t.is_expelled)) as unranked
      from totals t where t.total <> t.old_total
    ),
    band as (
      update student as other
      set rank = other.rank + moved.step,
        active_rank = case when other.is_expelled then other.active_rank else other.active_rank + moved.active_step end
      from moved
      where not moved.unranked and other.course_id = ${courseId} and other.id <> ${studentId}
        and other.total_score >= moved.low and other.total_score < moved.high
      returning (other.rank is null or (other.active_rank is null and not other.is_expelled)) as unranked
    ),
    passed as (
      select count(*) as everyone, count(*) filter (where not other.is_expelled) as active
      from student other, moved
      where other.course_id = ${courseId} and other.id <> ${studentId}
        and other.total_score > moved.low and other.total_score <= moved.high
    ),
    own as (
      update student as target
      set total_score = totals.total,
        cross_check_score = totals.cross_check,
        total_score_change_date = ${now}::timestamptz,
        updated_at = ${now}::timestamptz,
        rank = case when moved.unranked is not false then target.rank
          else target.rank - moved.step * passed.everyone end,
        active_rank = case when target.is_expelled then null
          when moved.unranked is not false then target.active_rank
          else target.active_rank - moved.active_step * passed.active end
      from totals left join moved on true left join passed on true
      where target.id = totals.id
        and (target.total_score <> totals.total or target.cross_check_score <> totals.cross_check)
      returning target.id
    )
    select (select score from old) as old_score, (select comment from old) as old_comment,
      (select inserting from written) as inserted, (select updating from written) as updated,
      coalesce((select unranked from moved), false) or coalesce((select bool_or(unranked) from band), false)
        as missing,
      (select count(*) from ins) + (select count(*) from upd) + (select count(*) from own) as touched
  `)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  if (row.missing) await recomputeCourseRanks(tx, courseId);
  const previousScore = row.old_score === null ? null : Number(row.old_score);
  return {
    outcome: row.inserted ? 'created' : row.updated ? 'updated' : 'skipped',
    previousScore,
    previousComment: row.old_comment,
  };
}
