import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { GENERIC_POOL_MAX, runGenericPlan } from '@/server/db/generic-plans';
import { openTestDatabase, testDatabaseUrl } from '../../support/server/database';

// db/generic-plans.ts: on a PostgreSQL server, the named statements of the user search and the mentor registry run on
// connections that plan them once; the main pool keeps custom plans; PGlite and a transaction's connection run their
// statements themselves. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const setting = { name: 'test_plan_cache_mode', text: "select current_setting('plan_cache_mode')", params: [] };
const bound = {
  name: 'test_generic_bound',
  text: 'select $1::int + $2::int, $3::text',
  params: [sql.placeholder('a'), 2, sql.placeholder('b')],
};

const onPostgres = testDatabaseUrl() ? describe : describe.skip;
const onPglite = testDatabaseUrl() ? describe.skip : describe;

onPostgres('on a PostgreSQL server', () => {
  it('runs a statement on connections that plan generically, and the main pool does not', async () => {
    expect(await runGenericPlan(database.db, setting, {})).toEqual([['force_generic_plan']]);
    const main = (await database.db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as {
      rows: { mode: string }[];
    };
    expect(main.rows).toEqual([{ mode: 'auto' }]);
  });

  it('binds placeholders by name and constants as they are, its rows as arrays', async () => {
    expect(await runGenericPlan(database.db, bound, { a: 40, b: 'x' })).toEqual([[42, 'x']]);
    expect(await runGenericPlan(database.db, bound, { a: 1, b: 'y' })).toEqual([[3, 'y']]);
  });

  it('answers every call when more calls than connections run at once', async () => {
    const calls = Array.from({ length: GENERIC_POOL_MAX * 3 }, (_, i) =>
      runGenericPlan<[number, string]>(database.db, bound, { a: i, b: `v${i}` }),
    );
    const rows = await Promise.all(calls);
    expect(rows.map((each) => each?.[0])).toEqual(calls.map((_, i) => [i + 2, `v${i}`]));
  });

  it('never plans a statement for its values', async () => {
    // The statement reads its own entry on the connection it ran on: planned generically every time.
    const plans = {
      name: 'test_own_plans',
      text: "select generic_plans, custom_plans from pg_prepared_statements where name = 'test_own_plans' and $1::int > 0",
      params: [sql.placeholder('n')],
    };
    for (let n = 1; n <= GENERIC_POOL_MAX * 3; n += 1) {
      const [[generic, custom]] = (await runGenericPlan<[number, number]>(database.db, plans, { n })) ?? [[0, -1]];
      expect(Number(custom)).toBe(0);
      expect(Number(generic)).toBeGreaterThan(0);
    }
  });

  it('keeps two statements apart whose long names share their first 63 bytes', async () => {
    const long = `test_${'x'.repeat(70)}`;
    const one = { name: `${long}_one`, text: "select 'one'", params: [] };
    const two = { name: `${long}_two`, text: "select 'two'", params: [] };
    for (let i = 0; i < GENERIC_POOL_MAX; i += 1) {
      expect(await runGenericPlan(database.db, one, {})).toEqual([['one']]);
      expect(await runGenericPlan(database.db, two, {})).toEqual([['two']]);
    }
  });

  it('leaves a transaction to run its own statements', async () => {
    await database.db.transaction(async (tx) => {
      expect(await runGenericPlan(tx, setting, {})).toBeNull();
    });
  });
});

onPglite('on PGlite', () => {
  it('leaves the statement to its caller', async () => {
    expect(await runGenericPlan(database.db, setting, {})).toBeNull();
  });
});
