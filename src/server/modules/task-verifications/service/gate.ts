import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { taskVerifications } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { CourseTaskForVerification } from './find';

export const HOUR = 60 * 60 * 1000;

// A 429 that tells the client when to come back (the route turns it into a Retry-After header).
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(detail: string, retryAt: Date, now: Date) {
    super('rate_limited', detail);
    this.retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  }
}

// rules.md R9.2: the window of the task and one pending check at a time.
export async function assertAttemptAllowed(
  tx: DbOrTx,
  courseTask: CourseTaskForVerification,
  studentId: number,
  now: Date,
): Promise<void> {
  if (now < courseTask.studentStartDate) throw new AppError('conflict', 'Task has not started');
  if (now > courseTask.studentEndDate) throw new AppError('conflict', 'Deadline has passed');
  const [pending] = await tx
    .select({ updatedAt: taskVerifications.updatedAt })
    .from(taskVerifications)
    .where(
      and(
        eq(taskVerifications.studentId, studentId),
        eq(taskVerifications.courseTaskId, courseTask.id),
        eq(taskVerifications.status, 'pending'),
        gt(taskVerifications.updatedAt, new Date(now.getTime() - HOUR)),
      ),
    )
    .orderBy(desc(taskVerifications.updatedAt))
    .limit(1);
  if (pending) {
    throw new RetryLaterError(
      'The previous attempt is still being checked. Try again later.',
      new Date(pending.updatedAt.getTime() + HOUR),
      now,
    );
  }
}
