import { and, asc, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseTasks, loginStates } from '../../db/schema';
import { AppError } from '../../http/problem';
import { distributeCrossCheck } from '../cross-check';
import { completeCrossCheck } from '../cross-check-reviews';
import { cancelStaleVerifications } from '../task-verifications';
import { remindCrossCheckReviewers } from './cross-check-reminders';
import { deliverNotificationOutbox } from './deliver-outbox';
import type { BackgroundJob, JobDeps } from './job';
import { sendScheduleDigest } from './schedule-digest';

type TaskOutcome = { done: number[]; skipped: { courseTaskId: number; reason: string }[] };

// Each due task in a savepoint of the job's transaction: a task that cannot move on (409: too few submissions, the
// state changed) or fails stays as it was, and the others still go ahead.
async function forEachTask(
  tx: Tx,
  deps: JobDeps,
  courseTaskIds: number[],
  work: (savepoint: Tx, courseTaskId: number) => Promise<unknown>,
): Promise<TaskOutcome> {
  const outcome: TaskOutcome = { done: [], skipped: [] };
  for (const courseTaskId of courseTaskIds) {
    try {
      await tx.transaction((savepoint) => work(savepoint, courseTaskId));
      outcome.done.push(courseTaskId);
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'conflict') {
        deps.log('error', `Background job failed on course task ${courseTaskId}`, error);
      }
      outcome.skipped.push({ courseTaskId, reason: (error as Error).message });
    }
  }
  return outcome;
}

// rules.md R7.3 / R2.2 (a): cross-check tasks past their submit deadline and still initial (course_task_scheduler_idx).
// Fewer than 3 submissions: the task stays initial and the Course Tasks page flags it.
const distributeDueCrossChecks: BackgroundJob = {
  name: 'distribute due cross-checks',
  lockKey: 1,
  run: async (tx, deps) => {
    const due = await tx
      .select({ id: courseTasks.id })
      .from(courseTasks)
      .where(
        and(
          eq(courseTasks.checker, 'crossCheck'),
          eq(courseTasks.crossCheckStatus, 'initial'),
          lt(courseTasks.studentEndDate, deps.now),
          eq(courseTasks.disabled, false),
        ),
      )
      .orderBy(asc(courseTasks.id));
    const outcome = await forEachTask(
      tx,
      deps,
      due.map((task) => task.id),
      (savepoint, courseTaskId) =>
        distributeCrossCheck(savepoint, courseTaskId, { now: deps.now, random: deps.random }),
    );
    return { distributed: outcome.done, skipped: outcome.skipped };
  },
};

// rules.md R7.8 / R2.2 (b): distributed cross-check tasks past their review deadline.
const completeDueCrossChecks: BackgroundJob = {
  name: 'complete due cross-checks',
  lockKey: 2,
  run: async (tx, deps) => {
    const due = await tx
      .select({ id: courseTasks.id })
      .from(courseTasks)
      .where(
        and(
          eq(courseTasks.checker, 'crossCheck'),
          eq(courseTasks.crossCheckStatus, 'distributed'),
          lt(courseTasks.crossCheckEndDate, deps.now),
          eq(courseTasks.disabled, false),
        ),
      )
      .orderBy(asc(courseTasks.id));
    const outcome = await forEachTask(
      tx,
      deps,
      due.map((task) => task.id),
      (savepoint, courseTaskId) => completeCrossCheck(savepoint, { now: deps.now }, courseTaskId),
    );
    return { completed: outcome.done, skipped: outcome.skipped };
  },
};

// rules.md R9.5 / R2.2 (c): pending verifications not updated for an hour are canceled.
const cancelStaleChecks: BackgroundJob = {
  name: 'cancel stale verifications',
  lockKey: 3,
  run: async (tx, deps) => ({ canceled: await cancelStaleVerifications(tx, deps.now) }),
};

// rules.md R2.2 (g): login states past their expiry (sign-in and channel links, R1.2, R20.5).
const deleteExpiredLoginStates: BackgroundJob = {
  name: 'delete expired login states',
  lockKey: 7,
  run: async (tx, deps) => {
    const deleted = await tx
      .delete(loginStates)
      .where(lt(loginStates.expiresAt, deps.now))
      .returning({ id: loginStates.id });
    return { deleted: deleted.length };
  },
};

// rules.md R2.2, in the rule's order; lock keys follow its letters and never change (two versions of the app may run
// side by side during a deploy): (d) deliver the notification outbox (R20.3, key 4), (e) the hourly schedule-change
// digest (R20.9, key 5), (f) cross-check review reminders (R20.8, key 6).
export const backgroundJobs: readonly BackgroundJob[] = [
  distributeDueCrossChecks,
  completeDueCrossChecks,
  cancelStaleChecks,
  deliverNotificationOutbox,
  sendScheduleDigest,
  remindCrossCheckReviewers,
  deleteExpiredLoginStates,
];

// BACKGROUND_SWEEP=outbox: only the delivery (the e2e server delivers mail while no other job races the journeys).
export const outboxJobs: readonly BackgroundJob[] = [deliverNotificationOutbox];
