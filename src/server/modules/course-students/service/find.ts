import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses, mentors, students, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { personName } from './names';

// Who acts, as the routes read it from the session: staff pass every owner rule; a mentor acts on his mentees only.
export type Actor = { userId: number; staff: boolean; mentorId: number | null };

export const sameLogin = (column: typeof users.githubId, login: string) =>
  sql`lower(${column}) = ${login.toLowerCase()}`;

// access.md §0 "Resource binding": a login that is not a student of this course answers 404. The row is locked so
// that two writes on one student queue instead of racing.
export async function findCourseStudent(tx: DbOrTx, courseId: number, githubId: string) {
  const [row] = await tx
    .select({ student: students, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.courseId, courseId), sameLogin(users.githubId, githubId)))
    .for('update', { of: students });
  if (!row) throw new AppError('not_found', `"${githubId}" is not a student of this course.`);
  return { ...row.student, githubId: row.githubId, name: personName(row.firstName, row.lastName, row.githubId) };
}

export async function findCourseMentor(tx: DbOrTx, courseId: number, githubId: string) {
  const [row] = await tx
    .select({ mentor: mentors, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(and(eq(mentors.courseId, courseId), sameLogin(users.githubId, githubId)));
  if (!row) return undefined;
  return { ...row.mentor, githubId: row.githubId, name: personName(row.firstName, row.lastName, row.githubId) };
}

// An admin passes the course policy of any id: an unknown course still answers 404.
export async function assertCourseExists(tx: DbOrTx, courseId: number) {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError('not_found', `Course ${courseId} does not exist.`);
}
