import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plannedOnce, runPlannedOnce } from '../../db/generic-plans';
import { clientOf, versionedRowCache } from '../../db/row-cache';
import { statementCache } from '../../db/statement-cache';
import { studentRanks, students, type CacheKind } from '../../db/schema';
import { studentsByIds } from './keys';
import { listVersionSql } from './total-cache';

// Issue 12: the rows of a paged list of a course's students (the course students list, the score page) as the JSON
// PostgreSQL writes, kept per course at one version of the list (db/row-cache.ts). A row is kept once for both
// scopes, which differ only in the rank shown (rules.md R3.4: among all students, or among the active ones): the
// fields before the rank ("{...", without the closing brace) and after it ("...}", without the opening one), with both
// ranks, and a page writes the rank of its scope between them.
type RankedRow = { head: string; tail: string; rank: number | null; activeRank: number | null };

type RowValues = { courseId: number; ids: number[] };

export type RankedRowsOptions = {
  // The statement's name, and the list whose version is read beside the rows.
  name: string;
  list: CacheKind;
  // The row's JSON objects before and after the rank, for the course given as SQL.
  parts: (courseId: SQL) => { head: SQL; tail: SQL };
  // Rows kept at most, and of one course.
  maxRows: number;
  maxPerCourse: number;
  prefetch?: Prefetch;
};

// Reading the rest of a course's rows at once (rankedRows): for a course of `courseRows` students at least, once pages
// have read `share` of them at one version (at least `rows`), in statements of `chunk` ids.
export type Prefetch = { courseRows: number; share: number; rows: number; chunk: number };
const PREFETCH: Prefetch = { courseRows: 5_000, share: 0.05, rows: 1_000, chunk: 2_000 };

// What pages read of a course at its newest version, and whether the rest is being read.
type Reads = { version: number; rows: number; prefetching?: Promise<void> };

const rowText = (row: RankedRow, activeOnly: boolean) =>
  `${row.head},"rank":${(activeOnly ? row.activeRank : row.rank) ?? 'null'},${row.tail}`;

// The JSON of each student of `ids`, in their order, at the list `version` the ids were read at: from the rows kept at
// that version, the others written by PostgreSQL. Undefined when the list moved since (the rows were read at another
// version, or a student is gone): the caller reads the page by its own statement.
export function rankedRows(options: RankedRowsOptions) {
  const build = (db: DbOrTx) => {
    const courseId = sql`${sql.placeholder('courseId')}`;
    const { head, tail } = options.parts(courseId);
    const selection = {
      version: listVersionSql(options.list, courseId),
      id: students.id,
      head: sql<string>`${head}::text`,
      tail: sql<string>`${tail}::text`,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
    };
    const query = db
      .select(selection)
      .from(students)
      .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
      .$dynamic();
    return plannedOnce(studentsByIds(db, query), options.name, Object.keys(selection));
  };
  const statements = statementCache<ReturnType<typeof build>>();
  const cache = versionedRowCache<RankedRow>(options.maxRows, options.maxPerCourse);
  // Per database: the rows of `ids` read by one statement, with the version read beside them (none: no row).
  async function readRows(db: DbOrTx, courseId: number, ids: number[]) {
    const statement = statements(db, 'rows', () => build(db));
    const read = await runPlannedOnce(db, statement, { courseId, ids } satisfies RowValues);
    // No row: every student asked for left the course since, so the list moved.
    if (!read.length) return undefined;
    const parts = read.map(({ id, head, tail, rank, activeRank }) => {
      const row: RankedRow = { head: head.slice(0, -1), tail: tail.slice(1), rank, activeRank };
      return [id, row] as const;
    });
    return { version: Number(read[0].version), rows: new Map(parts) };
  }

  // Issue 12, the cost curve: a large course's cold pages each read most of their rows (a random page of 50,000 students
  // holds few rows earlier pages read), one index read per row and table (about 26 µs a row). Once pages have read a
  // share of the course's rows at one version, the rest are read in the background, by id (neighbouring rows share
  // pages), and kept at that version; the pages go on reading what is not kept yet. The share bounds what a list
  // whose version moves often (scores being written) reads in vain: a version that a twentieth of the course's rows
  // were read at is one that many pages are asked at. Stops at the first chunk read at another version.
  const limits = options.prefetch ?? PREFETCH;
  const reads = new WeakMap<object, Map<number, Reads>>();
  function noteReads(db: DbOrTx, courseId: number, version: number, rows: number, scope: Int32Array | undefined) {
    const client = clientOf(db);
    // A course whose rows cannot all be kept is left to its pages.
    if (!client || !scope || scope.length < limits.courseRows || scope.length > options.maxPerCourse) return;
    let byCourse = reads.get(client);
    if (!byCourse) reads.set(client, (byCourse = new Map()));
    let seen = byCourse.get(courseId);
    if (!seen || seen.version < version) byCourse.set(courseId, (seen = { version, rows: 0 }));
    if (seen.version !== version || seen.prefetching) return;
    seen.rows += rows;
    if (seen.rows < Math.max(limits.rows, scope.length * limits.share)) return;
    // A failed read leaves the rows to the pages, which read what they show.
    seen.prefetching = prefetch(db, courseId, version, Int32Array.from(scope).sort()).catch(() => undefined);
  }
  async function prefetch(db: DbOrTx, courseId: number, version: number, ids: Int32Array) {
    const scope = String(courseId);
    for (let start = 0; start < ids.length; start += limits.chunk) {
      const kept = cache.rowsAt(db, scope, version);
      if (!kept || kept.size >= options.maxPerCourse) return;
      const missing = Array.from(ids.subarray(start, start + limits.chunk)).filter((id) => !kept.has(id));
      if (!missing.length) continue;
      const read = await readRows(db, courseId, missing);
      if (!read || read.version !== version) return;
      cache.remember(db, scope, version, read.rows);
    }
  }

  // `scope`: every id of the list's scope (db/list-index.ts Listed), for the background read above.
  async function rowsOf(
    db: DbOrTx,
    courseId: number,
    activeOnly: boolean,
    ids: number[],
    version: number,
    scope?: Int32Array,
  ): Promise<string[] | undefined> {
    let read = 0;
    const rows = await cache.rowsOf(db, String(courseId), ids, version, (missing) => {
      read = missing.length;
      return readRows(db, courseId, missing);
    });
    // Counted once the rows read are kept: the background read starts from them.
    if (rows && read) noteReads(db, courseId, version, read, scope);
    return rows?.map((row) => rowText(row, activeOnly));
  }
  // The background read of the course's rows under way or done at its newest version (tests wait for it).
  const prefetched = async (db: DbOrTx, courseId: number) => {
    const client = clientOf(db);
    await (client && reads.get(client)?.get(courseId)?.prefetching);
  };
  return Object.assign(rowsOf, { prefetched });
}
