import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { cancelOpenPairs } from '../../interviews/service/cancel-open-pairs';
import { lockCourseScores, recomputeCourseRanks } from '../ranks';
import type { StudentStatusInput } from '../schemas';
import { findCourseStudent, type Actor } from './find';

// access.md §28 "+ owner": a mentor changes the status of his own mentee only. Interviewers join this rule when
// interview pairs exist (a later issue).
function assertMayChangeStatus(actor: Actor, mentorId: number | null) {
  if (actor.staff) return;
  if (actor.mentorId === null || mentorId !== actor.mentorId) {
    throw new AppError('forbidden', 'A mentor may change the status of his own students only.');
  }
}

// rules.md R13.1 (expel), R13.2 (self-study, restore). Answers the student's user id: his session must be dropped.
export async function setStudentStatus(
  db: Db,
  courseId: number,
  githubId: string,
  actor: Actor,
  input: StudentStatusInput,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Expel and restore move active ranks: the course score lock comes before the student row is locked (see
    // lockCourseScores), or a score write holding the lock and shifting that row's rank would deadlock with this.
    if (input.status !== 'self-study') await lockCourseScores(tx, courseId);
    const student = await findCourseStudent(tx, courseId, githubId);
    assertMayChangeStatus(actor, student.mentorId);
    const comment = input.comment ?? null;
    if (input.status === 'expelled') {
      if (student.isExpelled) throw new AppError('conflict', `${student.githubId} is already expelled.`);
      // Team membership of R13.1 arrives with its issue; it joins this transaction then.
      await tx
        .update(students)
        .set({
          isExpelled: true,
          selfExpelled: false,
          mentorId: null,
          expellingReason: comment,
          endDate: now,
          updatedAt: now,
        })
        .where(eq(students.id, student.id));
      await cancelOpenPairs(tx, { studentIds: [student.id] }, now);
      await recomputeCourseRanks(tx, courseId);
    } else if (input.status === 'self-study') {
      if (student.isExpelled) throw new AppError('conflict', `${student.githubId} is expelled: restore him first.`);
      if (!student.mentoring) throw new AppError('conflict', `${student.githubId} already studies on his own.`);
      await tx
        .update(students)
        .set({ mentorId: null, mentoring: false, unassigningComment: comment, updatedAt: now })
        .where(eq(students.id, student.id));
    } else {
      // "active" restores an expelled student and brings a self-study student back into the mentor pool.
      if (!student.isExpelled && student.mentoring) {
        throw new AppError('conflict', `${student.githubId} is already an active student.`);
      }
      await tx
        .update(students)
        .set({
          isExpelled: false,
          selfExpelled: false,
          expellingReason: null,
          endDate: null,
          mentoring: true,
          updatedAt: now,
        })
        .where(eq(students.id, student.id));
      if (student.isExpelled) await recomputeCourseRanks(tx, courseId);
    }
    return student.userId;
  });
}

// access.md §28 POST .../availability: whether the student takes part in mentoring (false = self-study pool).
export async function setStudentAvailability(
  db: Db,
  courseId: number,
  githubId: string,
  mentoring: boolean,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const student = await findCourseStudent(tx, courseId, githubId);
    await tx.update(students).set({ mentoring, updatedAt: now }).where(eq(students.id, student.id));
  });
}
