import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AfterCommit, BackgroundJob, JobDeps } from './job';
import { backgroundJobs } from './jobs';

// The first key of every background lock; the second is the job's own (two-key advisory locks never collide with the
// one-key migration lock or with another feature's namespace).
const LOCK_NAMESPACE = 'rs-school-background';

export type JobReport = {
  name: string;
  // locked: another instance holds the job right now, and runs it.
  status: 'ran' | 'locked' | 'failed';
  summary?: Record<string, unknown>;
};

// rules.md R2: every job in its own transaction under pg_try_advisory_xact_lock, taken inside that transaction so
// that a pooled connection never keeps it; a failing job is logged and the next one still runs. Tests call this
// directly with an injected clock (R2.3).
export async function runSweep(
  db: Db,
  deps: JobDeps,
  jobs: readonly BackgroundJob[] = backgroundJobs,
): Promise<JobReport[]> {
  const reports: JobReport[] = [];
  for (const job of jobs) {
    try {
      const later: Parameters<AfterCommit>[0][] = [];
      const afterCommit: AfterCommit = (work) => later.push(work);
      const report = await db.transaction(async (tx): Promise<JobReport> => {
        const result = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext(${LOCK_NAMESPACE}), ${job.lockKey}::int) as locked`,
        )) as unknown as { rows: { locked: boolean }[] };
        if (!result.rows[0]?.locked) return { name: job.name, status: 'locked' };
        return { name: job.name, status: 'ran', summary: await job.run(tx, { ...deps, afterCommit }) };
      });
      for (const work of later) report.summary = { ...report.summary, ...(await work(db)) };
      reports.push(report);
    } catch (error) {
      deps.log('error', `Background job "${job.name}" failed`, error);
      reports.push({ name: job.name, status: 'failed' });
    }
  }
  return reports;
}

const didSomething = (summary: Record<string, unknown> | undefined) =>
  Object.values(summary ?? {}).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));

export type SweepTimer = { stop: () => void };

// rules.md R2.1: each instance sweeps every 60 s (the first sweep shortly after start-up). A sweep still running when
// the next tick comes is not doubled; the timer never keeps the process alive.
export function startBackgroundSweep(
  db: Db,
  deps: { now: () => Date; log: JobDeps['log']; delivery?: JobDeps['delivery'] },
  intervalMs = 60_000,
  firstDelayMs = Math.min(5_000, intervalMs),
  jobs: readonly BackgroundJob[] = backgroundJobs,
): SweepTimer {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const report of await runSweep(db, { now: deps.now(), log: deps.log, delivery: deps.delivery }, jobs)) {
        if (report.status === 'ran' && didSomething(report.summary)) {
          deps.log('info', `Background job "${report.name}": ${JSON.stringify(report.summary)}`);
        }
      }
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), firstDelayMs);
  const every = setInterval(() => void tick(), intervalMs);
  first.unref();
  every.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
