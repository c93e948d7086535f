import { createHash } from 'node:crypto';
import { fillPlaceholders } from 'drizzle-orm';
import { Pool, type PoolConfig } from 'pg';
import type { DbOrTx } from './client';

// Issue 12: statements planned once per connection. PostgreSQL plans a named statement for its values on its first
// five calls on a connection and then keeps its generic plan only when that plan looks no dearer, otherwise it plans
// every call again; an unnamed statement is planned on every call. The cold lists paid that on each call: the user
// search 1.4 ms of planning for 0.2 ms of execution (4,598 plans for 4,588 calls of its named statement), the mentor
// registry 0.7-0.9 ms, the score page and the course students list 2.1-2.8 ms. Their generic plans read the same
// buffers (the students list about 7 % more: an unset search is tested on each row instead of folded away), so they
// run here: on a small pool beside the main one whose connections start with plan_cache_mode = force_generic_plan,
// each named statement parsed and planned once per connection. The main pool keeps PostgreSQL's own choice for every
// other statement. PGlite (one connection) and a transaction's connection run the lists' statements as before, an
// unnamed one planned for its values (course-students/keys.ts).

// A few connections: the two cores queue on the CPU anyway, and each connection plans every shape once.
export const GENERIC_POOL_MAX = 4;
const GENERIC_OPTIONS = '-c plan_cache_mode=force_generic_plan';

const genericPools = new WeakMap<Pool, Pool>();

// The sibling of a main pool (db/client.ts openPostgres), with the main pool's connection settings; its connections
// open only when a statement runs there.
export function openGenericPool(main: Pool, config: PoolConfig, onError: (error: Error) => void): Pool {
  const pool = new Pool({ ...config, max: GENERIC_POOL_MAX, options: GENERIC_OPTIONS });
  pool.on('error', onError);
  genericPools.set(main, pool);
  return pool;
}

// A statement as drizzle wrote it (query.toSQL()), with its name; `params` may hold placeholders.
export type NamedStatement = { name: string; text: string; params: unknown[] };

// PostgreSQL cuts a statement's name at 63 bytes (NAMEDATALEN): two long names alike at the start would meet as one. A
// longer name is sent as its start and a digest of the whole.
const NAME_MAX = 63;
const serverNames = new Map<string, string>();
function serverName(name: string): string {
  if (Buffer.byteLength(name) <= NAME_MAX) return name;
  let short = serverNames.get(name);
  if (!short) {
    short = `${name.slice(0, 30)}_${createHash('sha256').update(name).digest('hex').slice(0, 24)}`;
    serverNames.set(name, short);
  }
  return short;
}

// Runs the statement on the generic pool of `db`'s main pool, its rows as arrays in the order of its columns; null
// when `db` is PGlite or a transaction, whose caller runs its prepared statement instead.
export async function runGenericPlan<Row extends unknown[]>(
  db: DbOrTx,
  statement: NamedStatement,
  values: Record<string, unknown>,
): Promise<Row[] | null> {
  const main = (db as { $client?: unknown }).$client;
  const pool = main instanceof Pool ? genericPools.get(main) : undefined;
  if (!pool) return null;
  const result = await pool.query<Row>({
    name: serverName(statement.name),
    text: statement.text,
    values: fillPlaceholders(statement.params, values),
    rowMode: 'array',
  });
  return result.rows;
}

type Query<Row> = {
  toSQL: () => { sql: string; params: unknown[] };
  prepare: (name: string) => { execute: (values?: Record<string, unknown>) => Promise<Row[]> };
};

// A list's statement kept for both ways of running it: its text for the generic pool, and drizzle's prepared statement
// for PGlite and transactions: named, or unnamed with `{ unnamed: true }` (planned for its values on every call).
// `keys` names the selected columns in their order (Object.keys of the selection).
export type PlannedOnce<Row> = NamedStatement & {
  keys: string[];
  prepared: { execute: (values?: Record<string, unknown>) => Promise<Row[]> };
};

export function plannedOnce<Row>(query: Query<Row>, name: string, keys: string[], options?: { unnamed: true }) {
  const { sql: text, params } = query.toSQL();
  // drizzle prepares an unnamed statement when it is given no name.
  const preparedName = options?.unnamed ? (undefined as unknown as string) : name;
  return { name, text, params, keys, prepared: query.prepare(preparedName) } satisfies PlannedOnce<Row>;
}

// The statement's rows as objects keyed by its columns, from the generic pool or drizzle's prepared statement. The
// generic pool's rows come with pg's own type parsers: a statement read there writes its timestamps as text.
export async function runPlannedOnce<Row>(
  db: DbOrTx,
  statement: PlannedOnce<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const rows = await runGenericPlan<unknown[]>(db, statement, values);
  if (!rows) return statement.prepared.execute(values);
  return rows.map((row) => Object.fromEntries(statement.keys.map((key, i) => [key, row[i]])) as Row);
}
