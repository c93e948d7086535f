import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { certificates, courses, students } from '../../../db/schema';
import { sendNotifications } from '../../notifications';
import type { Certificate } from '../schemas';

export type CertificateCourse = { id: number; name: string; fullName: string };
export type Recipient = { studentId: number; userId: number };

// rules.md R16.3: the issue date is the UTC calendar day of the write unless one is given.
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export async function courseOf(tx: DbOrTx, courseId: number): Promise<CertificateCourse | undefined> {
  const [course] = await tx
    .select({ id: courses.id, name: courses.name, fullName: courses.fullName })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course;
}

// rules.md R16.3: one certificate per student record (a second issue writes nothing), each new one tells its student
// `courseCertificate {course, link}` through the outbox in the same transaction. Answers the certificates written.
export async function insertCertificates(
  tx: DbOrTx,
  course: CertificateCourse,
  recipients: readonly Recipient[],
  issue: { issueDate: string; issuedById: number | null; now: Date },
): Promise<Certificate[]> {
  if (!recipients.length) return [];
  const written: Certificate[] = [];
  const BATCH = 1000;
  for (let start = 0; start < recipients.length; start += BATCH) {
    const rows = await tx
      .insert(certificates)
      .values(
        recipients.slice(start, start + BATCH).map((recipient) => ({
          studentId: recipient.studentId,
          issueDate: issue.issueDate,
          issuedById: issue.issuedById,
          createdAt: issue.now,
          updatedAt: issue.now,
        })),
      )
      .onConflictDoNothing({ target: certificates.studentId })
      .returning({
        publicId: certificates.publicId,
        studentId: certificates.studentId,
        issueDate: certificates.issueDate,
      });
    written.push(...rows);
  }
  const userOf = new Map(recipients.map((recipient) => [recipient.studentId, recipient.userId]));
  await sendNotifications(
    tx,
    written.map((certificate) => ({
      notificationId: 'courseCertificate',
      userId: userOf.get(certificate.studentId) as number,
      data: {
        course: { id: course.id, name: course.name, fullName: course.fullName },
        link: `/certificate/${certificate.publicId}`,
      },
    })),
    issue.now,
  );
  return written;
}

export async function certificatesOf(tx: DbOrTx, studentIds: readonly number[]): Promise<Certificate[]> {
  if (!studentIds.length) return [];
  return tx
    .select({ publicId: certificates.publicId, studentId: certificates.studentId, issueDate: certificates.issueDate })
    .from(certificates)
    .where(inArray(certificates.studentId, [...studentIds]));
}

// One student record: its existing certificate (created = false) or a new one. The row lock keeps two concurrent
// issues of one student from both notifying.
export async function issueOne(
  tx: DbOrTx,
  student: Recipient & { courseId: number },
  issue: { issueDate: string; issuedById: number | null; now: Date },
): Promise<{ certificate: Certificate; created: boolean }> {
  await tx.select({ id: students.id }).from(students).where(eq(students.id, student.studentId)).for('update');
  const [existing] = await certificatesOf(tx, [student.studentId]);
  if (existing) return { certificate: existing, created: false };
  const course = (await courseOf(tx, student.courseId)) as CertificateCourse;
  const [certificate] = await insertCertificates(tx, course, [student], issue);
  return { certificate, created: true };
}
