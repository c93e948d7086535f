import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courseTasks, mentorReviewAssignments, mentors, students, taskResults } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { MentorReviewInput } from '../schemas';

const mentorCheckers: readonly string[] = ['mentor', 'assigned'];

// access.md §20 POST, rules.md R11.3: set or remove the reviewer of a student's solution. Every id must belong to the
// path course (404); the student row is locked so that a score written meanwhile is seen; a scored solution keeps
// its reviewer (409).
export async function assignReviewer(db: Db, courseId: number, input: MentorReviewInput, now: Date) {
  await db.transaction(async (tx) => {
    const [task] = await tx
      .select({ checker: courseTasks.checker })
      .from(courseTasks)
      .where(and(eq(courseTasks.id, input.courseTaskId), eq(courseTasks.courseId, courseId)));
    if (!task) throw new AppError('not_found', `Course task ${input.courseTaskId} is not a task of this course.`);
    if (!mentorCheckers.includes(task.checker)) {
      throw new AppError('validation', 'courseTaskId must be a task checked by a mentor.', {
        errors: [{ path: 'courseTaskId', message: 'The task is not checked by a mentor' }],
      });
    }
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, input.studentId), eq(students.courseId, courseId)))
      .for('update');
    if (!student) throw new AppError('not_found', `Student ${input.studentId} is not a student of this course.`);
    const [result] = await tx
      .select({ id: taskResults.id })
      .from(taskResults)
      .where(and(eq(taskResults.courseTaskId, input.courseTaskId), eq(taskResults.studentId, input.studentId)));
    if (result) throw new AppError('conflict', 'The solution is already scored: its reviewer can no longer change.');

    const target = and(
      eq(mentorReviewAssignments.courseTaskId, input.courseTaskId),
      eq(mentorReviewAssignments.studentId, input.studentId),
    );
    if (input.mentorId === null) {
      await tx.delete(mentorReviewAssignments).where(target);
      return;
    }
    const [mentor] = await tx
      .select({ isExpelled: mentors.isExpelled })
      .from(mentors)
      .where(and(eq(mentors.id, input.mentorId), eq(mentors.courseId, courseId)));
    if (!mentor) throw new AppError('not_found', `Mentor ${input.mentorId} is not a mentor of this course.`);
    if (mentor.isExpelled) throw new AppError('conflict', 'An expelled mentor cannot review solutions.');
    await tx
      .insert(mentorReviewAssignments)
      .values({ ...input, mentorId: input.mentorId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [mentorReviewAssignments.courseTaskId, mentorReviewAssignments.studentId],
        set: { mentorId: input.mentorId, updatedAt: now },
      });
  });
}
