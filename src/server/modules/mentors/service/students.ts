import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { mentors, studentRanks, students, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import { feedbackRefs } from '../../students';
import type { MentorStudent } from '../schemas';
import type { OwnedMentor } from './owner';

async function activeMentees(db: DbOrTx, mentorId: number) {
  const rows = await db
    .select({
      id: students.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      cityName: users.cityName,
      countryName: users.countryName,
      rank: studentRanks.rank,
      totalScore: students.totalScore,
      isExpelled: students.isExpelled,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.mentorId, mentorId), eq(students.isExpelled, false)))
    .orderBy(asc(users.githubId), asc(students.id));
  return rows.map(({ firstName, lastName, isExpelled, ...row }) => ({
    ...row,
    name: displayName({ firstName, lastName, githubId: row.githubId }),
    isActive: !isExpelled,
  }));
}

// access.md §21 students rows: the mentor's active students, each with the recommendation letters the mentor wrote
// about him (pages.md §3 "Give Feedback" / "Edit Feedback").
export async function mentorStudents(db: DbOrTx, mentor: OwnedMentor): Promise<MentorStudent[]> {
  const rows = await activeMentees(db, mentor.id);
  const letters = await feedbackRefs(
    db,
    rows.map((row) => row.id),
    mentor.userId,
  );
  return rows.map((row) => ({
    ...row,
    feedbacks: letters
      .filter((letter) => letter.studentId === row.id)
      .map(({ id, recommendation }) => ({ id, recommendation })),
  }));
}

// access.md §21 options: the mentor's capacity, preference and current students.
export async function mentorOptions(db: DbOrTx, mentor: OwnedMentor) {
  const [row] = await db
    .select({ maxStudentsLimit: mentors.maxStudentsLimit, preferedStudentsLocation: mentors.studentsPreference })
    .from(mentors)
    .where(eq(mentors.id, mentor.id));
  if (!row) throw new AppError('not_found', `Mentor ${mentor.id} does not exist.`);
  const mentees = await activeMentees(db, mentor.id);
  return { ...row, students: mentees.map(({ id, githubId, name }) => ({ id, githubId, name })) };
}
