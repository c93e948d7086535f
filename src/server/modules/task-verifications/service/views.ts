import type { taskVerifications } from '../../../db/schema';

type VerificationRow = typeof taskVerifications.$inferSelect;

// rules.md R9.4: date, score and details; never the stored answers or their correctness.
export const toVerification = (row: VerificationRow) => ({
  id: row.id,
  courseTaskId: row.courseTaskId,
  status: row.status,
  score: row.score,
  details: row.details,
  createdDate: row.createdAt.toISOString(),
});
