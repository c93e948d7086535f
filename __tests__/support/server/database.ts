import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type * as vm from 'node:vm';
import type * as pglite from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { openPostgres, type Database, type Db } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';

// DESIGN.md "Tests": one migrated database is made once per run (global-setup.ts); every test file gets its own copy.
export const PGLITE_DUMP_VARIABLE = 'RS_TEST_PGLITE_DUMP';
export const POSTGRES_TEMPLATE_VARIABLE = 'RS_TEST_POSTGRES_TEMPLATE';
export const TEST_DATABASE_PREFIX = 'rs_test_';

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// PGlite starts by importing Node built-ins dynamically, which Jest's module sandbox refuses without
// --experimental-vm-modules (and Jest's createRequire stays inside the sandbox); Node's own loader runs it as the app does.
const nodeLoader = Module as unknown as { _load: (request: string, parent: null, isMain: boolean) => unknown };
const pgliteEntry = require.resolve('@electric-sql/pglite');
const { PGlite } = nodeLoader._load(pgliteEntry, null, false) as typeof pglite;
const { pg_trgm } = nodeLoader._load(require.resolve('@electric-sql/pglite/contrib/pg_trgm'), null, false) as {
  pg_trgm: pglite.Extension;
};

const assetsKey = Symbol.for('rs-school.test.pglite-assets');
type PgliteAssets = { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob };

// Compiling PGlite's WebAssembly is most of the cost of opening a copy; the compiled modules are kept once per worker
// process (on Node's own module cache, which outlives each test file's sandbox) and shared by every test file.
function pgliteAssets(): Promise<PgliteAssets> {
  const holder = nodeLoader._load('node:process', null, false) as { [assetsKey]?: Promise<PgliteAssets> };
  holder[assetsKey] ??= (async () => {
    const { runInThisContext } = nodeLoader._load('node:vm', null, false) as typeof vm;
    const nativeWebAssembly = runInThisContext('WebAssembly') as typeof WebAssembly;
    const asset = (name: string) => readFileSync(path.join(path.dirname(pgliteEntry), name));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      nativeWebAssembly.compile(asset('pglite.wasm')),
      nativeWebAssembly.compile(asset('initdb.wasm')),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([asset('pglite.data')]) };
  })();
  return holder[assetsKey];
}

async function openPgliteCopy(): Promise<Database> {
  const dumpFile = process.env[PGLITE_DUMP_VARIABLE];
  if (!dumpFile)
    throw new Error(`${PGLITE_DUMP_VARIABLE} is not set: run the server tests through Jest's server project.`);
  const client = new PGlite({
    ...(await pgliteAssets()),
    extensions: { pg_trgm },
    loadDataDir: new Blob([readFileSync(dumpFile)]),
  });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    withConnection: (work) => work(db, (text) => client.query(text)),
    listener: { kind: 'pglite', listen: (channel, onPayload) => client.listen(channel, onPayload) },
    close: () => client.close(),
  };
}

async function createFromTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  // Two workers may copy the template at the same moment; PostgreSQL then refuses one of them briefly.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await withAdminClient(serverUrl, (client) => client.query(`create database "${name}" template "${template}"`));
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}

async function openPostgresCopy(serverUrl: string): Promise<Database> {
  const template = process.env[POSTGRES_TEMPLATE_VARIABLE];
  if (!template)
    throw new Error(`${POSTGRES_TEMPLATE_VARIABLE} is not set: run the server tests through Jest's server project.`);
  const runId = template.slice(`${TEST_DATABASE_PREFIX}tpl_`.length);
  const name = `${TEST_DATABASE_PREFIX}${runId}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createFromTemplate(serverUrl, name, template);
  const database = await openPostgres(databaseUrlFor(serverUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

// A fresh, migrated, empty database for one test file.
export function openTestDatabase(): Promise<Database> {
  const serverUrl = testDatabaseUrl();
  return serverUrl ? openPostgresCopy(serverUrl) : openPgliteCopy();
}
