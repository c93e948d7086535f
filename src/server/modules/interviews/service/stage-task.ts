import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/problem';

// rules.md R10.1: a course has at most one non-disabled stage-interview task. Called by the course task writes with
// the saved task's effective type inputs; serialized per course so two concurrent saves cannot both pass.
export async function assertOneStageInterview(
  tx: DbOrTx,
  courseId: number,
  input: { taskId: number; type?: string | null },
  exceptCourseTaskId?: number,
): Promise<void> {
  const result = (await tx.execute(sql`select coalesce(${input.type ?? null}::task_type, t.type)::text as type
    from task t where t.id = ${input.taskId}`)) as unknown as { rows: { type: string }[] };
  if (result.rows[0]?.type !== 'stage-interview') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stage-interview-task'), ${courseId})`);
  const others = (await tx.execute(sql`select ct.id from course_task ct join task t on t.id = ct.task_id
    where ct.course_id = ${courseId} and not ct.disabled and coalesce(ct.type, t.type) = 'stage-interview'
      ${exceptCourseTaskId === undefined ? sql`` : sql`and ct.id <> ${exceptCourseTaskId}`}
    limit 1`)) as unknown as { rows: { id: number }[] };
  if (others.rows.length > 0) {
    throw new AppError('conflict', 'The course already has a Technical Screening (stage-interview) task.', {
      errors: [{ path: 'type', message: 'only one stage-interview task per course' }],
    });
  }
}
