import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { studentFeedbacks, users, type StudentFeedbackContent } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { SessionData } from '../../session';
import type { StudentFeedback, StudentFeedbackInput, StudentFeedbackPatch } from '../schemas';
import { accessibleStudent } from './student-access';

type FeedbackRow = typeof studentFeedbacks.$inferSelect;

async function toFeedback(db: DbOrTx, row: FeedbackRow): Promise<StudentFeedback> {
  const [author] = await db
    .select({ githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.authorId));
  return {
    id: row.id,
    studentId: row.studentId,
    recommendation: row.recommendation,
    content: {
      suggestions: row.content.suggestions ?? '',
      recommendationComment: row.content.recommendationComment ?? '',
      softSkills: row.content.softSkills ?? [],
    },
    englishLevel: row.englishLevel,
    author: author ? { githubId: author.githubId, name: displayName(author) } : { githubId: '', name: '' },
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

async function letterOf(db: DbOrTx, studentId: number, authorId: number) {
  const [row] = await db
    .select({ id: studentFeedbacks.id })
    .from(studentFeedbacks)
    .where(
      and(
        eq(studentFeedbacks.studentId, studentId),
        eq(studentFeedbacks.authorId, authorId),
        isNull(studentFeedbacks.deletedAt),
      ),
    );
  return row;
}

// access.md §28 POST /students/{studentId}/feedbacks: canAccessStudent and a mentor of that course (admin passes owner
// checks); one letter per author and student (409 for a second one, also when two arrive at once: the unique index).
export async function createFeedback(
  db: Db,
  session: SessionData,
  studentId: number,
  input: StudentFeedbackInput,
  now: Date,
): Promise<StudentFeedback> {
  const student = await accessibleStudent(db, session, studentId);
  const course = session.courses[student.courseId];
  const isMentor = Boolean(course?.roles.includes('mentor'));
  if (!isMentor && !session.isAdmin) {
    throw new AppError('forbidden', 'Only a mentor of the course writes a recommendation letter.');
  }
  if (await letterOf(db, studentId, session.id)) {
    throw new AppError('conflict', 'You have already written a recommendation letter for this student: edit it.');
  }
  const content: StudentFeedbackContent = {
    suggestions: input.content.suggestions ?? '',
    recommendationComment: input.content.recommendationComment,
    softSkills: input.content.softSkills ?? [],
  };
  const [row] = await db
    .insert(studentFeedbacks)
    .values({
      studentId,
      authorId: session.id,
      mentorId: isMentor ? (course?.mentorId ?? null) : null,
      recommendation: input.recommendation,
      content,
      englishLevel: input.englishLevel ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toFeedback(db, row);
}

async function feedbackOfStudent(db: DbOrTx, studentId: number, id: number) {
  const [row] = await db
    .select()
    .from(studentFeedbacks)
    .where(
      and(eq(studentFeedbacks.id, id), eq(studentFeedbacks.studentId, studentId), isNull(studentFeedbacks.deletedAt)),
    );
  if (!row) throw new AppError('not_found', `Feedback ${id} is not a feedback about student ${studentId}.`);
  return row;
}

// access.md §28 GET /students/{studentId}/feedbacks/{id}: canAccessStudent; 404 when the letter is about someone else.
export async function readFeedback(db: DbOrTx, session: SessionData, studentId: number, id: number) {
  await accessibleStudent(db, session, studentId);
  return toFeedback(db, await feedbackOfStudent(db, studentId, id));
}

// access.md §28 PATCH: only its author (or an admin); the sent fields replace the stored ones.
export async function updateFeedback(
  db: Db,
  session: SessionData,
  studentId: number,
  id: number,
  patch: StudentFeedbackPatch,
  now: Date,
): Promise<StudentFeedback> {
  return db.transaction(async (tx) => {
    const row = await feedbackOfStudent(tx, studentId, id);
    if (row.authorId !== session.id && !session.isAdmin) {
      throw new AppError('forbidden', 'Only the author of a recommendation letter may change it.');
    }
    const content: StudentFeedbackContent = {
      suggestions: patch.content?.suggestions ?? row.content.suggestions ?? '',
      recommendationComment: patch.content?.recommendationComment ?? row.content.recommendationComment ?? '',
      softSkills: patch.content?.softSkills ?? row.content.softSkills ?? [],
    };
    const [updated] = await tx
      .update(studentFeedbacks)
      .set({
        recommendation: patch.recommendation,
        englishLevel: patch.englishLevel,
        content,
        updatedAt: now,
      })
      .where(eq(studentFeedbacks.id, row.id))
      .returning();
    return toFeedback(tx, updated);
  });
}
