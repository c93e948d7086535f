import type { Db, DbOrTx } from '../../db/client';
import type { ChannelId } from '../../db/schema';
import { SEND_TIMEOUT_MS, type DeliveryChannels } from './channels';
import { claimOutbox, markFailed, markSent, release, settleUnsendable, type ClaimedRow } from './outbox';

// Why claim, then send outside the claiming transaction ("never lost, never sent twice", rules.md R20.3):
// - A short transaction claims a batch (FOR UPDATE SKIP LOCKED): it counts the attempt and sets next_attempt_at to
//   the end of a lease (the retry delay of that attempt, 1/5/30 min), and commits before the first byte is sent. No
//   row lock or transaction stays open across SMTP or HTTP calls, and several instances deliver side by side.
// - Never sent twice: a claimed row is invisible to every other claim until its lease ends, and a row is only handed
//   to a channel while at least SEND_TIMEOUT_MS of its lease is left, so its send ends (or times out) before anyone
//   else may claim it; rows whose lease ran short are released untried.
// - Never lost: a process that dies after claiming leaves the row pending with its lease; when the lease ends the row
//   is due again, exactly like a failed attempt. The one window left is a crash after the server accepted a message
//   and before `sent` is written: that message is sent again after the lease (at least once, as no SMTP or bot API
//   can take part in our transaction). Sending inside the claiming transaction has the same window (a crash before
//   its commit) and would hold row locks and a pooled connection for as long as the slowest send.
export type DeliveryDeps = {
  now: Date;
  log: (level: 'info' | 'warn' | 'error', message: string, extra?: unknown) => void;
  channels: DeliveryChannels;
  // Rows per claim, sends in flight, and how long one run keeps claiming.
  batchSize?: number;
  concurrency?: number;
  timeBudgetMs?: number;
};

export type DeliveryReport = {
  sent: number;
  retried: number;
  failed: number;
  released: number;
  expired: number;
  unconfigured: number;
  interrupted: number;
};

const BATCH_SIZE = 500;
const CONCURRENCY = 32;
const TIME_BUDGET_MS = 45_000;

const configured = (channels: DeliveryChannels) =>
  (Object.keys(channels.reasons) as ChannelId[]).filter((channelId) => channels.send[channelId]);

// The instant the run started at (the sweep's clock, injected in tests) moved on by the time spent since.
function runClock(now: Date): () => Date {
  const started = performance.now();
  return () => new Date(now.getTime() + Math.round(performance.now() - started));
}

export function emptyReport(): DeliveryReport {
  return { sent: 0, retried: 0, failed: 0, released: 0, expired: 0, unconfigured: 0, interrupted: 0 };
}

// Inside the job's transaction: settle what can never be sent, then claim the first batch.
export async function startDelivery(
  tx: DbOrTx,
  deps: DeliveryDeps,
): Promise<{ report: DeliveryReport; batch: ClaimedRow[] }> {
  const ready = configured(deps.channels);
  const unconfigured = (Object.keys(deps.channels.reasons) as ChannelId[])
    .filter((channelId) => !ready.includes(channelId))
    .map((channelId) => ({ channelId, reason: deps.channels.reasons[channelId] }));
  const settled = await settleUnsendable(tx, deps.now, unconfigured);
  const batch = await claimOutbox(tx, deps.now, ready, deps.batchSize ?? BATCH_SIZE);
  return { report: { ...emptyReport(), ...settled }, batch };
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function sendBatch(db: Db, batch: ClaimedRow[], deps: DeliveryDeps, clock: () => Date, report: DeliveryReport) {
  const sent: ClaimedRow[] = [];
  const unsent: ClaimedRow[] = [];
  await inParallel(batch, deps.concurrency ?? CONCURRENCY, async (row) => {
    const send = deps.channels.send[row.channelId];
    if (!send || clock().getTime() > row.leaseEnd.getTime() - SEND_TIMEOUT_MS) {
      unsent.push(row);
      return;
    }
    try {
      await send({ recipient: row.recipient, subject: row.subject, body: row.body });
      sent.push(row);
    } catch (error) {
      const message = (error as Error).message || String(error);
      const outcome = await markFailed(db, row, message.slice(0, 1000), clock());
      report[outcome === 'failed' ? 'failed' : 'retried'] += 1;
      if (outcome === 'failed') deps.log('warn', `Notification ${row.id} (${row.channelId}) failed: ${message}`);
    }
  });
  await markSent(db, sent, clock());
  await release(db, unsent, clock());
  report.sent += sent.length;
  report.released += unsent.length;
}

// After the claim committed: send the batch, then claim and send further batches (each claim in its own short
// transaction) until nothing is due or the run's time is up.
export async function continueDelivery(
  db: Db,
  first: ClaimedRow[],
  deps: DeliveryDeps,
  report: DeliveryReport,
): Promise<DeliveryReport> {
  const clock = runClock(deps.now);
  const started = performance.now();
  const limit = deps.batchSize ?? BATCH_SIZE;
  const ready = configured(deps.channels);
  let batch = first;
  while (batch.length) {
    await sendBatch(db, batch, deps, clock, report);
    if (batch.length < limit || performance.now() - started > (deps.timeBudgetMs ?? TIME_BUDGET_MS)) break;
    const at = clock();
    batch = await db.transaction((tx) => claimOutbox(tx, at, ready, limit));
  }
  return report;
}

// The whole delivery run outside the sweep (bench, tools): settle, claim and send until nothing is due.
export async function deliverOutbox(db: Db, deps: DeliveryDeps): Promise<DeliveryReport> {
  const { report, batch } = await db.transaction((tx) => startDelivery(tx, deps));
  return continueDelivery(db, batch, deps, report);
}
