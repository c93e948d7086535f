import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { taskResults } from '../../../db/schema';
import { SYSTEM_AUTHOR, writeTaskResult } from '../../scores';

// rules.md R9.3/R9.5: the best attempt counts. The result is written through the score service (R3.1, author 0 =
// system) only when there is none yet or the new score is higher.
export async function writeBestResult(
  tx: DbOrTx,
  studentId: number,
  courseTaskId: number,
  score: number,
  now: Date,
): Promise<void> {
  const [current] = await tx
    .select({ score: taskResults.score })
    .from(taskResults)
    .where(and(eq(taskResults.studentId, studentId), eq(taskResults.courseTaskId, courseTaskId)));
  if (current && current.score >= score) return;
  await writeTaskResult(tx, { studentId, courseTaskId, score, authorId: SYSTEM_AUTHOR }, now);
}
