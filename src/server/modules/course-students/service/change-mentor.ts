import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { sendNotification } from '../../notifications';
import type { MentorChangeInput, StudentMentor } from '../schemas';
import { findCourseMentor, findCourseStudent, type Actor } from './find';

const mentorField = (message: string) => ({ errors: [{ path: 'mentorGithubId', message }] });

// access.md §28 "+ owner": a mentor only moves his own active mentee, or takes an unmentored student himself.
function assertMayChangeMentor(actor: Actor, currentMentorId: number | null, newMentorId: number | null) {
  if (actor.staff) return;
  const ownMentee = actor.mentorId !== null && currentMentorId === actor.mentorId;
  const takesUnmentored = currentMentorId === null && newMentorId !== null && newMentorId === actor.mentorId;
  if (!ownMentee && !takesUnmentored) {
    throw new AppError('forbidden', 'A mentor may move his own students or take a student without a mentor.');
  }
}

// rules.md R13.5: the new mentor is a non-expelled mentor of the same course; null unassigns with a comment.
export async function changeStudentMentor(
  db: Db,
  courseId: number,
  githubId: string,
  actor: Actor,
  input: MentorChangeInput,
  now: Date,
): Promise<{ githubId: string; mentor: StudentMentor | null }> {
  return db.transaction(async (tx) => {
    const student = await findCourseStudent(tx, courseId, githubId);
    const mentor = input.mentorGithubId ? await findCourseMentor(tx, courseId, input.mentorGithubId) : null;
    if (input.mentorGithubId && !mentor) {
      throw new AppError('validation', `"${input.mentorGithubId}" is not a mentor of this course.`, {
        ...mentorField('Not a mentor of this course'),
      });
    }
    assertMayChangeMentor(actor, student.mentorId, mentor?.id ?? null);
    if (mentor?.isExpelled) {
      throw new AppError('conflict', `${mentor.githubId} is expelled from mentoring in this course.`, {
        ...mentorField('This mentor is expelled'),
      });
    }
    if (mentor && student.isExpelled) {
      throw new AppError('conflict', `${student.githubId} is expelled: only an active student gets a mentor.`);
    }
    await tx
      .update(students)
      .set(
        mentor
          ? { mentorId: mentor.id, updatedAt: now }
          : { mentorId: null, unassigningComment: input.unassigningComment ?? null, updatedAt: now },
      )
      .where(eq(students.id, student.id));
    // rules.md R13.5: the student's user (never the student record, access.md §0.2) hears of his new mentor; the
    // outbox row commits with the change (R20.2). Setting the mentor he already has tells him nothing new.
    if (mentor && mentor.id !== student.mentorId) {
      const data = { mentor: { githubId: mentor.githubId, name: mentor.name } };
      await sendNotification(tx, { notificationId: 'mentor:assigned', userId: student.userId, data }, now);
    }
    return {
      githubId: student.githubId,
      mentor: mentor ? { id: mentor.id, githubId: mentor.githubId, name: mentor.name } : null,
    };
  });
}
