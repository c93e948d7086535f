import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { certificates } from '../../../db/schema';
import { AppError } from '../../../http/problem';

// access.md §4 DELETE /certificate/{studentId} (admin), rules.md R16.3: the student may be certified again afterwards.
export async function removeCertificate(db: Db, studentId: number): Promise<void> {
  const deleted = await db
    .delete(certificates)
    .where(eq(certificates.studentId, studentId))
    .returning({ id: certificates.id });
  if (!deleted.length) throw new AppError('not_found', `Student record ${studentId} has no certificate.`);
}
