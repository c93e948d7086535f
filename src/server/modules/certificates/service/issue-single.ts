import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { Certificate, CertificateInput } from '../schemas';
import { issueOne, utcDay } from './issue';

type Issued = { certificate: Certificate; created: boolean };

// access.md §4 POST /certificate (admin): a certificate for any student record; the existing one when issued already.
export async function issueCertificate(db: Db, actorId: number, input: CertificateInput, now: Date): Promise<Issued> {
  return db.transaction(async (tx) => {
    const [student] = await tx
      .select({ studentId: students.id, userId: students.userId, courseId: students.courseId })
      .from(students)
      .where(eq(students.id, input.studentId));
    if (!student) {
      throw new AppError('not_found', `No student record ${input.studentId}.`, {
        errors: [{ path: 'studentId', message: 'Unknown student' }],
      });
    }
    return issueOne(tx, student, { issueDate: input.issueDate ?? utcDay(now), issuedById: actorId, now });
  });
}

// access.md §4 POST /certificate/course/{courseId}/student/{githubId} (extra): the course's manager certifies one of
// its students, named by GitHub login (any letter case); the existing certificate when issued already.
export async function issueCourseStudentCertificate(
  db: Db,
  actorId: number,
  courseId: number,
  githubId: string,
  now: Date,
): Promise<Issued> {
  return db.transaction(async (tx) => {
    const [student] = await tx
      .select({ studentId: students.id, userId: students.userId, courseId: students.courseId })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(students.courseId, courseId), sql`lower(${users.githubId}) = lower(${githubId})`));
    if (!student) throw new AppError('not_found', `${githubId} is not a student of course ${courseId}.`);
    return issueOne(tx, student, { issueDate: utcDay(now), issuedById: actorId, now });
  });
}
