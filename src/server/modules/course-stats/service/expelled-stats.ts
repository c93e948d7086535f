import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseLeaveSurveys, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { ExpelledStat } from '../schemas';

// access.md §7 (extra): the leave-survey answers of one course, newest first (id breaks ties so the order is stable).
export async function listExpelledStats(db: DbOrTx, courseId: number): Promise<ExpelledStat[]> {
  const rows = await db
    .select({
      id: courseLeaveSurveys.id,
      userId: users.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      reasonForLeaving: courseLeaveSurveys.reasonForLeaving,
      otherComment: courseLeaveSurveys.otherComment,
      submittedAt: courseLeaveSurveys.submittedAt,
    })
    .from(courseLeaveSurveys)
    .innerJoin(users, eq(users.id, courseLeaveSurveys.userId))
    .where(eq(courseLeaveSurveys.courseId, courseId))
    .orderBy(desc(courseLeaveSurveys.submittedAt), asc(courseLeaveSurveys.id));
  return rows.map((row) => ({
    id: row.id,
    user: { id: row.userId, githubId: row.githubId, name: displayName(row) },
    reasonForLeaving: row.reasonForLeaving,
    otherComment: row.otherComment,
    submittedAt: row.submittedAt.toISOString(),
  }));
}

// access.md §0 "Resource binding": a survey of another course is as unknown as a missing one.
export async function deleteExpelledStat(db: DbOrTx, courseId: number, id: string): Promise<void> {
  const deleted = await db
    .delete(courseLeaveSurveys)
    .where(and(eq(courseLeaveSurveys.id, id), eq(courseLeaveSurveys.courseId, courseId)))
    .returning({ id: courseLeaveSurveys.id });
  if (!deleted.length) throw new AppError('not_found', `No leave survey ${id} in course ${courseId}.`);
}
