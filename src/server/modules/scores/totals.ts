import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recomputeCourseRanks } from '../course-students';

// Every score write of a course takes this lock first, so that two writes never update each other's rank rows in
// opposite orders (a deadlock) and the ranks written last are computed from every committed total (R3).
export async function lockCourseScores(tx: DbOrTx, courseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('course-scores'), ${courseId})`);
}

// rules.md R3.2: total = round(Σ effective score × weight, 1) over non-disabled tasks; cross-check score = the same
// over crossCheck tasks; the change date moves only when a value changes. The effective score is the task result;
// interview pair scores (R10.6) join this expression with the interviews issue. Writes only changed rows.
async function updateTotals(tx: DbOrTx, scope: ReturnType<typeof sql>, now: Date): Promise<void> {
  await tx.execute(sql`
    update student as target
    set total_score = totals.total,
        cross_check_score = totals.cross_check,
        total_score_change_date = ${now.toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz
    from (
      select s.id,
        coalesce(round(sum(r.score * t.score_weight), 1), 0) as total,
        coalesce(round(sum(r.score * t.score_weight) filter (where t.checker = 'crossCheck'), 1), 0) as cross_check
      from student s
      left join task_result r on r.student_id = s.id
      left join course_task t on t.id = r.course_task_id and not t.disabled
      where ${scope}
      group by s.id
    ) as totals
    where target.id = totals.id
      and (target.total_score <> totals.total or target.cross_check_score <> totals.cross_check)
  `);
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
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await updateTotals(tx, sql`s.course_id = ${courseId} and s.id in (${ids})`, now);
  await recomputeCourseRanks(tx, courseId);
}

// R3.3: a course task's weight, checker, max score or disabled flag changed: every student of the course.
export async function recomputeCourseScores(tx: DbOrTx, courseId: number, now: Date): Promise<void> {
  await lockCourseScores(tx, courseId);
  await updateTotals(tx, sql`s.course_id = ${courseId}`, now);
  await recomputeCourseRanks(tx, courseId);
}
