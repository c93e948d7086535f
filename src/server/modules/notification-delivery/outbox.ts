import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationOutbox, type ChannelId } from '../../db/schema';

// rules.md R20.3: a failed delivery is tried again after 1, 5 and 30 minutes, then the row is `failed`.
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const outbox = notificationOutbox;

// The wait after the attempt-th try (1-based): also the lease of that try while it is being sent.
export const delayAfter = (attempt: number) => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1];

export type ClaimedRow = {
  id: number;
  channelId: ChannelId;
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
  leaseEnd: Date;
};

const pending = eq(outbox.status, 'pending');

// Rows no channel will ever send: past expire_at, or of a channel that is not configured (R20.3: `skipped`, visible
// to admins with the reason). A row whose last attempt was claimed but never settled (the process died while sending
// it) is `failed` once its lease is over: it may or may not have gone out, and it has had its tries.
export async function settleUnsendable(
  tx: DbOrTx,
  now: Date,
  unconfigured: { channelId: ChannelId; reason: string }[],
): Promise<{ expired: number; unconfigured: number; interrupted: number }> {
  const at = { updatedAt: now, nextAttemptAt: null };
  const expired = await tx
    .update(outbox)
    .set({ ...at, status: 'skipped', error: 'Expired before it could be delivered' })
    .where(and(pending, lte(outbox.expireAt, now)))
    .returning({ id: outbox.id });
  let skipped = 0;
  for (const channel of unconfigured) {
    const rows = await tx
      .update(outbox)
      .set({ ...at, status: 'skipped', error: channel.reason })
      .where(and(pending, eq(outbox.channelId, channel.channelId)))
      .returning({ id: outbox.id });
    skipped += rows.length;
  }
  const interrupted = await tx
    .update(outbox)
    .set({
      ...at,
      status: 'failed',
      error: sql`coalesce(${outbox.error} || '; ', '') || 'the last attempt was interrupted'`,
    })
    .where(and(pending, sql`${outbox.attempts} >= ${MAX_ATTEMPTS}`, lte(outbox.nextAttemptAt, now)))
    .returning({ id: outbox.id });
  return { expired: expired.length, unconfigured: skipped, interrupted: interrupted.length };
}

// Claims up to `limit` due rows: each gets its attempt counted and a lease (next_attempt_at) in this short transaction,
// which commits before anything is sent. FOR UPDATE SKIP LOCKED lets two instances claim at the same moment without
// waiting on, or taking, each other's rows; the lease keeps a claimed row out of every later claim until it ends.
export async function claimOutbox(tx: DbOrTx, now: Date, channels: ChannelId[], limit: number): Promise<ClaimedRow[]> {
  if (!channels.length) return [];
  const due = tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        pending,
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        lt(outbox.attempts, MAX_ATTEMPTS),
        inArray(outbox.channelId, channels),
        or(isNull(outbox.expireAt), sql`${outbox.expireAt} > ${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const lease = RETRY_DELAYS_MS.map((ms, index) => `when ${index} then ${ms}`).join(' ');
  const rows = await tx
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + (case ${outbox.attempts} ${sql.raw(lease)} else ${RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]} end) * interval '1 millisecond'`,
      updatedAt: now,
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      channelId: outbox.channelId,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      attempts: outbox.attempts,
      leaseEnd: outbox.nextAttemptAt,
    });
  return rows.map((row) => ({ ...row, leaseEnd: row.leaseEnd ?? now })).sort((a, b) => a.id - b.id);
}

// Only rows still claimed by this attempt are settled (status pending, same attempt count).
const stillClaimed = (row: Pick<ClaimedRow, 'id' | 'attempts'>) =>
  and(eq(outbox.id, row.id), pending, eq(outbox.attempts, row.attempts));

export async function markSent(db: DbOrTx, rows: ClaimedRow[], at: Date): Promise<void> {
  if (!rows.length) return;
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, error: null, nextAttemptAt: null, updatedAt: at })
    .where(
      and(
        pending,
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      ),
    );
}

export async function markFailed(db: DbOrTx, row: ClaimedRow, error: string, at: Date): Promise<'retry' | 'failed'> {
  const last = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set(
      last
        ? { status: 'failed', error, nextAttemptAt: null, updatedAt: at }
        : { error, nextAttemptAt: new Date(at.getTime() + delayAfter(row.attempts)), updatedAt: at },
    )
    .where(stillClaimed(row));
  return last ? 'failed' : 'retry';
}

// A claimed row that was not sent (its lease ran short) is handed back untried: due at once, attempt not counted.
export async function release(db: DbOrTx, rows: ClaimedRow[], at: Date): Promise<void> {
  for (const row of rows) {
    await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: null, updatedAt: at })
      .where(stillClaimed(row));
  }
}
