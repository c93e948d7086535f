import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseTasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { recordScheduleChanges } from '../../course-tasks';
import { CROSS_CHECK_AUTHOR, writeTaskResult, writeTaskResults } from '../../scores';
import type { ScoreExplanation } from '../schemas';
import { authorScores } from './author-facts';
import { findCrossCheckTask, type CrossCheckTask } from './context';

export type CompletionResult = { scored: number; withoutScore: { githubId: string; reason: string }[] };

// rules.md R7.8: the comment of every score cross-check completion writes.
export const CROSS_CHECK_SCORE_COMMENT = 'Cross-Check score';

// rules.md R7.8: completes a distributed cross-check (a manager, or the background sweep of R2 once
// now > crossCheckEndDate). Every author with pairs on the task gets the score of the task's rule, written through the
// score service (R3.1, author −1) so totals and ranks follow, or is listed with the reason he has none. The task row is
// locked, so a second call waits and then answers 409. Runs in the caller's transaction.
export async function completeCrossCheck(
  tx: DbOrTx,
  deps: { now: Date },
  courseTaskId: number,
): Promise<CompletionResult> {
  const task = await findCrossCheckTask(tx, null, courseTaskId, 'update');
  return completeLocked(tx, deps.now, task);
}

// access.md §15 POST .../completion: the manager's call, bound to the course in the path.
export async function completeCourseCrossCheck(db: Db, courseId: number, courseTaskId: number, now: Date) {
  return db.transaction(async (tx) =>
    completeLocked(tx, now, await findCrossCheckTask(tx, courseId, courseTaskId, 'update')),
  );
}

async function completeLocked(tx: DbOrTx, now: Date, task: CrossCheckTask): Promise<CompletionResult> {
  if (task.status !== 'distributed') {
    throw new AppError(
      'conflict',
      `The cross-check cannot be completed: its status is ${task.status}, not distributed.`,
    );
  }
  const scores = await authorScores(tx, task);
  const scored = scores.filter((author) => author.explanation.score !== null);
  await writeTaskResults(
    tx,
    task.id,
    CROSS_CHECK_AUTHOR,
    scored.map((author) => ({
      studentId: author.studentId,
      score: author.explanation.score as number,
      comment: CROSS_CHECK_SCORE_COMMENT,
    })),
    now,
  );
  await tx
    .update(courseTasks)
    .set({ crossCheckStatus: 'completed', updatedAt: now })
    .where(eq(courseTasks.id, task.id));
  // rules.md R20.9: the schedule digest reports a completed cross-check.
  await recordScheduleChanges(
    tx,
    [
      {
        courseId: task.courseId,
        entityType: 'courseTask',
        entityId: task.id,
        operation: 'update',
        previous: { crossCheckStatus: 'distributed' },
        current: { crossCheckStatus: 'completed' },
      },
    ],
    now,
  );
  return {
    scored: scored.length,
    withoutScore: scores
      .filter((author) => author.explanation.score === null)
      .map((author) => ({ githubId: author.githubId, reason: author.explanation.reason ?? '' })),
  };
}

// rules.md R7.11: after an accepted dispute changed a review of a completed task, the author's cross-check result is
// computed again by R7.8 for him alone. Without a score now (he still lacks reviews), his result stays as it is.
export async function recomputeCrossCheckAuthor(
  tx: DbOrTx,
  deps: { now: Date },
  courseTaskId: number,
  studentId: number,
): Promise<ScoreExplanation | null> {
  const task = await findCrossCheckTask(tx, null, courseTaskId);
  const [author] = await authorScores(tx, task, studentId);
  if (!author) return null;
  const { score } = author.explanation;
  if (score !== null) {
    await writeTaskResult(
      tx,
      { studentId, courseTaskId, score, comment: CROSS_CHECK_SCORE_COMMENT, authorId: CROSS_CHECK_AUTHOR },
      deps.now,
    );
  }
  return author.explanation;
}
