import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, courses, disciplines, students } from '../../db/schema';
import { AppError } from '../../http/problem';
import { recomputeCourseRanks } from '../course-students';

export type RegistrationResult = { studentId: number; courseId: number; created: boolean };

// rules.md R14.1, checked in this order; an existing student gets his record back instead of a second one.
export async function registerStudent(
  db: Db,
  userId: number,
  courseId: number,
  now: Date,
): Promise<RegistrationResult> {
  return db.transaction(async (tx) => {
    const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
    if (!course) throw new AppError('not_found', `Course ${courseId} does not exist.`);
    if (course.completed) throw new AppError('conflict', 'Course is completed');
    if (course.registrationEndDate && course.registrationEndDate < now)
      throw new AppError('conflict', 'Registration is closed');
    if (course.inviteOnly) throw new AppError('conflict', 'Registration is by invitation only');
    if (course.certificateDisciplines.length) {
      const [held] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .innerJoin(students, eq(students.id, certificates.studentId))
        .innerJoin(courses, eq(courses.id, students.courseId))
        .where(and(eq(students.userId, userId), inArray(courses.disciplineId, course.certificateDisciplines)))
        .limit(1);
      if (!held) {
        const required = await tx
          .select({ name: disciplines.name })
          .from(disciplines)
          .where(inArray(disciplines.id, course.certificateDisciplines))
          .orderBy(disciplines.name);
        const names = required.map((row) => row.name).join(' or ') || 'the required';
        throw new AppError(
          'conflict',
          `To register for this course, you need to already have ${names} RS School certificate`,
        );
      }
    }
    const [existing] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.courseId, courseId), eq(students.userId, userId)));
    if (existing) return { studentId: existing.id, courseId, created: false };
    // A double click may race this insert; the loser gets the winner's record, as a second call would.
    const [created] = await tx
      .insert(students)
      .values({ courseId, userId, startDate: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [students.courseId, students.userId] })
      .returning({ id: students.id });
    if (created) {
      // A new student starts at 0 and takes his place in the course ranking at once (R3.4).
      await recomputeCourseRanks(tx, courseId);
      return { studentId: created.id, courseId, created: true };
    }
    const [winner] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.courseId, courseId), eq(students.userId, userId)));
    return { studentId: winner.id, courseId, created: false };
  });
}
