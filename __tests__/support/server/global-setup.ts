import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openPostgres, migrationsFolder, pgliteExtensions } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';
import {
  PGLITE_DUMP_VARIABLE,
  POSTGRES_TEMPLATE_VARIABLE,
  TEST_DATABASE_PREFIX,
  databaseUrlFor,
  testDatabaseUrl,
  withAdminClient,
} from './database';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// Creating and migrating PGlite costs ~3 s; loading its dump costs ~0.5 s, so each test file loads a copy.
async function preparePglite(): Promise<void> {
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `rs-school-test-db-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_DUMP_VARIABLE] = file;
  process.once('exit', () => rmSync(file, { force: true }));
}

// On a real server: one migrated template per run; each test file copies it with CREATE DATABASE ... TEMPLATE.
async function preparePostgres(serverUrl: string): Promise<void> {
  const template = `${TEST_DATABASE_PREFIX}tpl_${process.pid}`;
  await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${TEST_DATABASE_PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const owner = Number(/^rs_test_(?:tpl_)?(\d+)/.exec(datname)?.[1]);
      if (!owner || !isAlive(owner)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
    await client.query(`create database "${template}"`);
  });
  const database = await openPostgres(databaseUrlFor(serverUrl, template));
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  process.env[POSTGRES_TEMPLATE_VARIABLE] = template;
}

export default async function globalSetup(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) await preparePostgres(serverUrl);
  else await preparePglite();
}
