import type { Tx } from '../../db/client';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/context';
import type { RandomSource } from '../cross-check';
import type { DeliveryChannels } from '../notification-delivery';

// What a job gets besides its transaction: the sweep's instant (injected in tests, rules.md R2.3), the log, the
// random source of the shuffles (crypto-seeded unless a test seeds it) and the notification channels the outbox is
// delivered through (R20.3; without them the delivery job leaves the outbox alone).
export type JobDeps = { now: Date; log: AppDeps['log']; random?: RandomSource; delivery?: DeliveryChannels };

// Work a job hands on to run after its transaction has committed and its lock is released (network sends that must
// not hold a transaction open); its summary is merged into the job's.
export type AfterCommit = (work: (db: Db) => Promise<Record<string, unknown>>) => void;

// rules.md R2.1: a job runs in its own transaction under pg_try_advisory_xact_lock(namespace, lockKey), so one
// instance runs it at a time; it must be idempotent and safe to run twice. `run` answers a summary for the log.
export type BackgroundJob = {
  name: string;
  lockKey: number;
  run: (tx: Tx, deps: JobDeps & { afterCommit: AfterCommit }) => Promise<Record<string, unknown>>;
};
