import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { mentors, studentFeedbacks, studentRanks, students, users } from '../../../db/schema';
import { holdsCourseRole } from '../../../http/access';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { SessionData } from '../../session';
import type { StudentDetails } from '../schemas';

const authors = alias(users, 'author');

export type AccessibleStudent = Awaited<ReturnType<typeof studentRecord>>;

async function studentRecord(db: DbOrTx, studentId: number) {
  const [row] = await db
    .select({
      id: students.id,
      courseId: students.courseId,
      userId: students.userId,
      isExpelled: students.isExpelled,
      totalScore: students.totalScore,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
      mentorUserId: mentors.userId,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      cityName: users.cityName,
      countryName: users.countryName,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .where(eq(students.id, studentId));
  return row;
}

// access.md §28 "canAccessStudent": the student, his mentor in that course, manager or supervisor of that course, or
// admin (holdsCourseRole lets an admin pass the manager role). Interviewers join once interview pairs exist (R10).
export function canAccessStudent(
  session: SessionData,
  student: { courseId: number; userId: number; mentorUserId: number | null },
) {
  if (session.id === student.userId || session.id === student.mentorUserId) return true;
  return holdsCourseRole(session, student.courseId, ['manager', 'supervisor']);
}

// The student record named in the path: 404 when unknown, 403 when the caller may not see it.
export async function accessibleStudent(db: DbOrTx, session: SessionData, studentId: number) {
  const student = await studentRecord(db, studentId);
  if (!student) throw new AppError('not_found', `Student ${studentId} does not exist.`);
  if (!canAccessStudent(session, student)) {
    throw new AppError('forbidden', 'Only the student, his mentor and the course staff may see this student.');
  }
  return student;
}

// The letters about one student record, oldest first, each with its author (for "Edit Feedback").
export async function feedbackRefs(db: DbOrTx, studentIds: number[], authorId?: number) {
  if (!studentIds.length) return [];
  const conditions = [inArray(studentFeedbacks.studentId, studentIds), isNull(studentFeedbacks.deletedAt)];
  if (authorId !== undefined) conditions.push(eq(studentFeedbacks.authorId, authorId));
  const rows = await db
    .select({
      id: studentFeedbacks.id,
      studentId: studentFeedbacks.studentId,
      recommendation: studentFeedbacks.recommendation,
      githubId: authors.githubId,
      firstName: authors.firstName,
      lastName: authors.lastName,
    })
    .from(studentFeedbacks)
    .innerJoin(authors, eq(authors.id, studentFeedbacks.authorId))
    .where(and(...conditions))
    .orderBy(asc(studentFeedbacks.id));
  return rows.map((row) => ({
    id: row.id,
    studentId: row.studentId,
    recommendation: row.recommendation,
    author: { githubId: row.githubId, name: displayName(row) },
  }));
}

// access.md §28 GET /students/{studentId}.
export async function studentDetails(db: DbOrTx, session: SessionData, studentId: number): Promise<StudentDetails> {
  const student = await accessibleStudent(db, session, studentId);
  const letters = await feedbackRefs(db, [student.id]);
  return {
    id: student.id,
    courseId: student.courseId,
    githubId: student.githubId,
    name: displayName(student),
    active: !student.isExpelled,
    cityName: student.cityName,
    countryName: student.countryName,
    totalScore: Number(student.totalScore),
    rank: student.isExpelled ? student.rank : student.activeRank,
    feedbacks: letters.map(({ id, recommendation, author }) => ({ id, recommendation, author })),
  };
}
