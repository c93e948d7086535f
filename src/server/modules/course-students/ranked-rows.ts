import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plannedOnce, runPlannedOnce } from '../../db/generic-plans';
import { versionedRowCache } from '../../db/row-cache';
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
};

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
  return async function rowsOf(
    db: DbOrTx,
    courseId: number,
    activeOnly: boolean,
    ids: number[],
    version: number,
  ): Promise<string[] | undefined> {
    const rows = await cache.rowsOf(db, String(courseId), ids, version, async (missing) => {
      const statement = statements(db, 'rows', () => build(db));
      const read = await runPlannedOnce(db, statement, { courseId, ids: missing } satisfies RowValues);
      // No row: every student asked for left the course since, so the list moved.
      if (!read.length) return undefined;
      const parts = read.map(({ id, head, tail, rank, activeRank }) => {
        const row: RankedRow = { head: head.slice(0, -1), tail: tail.slice(1), rank, activeRank };
        return [id, row] as const;
      });
      return { version: Number(read[0].version), rows: new Map(parts) };
    });
    return rows?.map((row) => rowText(row, activeOnly));
  };
}
