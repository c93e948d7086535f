import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { migrationsFolder } from './client';

// One constant shared by every instance, so that several instances starting at once migrate one at a time.
const MIGRATION_LOCK_KEY = 727001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.withConnection(async (db, query) => {
    await query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrateNodePostgres(db as never, { migrationsFolder });
    } finally {
      await query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

export async function migrationsApplied(database: Database): Promise<boolean> {
  const expected = readMigrationFiles({ migrationsFolder }).length;
  const rows = await selectRows<{ count: number }>(
    database,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  ).catch(() => [{ count: 0 }]);
  return Number(rows[0]?.count ?? 0) >= expected;
}

// node-postgres answers { rows }, PGlite answers { rows } too; this keeps raw reads typed in one place.
export async function selectRows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
