import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks, taskVerifications } from '../../../db/schema';
import { findCallerStudent } from './find';

// access.md §8 GET /courses/{courseId}/student-verifications: the caller's own attempts per task, newest first;
// attemptsCount counts the completed ones (R9.3).
export async function studentVerifications(db: DbOrTx, courseId: number, userId: number) {
  const student = await findCallerStudent(db, courseId, userId);
  const rows = await db
    .select({
      id: taskVerifications.id,
      courseTaskId: taskVerifications.courseTaskId,
      status: taskVerifications.status,
      score: taskVerifications.score,
      details: taskVerifications.details,
      createdAt: taskVerifications.createdAt,
    })
    .from(taskVerifications)
    .innerJoin(courseTasks, eq(courseTasks.id, taskVerifications.courseTaskId))
    .where(and(eq(taskVerifications.studentId, student.id), eq(courseTasks.disabled, false)))
    .orderBy(desc(taskVerifications.createdAt), desc(taskVerifications.id));
  type Attempt = Omit<(typeof rows)[number], 'courseTaskId' | 'createdAt'> & { createdDate: string };
  const byTask = new Map<number, { courseTaskId: number; attemptsCount: number; verifications: Attempt[] }>();
  for (const row of rows) {
    const entry = byTask.get(row.courseTaskId) ?? {
      courseTaskId: row.courseTaskId,
      attemptsCount: 0,
      verifications: [],
    };
    if (row.status === 'completed') entry.attemptsCount += 1;
    entry.verifications.push({
      id: row.id,
      status: row.status,
      score: row.score,
      details: row.details,
      createdDate: row.createdAt.toISOString(),
    });
    byTask.set(row.courseTaskId, entry);
  }
  return [...byTask.values()];
}
