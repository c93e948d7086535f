import type { Tx } from '../../db/client';
import type { AppDeps } from '../../http/context';
import type { RandomSource } from '../cross-check';

// What a job gets besides its transaction: the sweep's instant (injected in tests, rules.md R2.3), the log, and the
// random source of the shuffles (crypto-seeded unless a test seeds it).
export type JobDeps = { now: Date; log: AppDeps['log']; random?: RandomSource };

// rules.md R2.1: a job runs in its own transaction under pg_try_advisory_xact_lock(namespace, lockKey), so one
// instance runs it at a time; it must be idempotent and safe to run twice. `run` answers a summary for the log.
export type BackgroundJob = {
  name: string;
  lockKey: number;
  run: (tx: Tx, deps: JobDeps) => Promise<Record<string, unknown>>;
};
