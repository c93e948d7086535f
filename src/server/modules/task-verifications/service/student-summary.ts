import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks, mentors, studentRanks, students, taskResults, users } from '../../../db/schema';
import { holdsCourseRole } from '../../../http/access';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import { contactsShownTo } from '../../profile';
import type { SessionData } from '../../session';

// access.md §28 "canAccessStudent": the student, his mentor in the course, staff (manager, supervisor, admin); the
// summary also admits the course's dementors. Interviewers join when interview pairs exist (R10).
function canReadSummary(
  session: SessionData,
  courseId: number,
  student: { userId: number; mentorUserId: number | null },
) {
  if (session.id === student.userId || session.id === student.mentorUserId) return true;
  return holdsCourseRole(session, courseId, ['manager', 'supervisor', 'dementor']);
}

// access.md §28 GET /courses/{courseId}/students/{githubId}/summary, rules.md R4.2.
export async function studentSummary(db: DbOrTx, courseId: number, githubId: string, session: SessionData) {
  const login = githubId === 'me' ? session.githubId : githubId;
  const [student] = await db
    .select({
      id: students.id,
      userId: students.userId,
      isExpelled: students.isExpelled,
      selfExpelled: students.selfExpelled,
      totalScore: students.totalScore,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
      mentorUserId: mentors.userId,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .where(and(eq(students.courseId, courseId), sql`lower(${users.githubId}) = ${login.toLowerCase()}`));
  if (!student) throw new AppError('not_found', `"${login}" is not a student of this course.`);
  if (!canReadSummary(session, courseId, student)) {
    throw new AppError('forbidden', 'Only the student, his mentor and the course staff see this summary.');
  }
  const results = await db
    .select({ courseTaskId: taskResults.courseTaskId, score: taskResults.score })
    .from(taskResults)
    .innerJoin(courseTasks, eq(courseTasks.id, taskResults.courseTaskId))
    .where(and(eq(taskResults.studentId, student.id), eq(courseTasks.disabled, false)))
    .orderBy(taskResults.courseTaskId);
  return {
    totalScore: Number(student.totalScore),
    rank: student.isExpelled ? student.rank : student.activeRank,
    rankTotal: await studentsInRankScope(db, courseId, student.isExpelled),
    isActive: !student.isExpelled,
    selfExpelled: student.isExpelled && student.selfExpelled,
    results,
    mentor: student.mentorUserId ? await mentorCard(db, student.mentorUserId) : null,
  };
}

// R3.4 / R4.2: the rank and its total count the same population, so "Position N / total" never reads 301 / 272: the
// active students for an active student's active rank, every student of the course for an expelled one's rank.
async function studentsInRankScope(db: DbOrTx, courseId: number, isExpelled: boolean): Promise<number> {
  const scope = isExpelled
    ? eq(students.courseId, courseId)
    : and(eq(students.courseId, courseId), eq(students.isExpelled, false));
  const [row] = await db.select({ total: count() }).from(students).where(scope);
  return row?.total ?? 0;
}

// R4.2 / R19.2: the mentor's contacts as his profile shows them to his students.
async function mentorCard(db: DbOrTx, userId: number) {
  const [mentor] = await db
    .select({ githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!mentor) return null;
  return {
    githubId: mentor.githubId,
    name: displayName(mentor),
    contacts: (await contactsShownTo(db, userId, 'student')) ?? {},
  };
}
