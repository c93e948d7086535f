import { and, eq, inArray } from 'drizzle-orm';
import { certificates, students } from '../db/schema';
import type { SeedStep } from './context';

const DAY = 24 * 60 * 60 * 1000;

// The completed course has its own graduates: the student persona and a sixth of the demo students, half certified,
// so mentor applications, user search and registration prerequisites show certificates on the first start.
export const seedCertificates: SeedStep = async ({ tx, course, persona, studentUserIds, today }) => {
  const completed = course['js-fe-2025'];
  const graduates = studentUserIds.filter((_, index) => index % 6 === 0);
  if (graduates.length) {
    await tx
      .insert(students)
      .values(graduates.map((userId, index) => ({ courseId: completed, userId, totalScore: 400 + (index % 50) * 10 })));
  }
  const certified = [persona('student'), ...graduates.filter((_, index) => index % 2 === 0)];
  const rows = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.courseId, completed), inArray(students.userId, certified)));
  const issueDate = new Date(today - 120 * DAY).toISOString().slice(0, 10);
  if (rows.length) {
    await tx
      .insert(certificates)
      .values(rows.map((row) => ({ studentId: row.id, issueDate, issuedById: persona('admin') })));
  }
};
