import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseLeaveSurveys, courses, students } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { lockCourseScores, recomputeCourseRanks } from '../../course-students';
import { cancelOpenPairs } from '../../interviews/service/cancel-open-pairs';

// rules.md R13.3: the fixed list of reasons a student may give for leaving.
export const leaveReasons = [
  'Too difficult',
  'Not enough time',
  'Found a job',
  'Personal reasons',
  'Studying at another course',
  'Lost motivation',
  'Other',
] as const;

export type LeaveInput = { reasonForLeaving?: (typeof leaveReasons)[number][]; otherComment?: string };

async function findOwnStudent(tx: DbOrTx, courseId: number, userId: number) {
  const [row] = await tx
    .select({ student: students, completed: courses.completed })
    .from(students)
    .innerJoin(courses, eq(courses.id, students.courseId))
    .where(and(eq(students.courseId, courseId), eq(students.userId, userId)));
  // access.md decision 0.2.13: nothing succeeds silently for a caller who is not a student of the course.
  if (!row) throw new AppError('forbidden', 'You are not a student of this course.');
  return row;
}

// rules.md R13.3 "Leave": as an expulsion, marked as the student's own choice, with the survey stored beside it.
export async function leaveCourse(
  db: Db,
  courseId: number,
  userId: number,
  input: LeaveInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { student, completed } = await findOwnStudent(tx, courseId, userId);
    if (student.isExpelled) throw new AppError('forbidden', 'Only an active student can leave the course.');
    if (completed) throw new AppError('conflict', 'Course is completed.');
    const comment = input.otherComment?.trim();
    await lockCourseScores(tx, courseId);
    await tx
      .update(students)
      .set({
        isExpelled: true,
        selfExpelled: true,
        mentorId: null,
        expellingReason: comment ? `Left the course: ${comment}` : 'Left the course',
        endDate: now,
        updatedAt: now,
      })
      .where(eq(students.id, student.id));
    await cancelOpenPairs(tx, { studentIds: [student.id] }, now);
    await tx.insert(courseLeaveSurveys).values({
      userId,
      courseId,
      reasonForLeaving: [...new Set(input.reasonForLeaving ?? [])],
      otherComment: comment || null,
      submittedAt: now,
    });
    // rules.md R3.3: leaving changes the active ranks.
    await recomputeCourseRanks(tx, courseId);
  });
}

// rules.md R13.3 "Rejoin": only a student who left by himself, while the course runs.
export async function rejoinCourse(db: Db, courseId: number, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { student, completed } = await findOwnStudent(tx, courseId, userId);
    if (completed) throw new AppError('conflict', 'Course is completed.');
    if (!student.isExpelled || !student.selfExpelled) {
      throw new AppError('conflict', 'Only a student who left the course himself can rejoin it.');
    }
    await lockCourseScores(tx, courseId);
    await tx
      .update(students)
      .set({ isExpelled: false, selfExpelled: false, expellingReason: null, endDate: null, updatedAt: now })
      .where(eq(students.id, student.id));
    await recomputeCourseRanks(tx, courseId);
  });
}
