import { LRUCache } from 'lru-cache';
import { emptyBitmap, setPlace, valuesOfSetPlaces } from './bitmaps';
import type { DbOrTx } from './client';
import { clientOf } from './row-cache';
import { keptOrReadOnce } from './versioned-read';

// Issue 12, "a cache miss is cheap too": a paged list's index of one course at one version of the list, per process.
// For each order (with its direction and scope) every id of the course in that order, and for each filter the ids it
// keeps. A page of any order and filter is then the ordered ids the filter keeps, cut: no walk of an order's index past
// the page's offset, no filter evaluated row by row again. The ids of an order, or of a filter, are read whole when one
// is first asked for at a version: an order costs a walk of its index (a page cost up to half of one), a filter a scan
// like the count its first page ran anyway. While writes move the version between two asks, each ask reads them again.
//
// Never stale: both are read with the list's version in one statement, and kept under that version. The version moves
// with every write the list shows, in the writing transaction (migration 0013); a request that read version V is
// answered from what was read at V only, so it holds exactly what a snapshot at V holds. The ids of a filter are a
// subset of the course, and every order is total (its keys, then the id), so the filter's rows in an order are the
// order's ids that the filter keeps, in that order.
// Used by the course students list (course-students list-students.ts) and the score page (scores page-index.ts).

// `outOfScope`: of an order of the whole course, the ids a narrower scope of it drops (ListReaders.wholeOrder).
export type IdsRead = { version: number; ids: Int32Array; outOfScope?: Int32Array };

export type ListReaders<Order, Filter> = {
  // Every id of the course in the order (within its scope), with the version read beside them.
  readOrder: (db: DbOrTx, courseId: number, order: Order) => Promise<IdsRead>;
  // Every id the filter keeps (any order), with the version they were matched at (read at `version` when it can).
  readMatches: (db: DbOrTx, courseId: number, filter: Filter, version: number) => Promise<IdsRead>;
  // What tells orders apart, and filters apart (undefined: the filter keeps every id of the order's scope).
  orderKey: (order: Order) => string;
  filterKey: (filter: Filter) => string | undefined;
  // Of an order of a narrower scope (the active students), the same order of the whole course, whose read tells the
  // ids the scope drops: both scopes are then cut from one read of the order (undefined: read the order itself).
  wholeOrder?: (order: Order) => Order | undefined;
};

// `scope`: every id of the order's scope (the ids a page of no filter would be cut from), in the order.
export type Listed = {
  version: number;
  total: number;
  page: (offset: number, limit: number) => number[];
  scope: Int32Array;
};

type PerDatabase = {
  orders: LRUCache<string, IdsRead>;
  // Of an order at a version: where each of its ids stands in it (orderPositions), made when a filter first asks.
  positions: LRUCache<string, { version: number; positions: OrderPositions | null }>;
  // Kept as the ids themselves (4 bytes each; a set is about 30), made into a set only to fill `filtered`.
  matches: LRUCache<string, IdsRead>;
  // The ids a filter keeps in an order, by both keys: the order's ids walked once per version, not per page.
  filtered: LRUCache<string, IdsRead>;
  // Reads under way, by key and the version asked: requests that ask at once share one read.
  reading: Map<string, Promise<IdsRead>>;
  // The newest version each course was asked at, and how many times (ListOptions.settleAsks).
  asked: LRUCache<number, { version: number; asks: number }>;
};

export type ListOptions = {
  // Used from the n-th ask at one version of a course on (1: from the first). A list whose writes come in bursts (the
  // score page while mentors check tasks) moves its version between most asks then, and reading orders and filters
  // whole for a version asked once costs more than the page's own statement.
  settleAsks?: number;
};

// Bounds per database and list, in ids (4 bytes each: 8 MB each).
const MAX_IDS = 2_000_000;

// The widest id range a filter's bitmap covers (16 million ids: 2 MB).
const MAX_BITMAP_RANGE = 16_000_000;
const idsSize = (kept: IdsRead) => Math.max(1, kept.ids.length);

// Where each id of an order stands in it: position + 1 at [id - low] (0: not in the order). Made only when the ids lie
// within a few times their count of each other (a course's students, registered over some months), else undefined.
export type OrderPositions = { low: number; at: Int32Array };
const MAX_POSITIONS_SPREAD = 4;

export function orderPositions(ordered: Int32Array): OrderPositions | undefined {
  if (!ordered.length) return undefined;
  let low = ordered[0];
  let high = ordered[0];
  for (const id of ordered) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  if (high - low >= MAX_POSITIONS_SPREAD * ordered.length + 1024) return undefined;
  const at = new Int32Array(high - low + 1);
  for (let i = 0; i < ordered.length; i += 1) at[ordered[i] - low] = i + 1;
  return { low, at };
}

// The ids of `ordered` that `matched` holds, in their order. With the order's positions: each match's position marked
// in a bitmap over the order, whose set bits are then read in turn (a match costs one mark, the order a word per 32
// ids: a city of a 50,000-student order took 100-200 us walked id by id, most of a cold page's CPU). Without: the
// matches marked in a bitmap over their id range (a set when that range is too wide for one) and each id of the order
// tested (a set's lookups took most of a filtered page's CPU: 10,000 per page).
export function orderedMatches(ordered: Int32Array, matched: Int32Array, positions?: OrderPositions): Int32Array {
  if (!matched.length) return new Int32Array(0);
  if (positions) return matchesByPosition(ordered, matched, positions);
  let low = matched[0];
  let high = matched[0];
  for (const id of matched) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  const range = high - low;
  const out = new Int32Array(matched.length);
  let found = 0;
  if (range <= MAX_BITMAP_RANGE) {
    const bits = new Uint32Array((range >>> 5) + 1);
    for (const id of matched) bits[(id - low) >>> 5] |= 1 << ((id - low) & 31);
    for (let i = 0; i < ordered.length && found < out.length; i += 1) {
      const offset = ordered[i] - low;
      if (offset >= 0 && offset <= range && bits[offset >>> 5] & (1 << (offset & 31))) out[found++] = ordered[i];
    }
  } else {
    const matches = new Set(matched);
    for (let i = 0; i < ordered.length && found < out.length; i += 1) {
      if (matches.has(ordered[i])) out[found++] = ordered[i];
    }
  }
  return out.subarray(0, found);
}

function matchesByPosition(ordered: Int32Array, matched: Int32Array, { low, at }: OrderPositions): Int32Array {
  const bits = emptyBitmap(ordered.length);
  for (const id of matched) {
    const offset = id - low;
    const position = offset >= 0 && offset < at.length ? at[offset] - 1 : -1;
    if (position >= 0) setPlace(bits, position);
  }
  return valuesOfSetPlaces([bits], (position) => ordered[position]);
}

// The ids of `ordered` that `dropped` does not hold, in their order.
export function withoutIds(ordered: Int32Array, dropped: Int32Array | undefined): Int32Array {
  if (!dropped?.length) return ordered;
  const drop = new Set(dropped);
  const out = new Int32Array(ordered.length);
  let kept = 0;
  for (let i = 0; i < ordered.length; i += 1) if (!drop.has(ordered[i])) out[kept++] = ordered[i];
  return out.slice(0, kept);
}

export function listIndex<Order, Filter>(readers: ListReaders<Order, Filter>, options: ListOptions = {}) {
  const settleAsks = options.settleAsks ?? 1;
  const byClient = new WeakMap<object, PerDatabase>();
  const of = (db: DbOrTx) => {
    const client = clientOf(db);
    if (!client) return undefined;
    let cache = byClient.get(client);
    if (!cache) {
      cache = {
        orders: new LRUCache({ maxSize: MAX_IDS, sizeCalculation: idsSize }),
        positions: new LRUCache({
          maxSize: MAX_IDS * MAX_POSITIONS_SPREAD,
          sizeCalculation: (kept) => Math.max(1, kept.positions?.at.length ?? 0),
        }),
        matches: new LRUCache({ maxSize: MAX_IDS, sizeCalculation: idsSize }),
        filtered: new LRUCache({ maxSize: MAX_IDS, sizeCalculation: idsSize }),
        reading: new Map(),
        asked: new LRUCache({ max: 10_000 }),
      };
      byClient.set(client, cache);
    }
    return cache;
  };
  // The ids `store` keeps for `key` at `version`, else read now (db/versioned-read.ts): only when read at `version`.
  async function keptOrRead(
    cache: PerDatabase,
    store: LRUCache<string, IdsRead>,
    key: string,
    version: number,
    read: () => Promise<IdsRead>,
  ): Promise<Int32Array | undefined> {
    const fresh = await keptOrReadOnce(store, cache.reading, key, version, read);
    return fresh.version === version ? fresh.ids : undefined;
  }

  // The ids of the order at `version`: read, or cut from the whole course's order (ListReaders.wholeOrder).
  function orderIds(db: DbOrTx, cache: PerDatabase, courseId: number, order: Order, version: number) {
    const key = (of: Order) => `${courseId}|${readers.orderKey(of)}`;
    const whole = readers.wholeOrder?.(order);
    const read = whole
      ? async () => {
          const base = await keptOrReadOnce(cache.orders, cache.reading, key(whole), version, () =>
            readers.readOrder(db, courseId, whole),
          );
          return { version: base.version, ids: withoutIds(base.ids, base.outOfScope) };
        }
      : () => readers.readOrder(db, courseId, order);
    return keptOrRead(cache, cache.orders, key(order), version, read);
  }

  function positionsIn(cache: PerDatabase, orderKey: string, version: number, ordered: Int32Array) {
    const kept = cache.positions.get(orderKey);
    if (kept?.version === version) return kept.positions ?? undefined;
    const positions = orderPositions(ordered);
    cache.positions.set(orderKey, { version, positions: positions ?? null });
    return positions;
  }

  function filteredIds(
    cache: PerDatabase,
    orderKey: string,
    filterKey: string,
    version: number,
    ordered: Int32Array,
    matched: Int32Array,
  ) {
    const key = `${orderKey}#${filterKey}`;
    const kept = cache.filtered.get(key);
    if (kept?.version === version) return kept.ids;
    const ids = orderedMatches(ordered, matched, positionsIn(cache, orderKey, version, ordered));
    cache.filtered.set(key, { version, ids });
    return ids;
  }

  // Whether the course was asked at `version` often enough (this ask counted).
  function settled(cache: PerDatabase, courseId: number, version: number) {
    if (settleAsks <= 1) return true;
    const seen = cache.asked.get(courseId);
    if (seen && seen.version > version) return false;
    if (!seen || seen.version < version) {
      cache.asked.set(courseId, { version, asks: 1 });
      return false;
    }
    seen.asks += 1;
    return seen.asks >= settleAsks;
  }

  return {
    // The filter's ids in the order at `version`, or undefined when the list moved since the request read it (or
    // when the course's version is not settled yet).
    async list(
      db: DbOrTx,
      courseId: number,
      order: Order,
      filter: Filter,
      version: number,
    ): Promise<Listed | undefined> {
      const cache = of(db);
      if (!cache || !settled(cache, courseId, version)) return undefined;
      const orderKey = `${courseId}|${readers.orderKey(order)}`;
      const filterText = readers.filterKey(filter);
      const filterKey = filterText === undefined ? undefined : `${courseId}|${filterText}`;
      const [ordered, matches] = await Promise.all([
        orderIds(db, cache, courseId, order, version),
        filterKey
          ? keptOrRead(cache, cache.matches, filterKey, version, () =>
              readers.readMatches(db, courseId, filter, version),
            )
          : undefined,
      ]);
      if (!ordered || (filterKey && !matches)) return undefined;
      const ids = matches && filterKey ? filteredIds(cache, orderKey, filterKey, version, ordered, matches) : ordered;
      return {
        version,
        total: ids.length,
        page: (offset, limit) => Array.from(ids.subarray(offset, offset + limit)),
        scope: ordered,
      };
    },
  };
}
