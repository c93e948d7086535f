import type { DbOrTx } from './client';

// Issue 12, "a cache miss is cheap too": the rows of a paged list as the JSON texts its statement writes, kept per
// (database, scope) at one version of the list. A page whose answer no cache holds (another order, filter or page)
// still shows rows that earlier pages showed: its statement then reads the page's ids and the version alone, and only
// the rows not held are written again. A scope holds the rows of one version only (the newest seen): versions move
// with every write the list shows, in the writing transaction (migration 0013), so a row kept at the version a page's
// ids were read at is the row that page's snapshot holds.
export type RowCache<Row = string> = {
  // The rows kept at `version`, by id (none when the scope is at another version).
  rowsAt(db: DbOrTx, scope: string, version: number): ReadonlyMap<number, Row> | undefined;
  // Rows read at `version`. Rows of a version older than the one kept are dropped; a newer version replaces the scope.
  remember(db: DbOrTx, scope: string, version: number, rows: ReadonlyMap<number, Row>): void;
  // The rows of `ids`, in their order, at `version`: the ones kept, the others read by `read` (which tells the version
  // it read them at; undefined when it found none) and kept. Undefined when they were read at another version or some
  // are missing: the list moved since `version`.
  rowsOf(db: DbOrTx, scope: string, ids: number[], version: number, read: RowsRead<Row>): Promise<Row[] | undefined>;
};

export type RowsRead<Row> = (missing: number[]) => Promise<{ version: number; rows: Map<number, Row> } | undefined>;

type Scope<Row> = { version: number; rows: Map<number, Row> };

// The database behind a handle, what the process-wide caches of lists are kept by: the data of two databases whose
// courses share ids and versions (tests) never meet. A transaction has no client of its own (it reads through its
// caller's): none, so nothing is kept for it.
export const clientOf = (db: DbOrTx): object | undefined => (db as { $client?: object }).$client;

// At most `maxRows` rows over every scope, and `maxPerScope` (by default half of them) in one: a scope full stops
// taking rows, and a scope that needs room takes it from the scopes used least recently (two scopes of one list, its
// two halves, never evict each other: a 50,000-student course's two scopes dropped each other's rows on every page
// when one could fill the cache).
export function versionedRowCache<Row = string>(maxRows: number, maxPerScope = Math.floor(maxRows / 2)): RowCache<Row> {
  // Per database: its scopes, least recently used first, and the rows they hold.
  type Held = { scopes: Map<string, Scope<Row>>; rows: number };
  const byClient = new WeakMap<object, Held>();
  const heldBy = (db: DbOrTx, create: boolean) => {
    const client = clientOf(db);
    if (!client) return undefined;
    let held = byClient.get(client);
    if (!held && create) {
      held = { scopes: new Map(), rows: 0 };
      byClient.set(client, held);
    }
    return held;
  };
  const cache: RowCache<Row> = {
    async rowsOf(db, scope, ids, version, read) {
      const kept = cache.rowsAt(db, scope, version) ?? new Map<number, Row>();
      const missing = ids.filter((id) => !kept.has(id));
      const fresh = missing.length ? await read(missing) : { version, rows: new Map<number, Row>() };
      if (!fresh) return undefined;
      if (missing.length) cache.remember(db, scope, fresh.version, fresh.rows);
      if (fresh.version !== version || fresh.rows.size !== missing.length) return undefined;
      return ids.map((id) => (kept.get(id) ?? fresh.rows.get(id)) as Row);
    },
    rowsAt(db, scope, version) {
      const scopes = heldBy(db, false)?.scopes;
      const entry = scopes?.get(scope);
      if (!scopes || !entry || entry.version !== version) return undefined;
      scopes.delete(scope);
      scopes.set(scope, entry);
      return entry.rows;
    },
    remember(db, scope, version, rows) {
      const count = heldBy(db, true);
      if (!count) return;
      const { scopes } = count;
      let entry = scopes.get(scope);
      if (entry && entry.version > version) return;
      if (entry && entry.version < version) {
        count.rows -= entry.rows.size;
        entry = undefined;
      }
      entry ??= { version, rows: new Map() };
      scopes.delete(scope);
      scopes.set(scope, entry);
      const room = Math.min(rows.size, maxPerScope - entry.rows.size);
      for (const [key, other] of scopes) {
        if (count.rows + room <= maxRows || other === entry) break;
        scopes.delete(key);
        count.rows -= other.rows.size;
      }
      let added = 0;
      for (const [id, json] of rows) {
        if (added >= room) break;
        if (entry.rows.has(id)) continue;
        entry.rows.set(id, json);
        added += 1;
      }
      count.rows += added;
    },
  };
  return cache;
}
