import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp, type App } from './app';
import { openBus } from './db/bus';
import { openDatabase, type Database } from './db/client';
import { migrationsApplied, runMigrations } from './db/migrate';
import { getEnv, type Env } from './env';
import type { AppDeps } from './http/context';
import { evictListsOnNotice } from './http/list-cache-bus';
import { applyBootstrapFlags, createGithubProvider } from './modules/auth';
import { backgroundJobs, outboxJobs, startBackgroundSweep } from './modules/background';
import { warmCertificateRenderer } from './modules/certificates';
import { createDeliveryChannels } from './modules/notification-delivery';
import { createSessionCache, shareSessionCache } from './modules/session';
import { seedDemoSchoolIfEmpty } from './seed';

type Runtime = { app: App; database: Database };

// rules.md R1.4: SESSION_SECRET is required on a real server; the embedded demo keeps a random one in its data folder.
function resolveSessionSecret(env: Env): Uint8Array {
  if (env.SESSION_SECRET) return new TextEncoder().encode(env.SESSION_SECRET);
  if (env.DATABASE_URL) throw new Error('SESSION_SECRET must be set when DATABASE_URL is set.');
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export const consoleLog: AppDeps['log'] = (level, message, extra) => {
  const line = `[${new Date().toISOString()}] ${level.toUpperCase()} ${message}`;
  if (level === 'error') console.error(line, extra ?? '');
  else if (level === 'warn') console.warn(line, extra ?? '');
  else console.log(line);
};

async function startRuntime(): Promise<Runtime> {
  const env = getEnv();
  const sessionSecret = resolveSessionSecret(env);
  const database = await openDatabase(env);
  await runMigrations(database);
  await applyBootstrapFlags(database.db, env);
  const now = () => new Date(Date.now() + env.CLOCK_OFFSET_MS);
  if (!env.DATABASE_URL && env.DEMO_SEED === 'auto') await seedDemoSchoolIfEmpty(database.db, consoleLog, now());
  const bus = await openBus(database, { log: consoleLog });
  const deps: AppDeps = {
    db: database.db,
    env,
    now,
    sessionSecret,
    sessionCache: shareSessionCache(createSessionCache(), bus, consoleLog),
    bus,
    github: createGithubProvider(env),
    checkReady: () => migrationsApplied(database),
    log: consoleLog,
  };
  const app = createApp(deps);
  evictListsOnNotice(deps);
  // Off the start-up path and off any request: the first certificate PDF of a process is ten times the cost of the next.
  setTimeout(() => {
    warmCertificateRenderer().catch((error: unknown) =>
      consoleLog('warn', 'The certificate PDF renderer could not warm up', { error: (error as Error).message }),
    );
  }, 1_000).unref();
  if (env.BACKGROUND_SWEEP !== 'off') {
    const jobs = env.BACKGROUND_SWEEP === 'outbox' ? outboxJobs : backgroundJobs;
    const delivery = createDeliveryChannels(env);
    startBackgroundSweep(
      database.db,
      { now, log: consoleLog, delivery },
      env.BACKGROUND_SWEEP_INTERVAL_MS,
      undefined,
      jobs,
    );
  }
  return { app, database };
}

// One runtime per process, kept on globalThis: Next may load this module more than once (instrumentation, API route).
const holder = globalThis as typeof globalThis & { rsSchoolRuntime?: Promise<Runtime> };

export function getRuntime(): Promise<Runtime> {
  holder.rsSchoolRuntime ??= startRuntime();
  return holder.rsSchoolRuntime;
}

// A database that cannot be reached stops start-up with a clear message and a non-zero exit, never a hang (issue 2).
export async function startOrExit(): Promise<void> {
  try {
    await getRuntime();
  } catch (error) {
    console.error(`RS School App cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
