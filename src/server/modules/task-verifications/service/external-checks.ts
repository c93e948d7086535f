import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseTasks, students, tasks, taskVerifications, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { assertCourseExists } from '../../course-students';
import { writeBestResult } from './best-result';
import { HOUR } from './gate';
import { toVerification } from './views';

// access.md §8 GET /courses/{courseId}/task-verifications: the external checker's queue, oldest first.
export async function listPendingVerifications(db: DbOrTx, courseId: number) {
  await assertCourseExists(db, courseId);
  const rows = await db
    .select({
      id: taskVerifications.id,
      courseTaskId: taskVerifications.courseTaskId,
      githubId: users.githubId,
      taskName: tasks.name,
      sourceGithubRepoUrl: tasks.sourceGithubRepoUrl,
      githubRepoName: tasks.githubRepoName,
      payload: taskVerifications.payload,
    })
    .from(taskVerifications)
    .innerJoin(courseTasks, eq(courseTasks.id, taskVerifications.courseTaskId))
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(students, eq(students.id, taskVerifications.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(courseTasks.courseId, courseId), eq(taskVerifications.status, 'pending')))
    .orderBy(asc(taskVerifications.createdAt), asc(taskVerifications.id));
  return rows.map((row) => ({ ...row, payload: row.payload ?? {} }));
}

type CheckResult = { score: number; details: string; status: 'completed' | 'error' };

// access.md §8 PUT /task-verifications/{id}, rules.md R9.5: the checker's answer; `completed` keeps the best score.
export async function completeVerification(db: Db, id: number, input: CheckResult, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ verification: taskVerifications, maxScore: courseTasks.maxScore })
      .from(taskVerifications)
      .innerJoin(courseTasks, eq(courseTasks.id, taskVerifications.courseTaskId))
      .where(eq(taskVerifications.id, id))
      .for('update', { of: taskVerifications });
    if (!row) throw new AppError('not_found', `Verification ${id} was not found.`);
    if (row.verification.status !== 'pending') {
      throw new AppError('conflict', `The verification is ${row.verification.status}, not pending.`);
    }
    if (input.score > row.maxScore) {
      const message = `must be between 0 and ${row.maxScore}`;
      throw new AppError('validation', `The score ${message}.`, { errors: [{ path: 'score', message }] });
    }
    const score = input.status === 'completed' ? input.score : 0;
    const [updated] = await tx
      .update(taskVerifications)
      .set({ status: input.status, score, details: input.details, updatedAt: now })
      .where(eq(taskVerifications.id, id))
      .returning();
    if (input.status === 'completed') {
      await writeBestResult(tx, updated.studentId, updated.courseTaskId, score, now);
    }
    return toVerification(updated);
  });
}

// rules.md R9.5 / R2.2(c): pending checks not updated for an hour are canceled. The background sweep (R2) calls this;
// it is idempotent.
export async function cancelStaleVerifications(db: DbOrTx, now: Date): Promise<number> {
  const canceled = await db
    .update(taskVerifications)
    .set({ status: 'canceled', details: 'Verification timed out', updatedAt: now })
    .where(
      and(
        eq(taskVerifications.status, 'pending'),
        lt(taskVerifications.updatedAt, sql`${new Date(now.getTime() - HOUR).toISOString()}::timestamptz`),
      ),
    )
    .returning({ id: taskVerifications.id });
  return canceled.length;
}
