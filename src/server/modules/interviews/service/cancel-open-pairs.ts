import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { idArray } from '../../scores/queries';

// rules.md R10.8 / R13.1 / R13.6: expelling students or a mentor cancels their not-completed pairs (feedback kept),
// in the caller's transaction.
export async function cancelOpenPairs(tx: DbOrTx, of: { studentIds: number[] } | { mentorId: number }, now: Date) {
  const who = 'mentorId' in of ? sql`mentor_id = ${of.mentorId}` : sql`student_id = any(${idArray(of.studentIds)})`;
  if ('studentIds' in of && of.studentIds.length === 0) return;
  await tx.execute(sql`update interview_pair set is_canceled = true, updated_at = ${now.toISOString()}::timestamptz
    where ${who} and not is_canceled and not is_completed`);
}
