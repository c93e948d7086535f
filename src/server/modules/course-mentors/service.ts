import { and, asc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mentorReviewAssignments, mentors, students, taskResults, users } from '../../db/schema';
import { AppError } from '../../http/problem';
import { displayName } from '../auth';
import { prefixMatch } from '../course-students';
import { cancelOpenPairs } from '../interviews/service/cancel-open-pairs';

export { assertCourseExists } from '../course-students';
export { listMentorDetails, mentorsCsv } from './service/mentor-details';

const SEARCH_LIMIT = 20;

// access.md §6, rules.md R22.3: ≤ 20 non-expelled mentors of the course, prefix match, by login.
export async function searchCourseMentors(db: DbOrTx, courseId: number, text: string) {
  const needle = text.trim();
  if (!needle) return [];
  const conditions: SQL[] = [eq(mentors.courseId, courseId), eq(mentors.isExpelled, false), prefixMatch(users, needle)];
  const rows = await db
    .select({ id: mentors.id, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(and(...conditions))
    .orderBy(asc(users.githubId), asc(mentors.id))
    .limit(SEARCH_LIMIT);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: displayName({ firstName, lastName, githubId: row.githubId }),
  }));
}

async function findMentor(tx: DbOrTx, courseId: number, githubId: string) {
  const [row] = await tx
    .select({ id: mentors.id, userId: mentors.userId, isExpelled: mentors.isExpelled, githubId: users.githubId })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(and(eq(mentors.courseId, courseId), sql`lower(${users.githubId}) = ${githubId.toLowerCase()}`))
    .for('update', { of: mentors });
  if (!row) throw new AppError('not_found', `"${githubId}" is not a mentor of this course.`);
  return row;
}

// rules.md R13.6: the mentor is expelled, his mentees lose him and his unscored review assignments (no task result
// yet) are deleted, so the solutions can go to another reviewer; scored ones stay as the record of who reviewed. His
// not-completed interview pairs join this transaction with the interviews issue. Answers the mentor's user id: his
// session loses the mentor role (R1.4).
export async function expelMentor(db: Db, courseId: number, githubId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const mentor = await findMentor(tx, courseId, githubId);
    if (mentor.isExpelled) throw new AppError('conflict', `${mentor.githubId} is already expelled.`);
    await tx.update(mentors).set({ isExpelled: true, updatedAt: now }).where(eq(mentors.id, mentor.id));
    await tx.update(students).set({ mentorId: null, updatedAt: now }).where(eq(students.mentorId, mentor.id));
    await cancelOpenPairs(tx, { mentorId: mentor.id }, now);
    await tx.delete(mentorReviewAssignments).where(
      and(
        eq(mentorReviewAssignments.mentorId, mentor.id),
        notExists(
          tx
            .select({ id: taskResults.id })
            .from(taskResults)
            .where(
              and(
                eq(taskResults.courseTaskId, mentorReviewAssignments.courseTaskId),
                eq(taskResults.studentId, mentorReviewAssignments.studentId),
              ),
            ),
        ),
      ),
    );
    return mentor.userId;
  });
}

// rules.md R13.6 "Restore": the flag is cleared; former mentees are not given back.
export async function restoreMentor(db: Db, courseId: number, githubId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const mentor = await findMentor(tx, courseId, githubId);
    if (!mentor.isExpelled) throw new AppError('conflict', `${mentor.githubId} is an active mentor.`);
    await tx.update(mentors).set({ isExpelled: false, updatedAt: now }).where(eq(mentors.id, mentor.id));
    return mentor.userId;
  });
}
