import type { DbOrTx } from '@/server/db/client';
import { versionedRowCache } from '@/server/db/row-cache';

// Issue 12: the rows a list keeps as JSON (db/row-cache.ts) are of one version per scope, never of two, never of
// another database, and bounded without two scopes of one list evicting each other.
const database = () => ({ $client: {} }) as unknown as DbOrTx;
const rows = (from: number, count: number, text = 'row') =>
  new Map(Array.from({ length: count }, (_, i) => [from + i, `${text}-${from + i}`] as const));

describe('versioned row cache', () => {
  it('keeps the rows of the newest version read, for that version only', () => {
    const cache = versionedRowCache(100);
    const db = database();
    cache.remember(db, 'course:1', 5, rows(1, 3, 'v5'));
    expect(cache.rowsAt(db, 'course:1', 5)?.get(2)).toBe('v5-2');
    expect(cache.rowsAt(db, 'course:1', 6)).toBeUndefined();
    // Rows of an older snapshot than the one kept are dropped; a newer version replaces the scope.
    cache.remember(db, 'course:1', 4, rows(10, 1, 'v4'));
    expect(cache.rowsAt(db, 'course:1', 5)?.has(10)).toBe(false);
    cache.remember(db, 'course:1', 6, rows(1, 1, 'v6'));
    expect(cache.rowsAt(db, 'course:1', 5)).toBeUndefined();
    expect([...(cache.rowsAt(db, 'course:1', 6) ?? new Map())]).toEqual([[1, 'v6-1']]);
  });

  it('keeps nothing for a transaction and nothing across databases', () => {
    const cache = versionedRowCache(100);
    const [one, two] = [database(), database()];
    const transaction = {} as DbOrTx;
    cache.remember(one, 'course:1', 1, rows(1, 2));
    cache.remember(transaction, 'course:1', 1, rows(1, 2));
    expect(cache.rowsAt(two, 'course:1', 1)).toBeUndefined();
    expect(cache.rowsAt(transaction, 'course:1', 1)).toBeUndefined();
    expect(cache.rowsAt(one, 'course:1', 1)?.size).toBe(2);
  });

  it('holds half its bound in one scope, so two scopes of a list never evict each other', () => {
    const cache = versionedRowCache(10);
    const db = database();
    cache.remember(db, 'course:1:all', 1, rows(1, 8));
    expect(cache.rowsAt(db, 'course:1:all', 1)?.size).toBe(5);
    cache.remember(db, 'course:1:active', 1, rows(1, 8));
    expect(cache.rowsAt(db, 'course:1:active', 1)?.size).toBe(5);
    expect(cache.rowsAt(db, 'course:1:all', 1)?.size).toBe(5);
    // A third scope takes its room from the scope used least recently.
    cache.remember(db, 'course:2:all', 1, rows(100, 3));
    expect(cache.rowsAt(db, 'course:2:all', 1)?.size).toBe(3);
    expect(cache.rowsAt(db, 'course:1:all', 1)?.size).toBe(5);
    expect(cache.rowsAt(db, 'course:1:active', 1)).toBeUndefined();
  });

  it('reads only the rows not kept, and answers only at the version asked', async () => {
    const cache = versionedRowCache(100);
    const db = database();
    const asked: number[][] = [];
    const readAt = (version: number) => async (missing: number[]) => {
      asked.push(missing);
      return { version, rows: new Map(missing.map((id) => [id, `v${version}-${id}`] as const)) };
    };
    expect(await cache.rowsOf(db, 'course:1', [2, 1], 3, readAt(3))).toEqual(['v3-2', 'v3-1']);
    expect(await cache.rowsOf(db, 'course:1', [1, 4, 2], 3, readAt(3))).toEqual(['v3-1', 'v3-4', 'v3-2']);
    expect(asked).toEqual([[2, 1], [4]]);
    // Read at a newer version than the one asked: kept for that version, no answer for this one.
    expect(await cache.rowsOf(db, 'course:1', [5], 3, readAt(4))).toBeUndefined();
    expect(await cache.rowsOf(db, 'course:1', [5], 4, readAt(4))).toEqual(['v4-5']);
    // Nothing found (every student left): no answer.
    expect(await cache.rowsOf(db, 'course:1', [9], 4, async () => undefined)).toBeUndefined();
  });
});
