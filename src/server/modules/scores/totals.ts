import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockCourseScores, recomputeCourseRanks } from '../course-students';

export { lockCourseScores };

// rules.md R3.2: total = round(Σ effective score × weight, 1) over non-disabled tasks; cross-check score = the same
// over crossCheck tasks; the change date moves only when a value changes. The effective score is the task result;
// interview pair scores (R10.6) join this expression with the interviews issue. Writes only changed rows.
type TotalChange = {
  id: number;
  oldTotal: number;
  newTotal: number;
  isExpelled: boolean;
  rank: number | null;
  activeRank: number | null;
};

async function updateTotals(tx: DbOrTx, scope: ReturnType<typeof sql>, now: Date): Promise<TotalChange[]> {
  const result = (await tx.execute(sql`
    update student as target
    set total_score = totals.total,
        cross_check_score = totals.cross_check,
        total_score_change_date = ${now.toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz
    from (
      select s.id, s.total_score as old_total, ranks.rank, ranks.active_rank,
        coalesce(round(sum(r.score * t.score_weight), 1), 0) as total,
        coalesce(round(sum(r.score * t.score_weight) filter (where t.checker = 'crossCheck'), 1), 0) as cross_check
      from student s
      left join student_rank ranks on ranks.student_id = s.id
      left join task_result r on r.student_id = s.id
      left join course_task t on t.id = r.course_task_id and not t.disabled
      where ${scope}
      group by s.id, ranks.student_id
    ) as totals
    where target.id = totals.id
      and (target.total_score <> totals.total or target.cross_check_score <> totals.cross_check)
    returning target.id, totals.old_total, target.total_score, target.is_expelled, totals.rank, totals.active_rank
  `)) as unknown as { rows: Record<string, unknown>[] };
  const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return result.rows.map((row) => ({
    id: Number(row.id),
    oldTotal: Number(row.old_total),
    newTotal: Number(row.total_score),
    isExpelled: Boolean(row.is_expelled),
    rank: orNull(row.rank),
    activeRank: orNull(row.active_rank),
  }));
}

// R3.4 kept current for one student whose total moved from a to b: rank = 1 + students with a strictly greater total,
// so only the others whose total lies in [min(a, b), max(a, b)) move, by exactly one (active ranks only among the
// active, and only when the student is active). His own rank moves by the others in (min, max]: a count over that
// band, not over the course. One statement on the student score index instead of a window over the whole course (the
// score write budget, 50 ms). Any rank still missing in the course (a student added without one) leaves every row
// as it is and falls back to the full recompute; the EXISTS probes read the course's student_rank rows (no index
// covers the rank columns, so that the shifted rows update HOT). His total is already moved (student_rank_sync).
async function shiftRanks(tx: DbOrTx, courseId: number, change: TotalChange): Promise<void> {
  const { id, oldTotal, newTotal, isExpelled, rank, activeRank } = change;
  const step = newTotal > oldTotal ? 1 : -1;
  const activeStep = isExpelled ? 0 : step;
  const low = Math.min(oldTotal, newTotal);
  const high = Math.max(oldTotal, newTotal);
  const others = sql`other.course_id = ${courseId} and other.student_id <> ${id}`;
  const result = (await tx.execute(sql`
    with missing as (
      select exists (select 1 from student_rank where course_id = ${courseId} and rank is null)
        or exists (select 1 from student_rank where course_id = ${courseId} and active_rank is null and not is_expelled)
        or ${rank === null || (!isExpelled && activeRank === null)} as value
    ),
    band as (
      update student_rank as other
      set rank = other.rank + ${step},
          active_rank = case when other.is_expelled then other.active_rank else other.active_rank + ${activeStep} end
      where ${others} and other.total_score >= ${low} and other.total_score < ${high}
        and not (select value from missing)
    ),
    own as (
      update student_rank
      set rank = ${rank ?? 0} - ${step} * (
            select count(*) from student_rank other where ${others} and other.total_score > ${low} and other.total_score <= ${high}
          ),
          active_rank = case when is_expelled then null else ${activeRank ?? 0} - ${step} * (
            select count(*) from student_rank other
            where ${others} and not other.is_expelled and other.total_score > ${low} and other.total_score <= ${high}
          ) end
      where student_id = ${id} and not (select value from missing)
    )
    select value from missing
  `)) as unknown as { rows: { value: boolean }[] };
  if (result.rows[0]?.value) await recomputeCourseRanks(tx, courseId);
}

// R3.3: a result write recomputes its student; then the course ranks (R3.4) in the same transaction.
export async function recomputeStudentScores(
  tx: DbOrTx,
  courseId: number,
  studentIds: readonly number[],
  now: Date,
): Promise<void> {
  if (studentIds.length === 0) return;
  await lockCourseScores(tx, courseId);
  await recomputeLockedStudentScores(tx, courseId, studentIds, now);
}

// The same, for a caller that already holds the course score lock in this transaction.
export async function recomputeLockedStudentScores(
  tx: DbOrTx,
  courseId: number,
  studentIds: readonly number[],
  now: Date,
): Promise<void> {
  if (studentIds.length === 0) return;
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const changes = await updateTotals(tx, sql`s.course_id = ${courseId} and s.id in (${ids})`, now);
  if (changes.length === 1 && changes[0].oldTotal !== changes[0].newTotal) await shiftRanks(tx, courseId, changes[0]);
  else if (changes.length > 0) await recomputeCourseRanks(tx, courseId);
}

// R3.3: a course task's weight, checker, max score or disabled flag changed: every student of the course.
export async function recomputeCourseScores(tx: DbOrTx, courseId: number, now: Date): Promise<void> {
  await lockCourseScores(tx, courseId);
  await updateTotals(tx, sql`s.course_id = ${courseId}`, now);
  await recomputeCourseRanks(tx, courseId);
}
