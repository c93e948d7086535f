import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import type { Env } from '../env';
import { openGenericPool } from './generic-plans';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  // Runs work on one dedicated connection (PGlite has only one), for session-scoped advisory locks.
  withConnection: <T>(work: (db: Db, query: (text: string) => Promise<unknown>) => Promise<T>) => Promise<T>;
  // Where the bus (db/bus.ts) LISTENs: PGlite on its one connection; PostgreSQL on a dedicated client of this URL.
  listener: NotificationSource;
  close: () => Promise<void>;
};

export type NotificationSource =
  | { kind: 'pglite'; listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>> }
  | { kind: 'postgres'; connectionString: string };

export const migrationsFolder = path.join(process.cwd(), 'src/server/db/migrations');

// DESIGN.md "Data": PGlite is single-process, so the data folder carries a lock naming the owning process.
function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'app.lock');
  if (existsSync(lockFile)) {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isProcessAlive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process (or set DATABASE_URL) and try again.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    if (existsSync(lockFile) && readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile);
  };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const pgliteExtensions = { pg_trgm };

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  // The extensions the migrations create (0004: pg_trgm for user search) must be loaded into the embedded server.
  const options = { extensions: pgliteExtensions };
  const client = dataDir ? new PGlite(path.join(dataDir, 'pglite'), options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    withConnection: (work) => work(db, (text) => client.query(text)),
    listener: { kind: 'pglite', listen: (channel, onPayload) => client.listen(channel, onPayload) },
    close: async () => {
      await client.close();
      release();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  // A server that is down must fail start-up quickly with a clear message, never hang (issue 2, "Bad input and faults").
  // Issue 12: ten connections per process. The hot score page at 50 connections shares one version read per turn of
  // the event loop (http/list-cache.ts), so it needs a few; a cold list at 10 connections runs one statement at a time
  // per request, so ten never queue in the pool; with two processes PostgreSQL serves twenty backends on two cores,
  // which already queue on the CPU rather than in the pool. An idle connection is kept for a minute (pg's default is
  // 10 s): closing it drops its prepared statements (the version read, the lists'), and the first requests after a
  // lull of a few seconds would pay a new connection and their planning again.
  const config = { connectionString, connectionTimeoutMillis: 5000, idleTimeoutMillis: 60_000 };
  const pool = new Pool({ ...config, max: 10 });
  // An idle connection closed by the server (restart, failover, a forced drop after close) emits 'error' on the pool;
  // unhandled, that would crash the process. The pool replaces the connection on the next query, so it is only logged,
  // and errors from connections still closing after close() are expected.
  let closing = false;
  const logLost = (error: Error) => {
    if (!closing) console.error(`[db] idle connection lost: ${error.message}`);
  };
  pool.on('error', logLost);
  const client = await pool.connect().catch((error: Error) => {
    void pool.end();
    throw new Error(`Cannot reach the database at DATABASE_URL: ${error.message}`);
  });
  client.release();
  // Beside it, the few connections that plan named statements once (db/generic-plans.ts).
  const genericPool = openGenericPool(pool, config, logLost);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    listener: { kind: 'postgres', connectionString },
    withConnection: async (work) => {
      const connection = await pool.connect();
      try {
        return await work(drizzlePostgres({ client: connection, schema }) as unknown as Db, (text) =>
          connection.query(text),
        );
      } finally {
        connection.release();
      }
    },
    close: async () => {
      closing = true;
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}

export function openDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
}
