import { sql, type SQL } from 'drizzle-orm';
import type { CacheKind } from '../../db/schema';

// Issue 12 "a cache miss is cheap too": a filter's total is the same for every order and page of a list, and counting
// it reads every match. So each process remembers the last total of each (list, course, scope and filters) with the
// course's version of that list (migration 0013: bumped in the transaction of any write the list shows), and the
// page's statement counts again only when the version it reads (its own snapshot) is another one. One statement, no
// stale total: the count and the version are read together.
const MAX_TOTALS = 5000;
const totals = new Map<string, { version: number; total: number }>();

export type CountedTotal = {
  // The total column of the page's statement and the version column read beside it.
  total: SQL<string>;
  version: SQL<string>;
  // The total last counted and the version it was counted at, if any: a page in the second half of the list is cut
  // from its end (fewer index entries to skip), valid only when the statement reads that same version.
  known: { version: number; total: number } | undefined;
  // Remember what the statement answered (its first row; none when the page is empty).
  remember: (row: { total: string | number; version: string | number } | undefined) => void;
};

// The course's version of a list, as the page's statement reads it (the course id a number or a bound placeholder).
export const listVersionSql = (kind: CacheKind, courseId: number | SQL) =>
  sql<string>`coalesce((select ${sql.identifier(kind)} from course_cache_version where course_id = ${courseId}), 0)`;

// The total last counted for (list, course, filters), if any, and how to remember the one a statement answers: for a
// statement built once per shape, that binds the known version and total as values.
export function knownTotal(kind: CacheKind, courseId: number, filters: unknown) {
  const key = `${kind}|${courseId}|${JSON.stringify(filters)}`;
  return {
    known: totals.get(key),
    remember: (row: { total: string | number; version: string | number } | undefined) => {
      if (!row) return;
      totals.delete(key);
      totals.set(key, { version: Number(row.version), total: Number(row.total) });
      if (totals.size > MAX_TOTALS) totals.delete(totals.keys().next().value as string);
    },
  };
}

export function countedTotal(kind: CacheKind, courseId: number, filters: unknown, count: SQL): CountedTotal {
  const { known, remember } = knownTotal(kind, courseId, filters);
  const version = listVersionSql(kind, courseId);
  const total = known
    ? sql<string>`case when ${version} = ${known.version}::bigint then ${known.total}::bigint else ${count} end`
    : sql<string>`${count}`;
  return { total, version, known, remember };
}

// A page of `limit` rows at `offset`, cut from the end of a list of `total` rows in the reversed order: the offset
// and limit to ask for, when the page lies in the second half of the list (else undefined).
export function fromTheEnd(total: number, offset: number, limit: number) {
  if (offset >= total || offset * 2 <= total) return undefined;
  const rows = Math.min(limit, total - offset);
  return { offset: total - offset - rows, limit: rows };
}
