import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { certificates, courses, disciplines, students, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { PublicCertificate } from '../schemas';

// rules.md R16.4: the issuer printed when the course names none.
export const DEFAULT_ISSUER = 'The Rolling Scopes School';

// access.md §4 GET /certificate/{publicId}: public; an unknown id is 404.
export async function findPublicCertificate(db: Db, publicId: string): Promise<PublicCertificate> {
  const [row] = await db
    .select({
      publicId: certificates.publicId,
      issueDate: certificates.issueDate,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      courseName: courses.name,
      courseFullName: courses.fullName,
      issuer: courses.certificateIssuer,
      discipline: disciplines.name,
    })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .leftJoin(disciplines, eq(disciplines.id, courses.disciplineId))
    .where(eq(certificates.publicId, publicId));
  if (!row) throw new AppError('not_found', `No certificate ${publicId}.`);
  return {
    publicId: row.publicId,
    studentName: displayName(row),
    githubId: row.githubId,
    courseName: row.courseName,
    courseFullName: row.courseFullName,
    discipline: row.discipline ?? null,
    issuer: row.issuer?.trim() || DEFAULT_ISSUER,
    issueDate: row.issueDate,
  };
}
