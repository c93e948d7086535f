import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { versionedRowCache } from '../../../db/row-cache';
import { statementCache } from '../../../db/statement-cache';
import { studentRanks, students } from '../../../db/schema';
import { studentsByIds } from '../../course-students/keys';
import { listVersionSql } from '../../course-students/total-cache';
import { scoreStudentJsonParts } from '../page-json';

type RowValues = { courseId: number; ids: number[] };
const placeholder = (name: keyof RowValues) => sql.placeholder(name);

// A row of the score page as PostgreSQL writes it, with both its ranks: the fields before the rank ("{...", without
// the closing brace) and after it ("...}", without the opening one). A row is kept once for both scopes, which differ
// only in the rank shown (rules.md R3.4: among all students, or among the active ones).
type ScoreRowParts = { head: string; tail: string; rank: number | null; activeRank: number | null };

// The rows of the given students of a course, each with the score version read in the same snapshot.
function buildRowsStatement(db: DbOrTx) {
  const courseId = sql`${placeholder('courseId')}`;
  const { head, tail } = scoreStudentJsonParts(courseId);
  const selection = {
    version: listVersionSql('score', courseId),
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
  return plannedOnce(studentsByIds(db, query), 'score_rows', Object.keys(selection));
}

const statements = statementCache<ReturnType<typeof buildRowsStatement>>();

// Issue 12: a row is 0.7-0.9 kB of JSON (76-85 kB a page of 100 on the bench's courses), so 60,000 rows (about 55 MB)
// and all of one 50,000-student course: with 12,000, the cost curve's largest course read three in four rows of
// every cold page again (A/B, profile-api score-cold-50k, 5 s: p50 22-24 -> 12 ms; peak RSS 270-288 -> 324 MB under
// that load; the 10,000-student course's 10,000 rows are held as before).
const rowCache = versionedRowCache<ScoreRowParts>(60_000, 50_000);

const rowText = (row: ScoreRowParts, activeOnly: boolean) =>
  `${row.head},"rank":${(activeOnly ? row.activeRank : row.rank) ?? 'null'},${row.tail}`;

// The JSON of each student of `ids`, in their order, at the score `version` the ids were read at: from the rows kept
// at that version, the others written by PostgreSQL. Undefined when the course's scores moved since (the rows were read
// at another version, or a student is gone): the caller reads the page by its own statement.
export async function scoreRows(
  db: DbOrTx,
  courseId: number,
  activeOnly: boolean,
  ids: number[],
  version: number,
): Promise<string[] | undefined> {
  const rows = await rowCache.rowsOf(db, String(courseId), ids, version, async (missing) => {
    const statement = statements(db, 'rows', () => buildRowsStatement(db));
    const read = await runPlannedOnce(db, statement, { courseId, ids: missing } satisfies RowValues);
    // No row: every student asked for left the course since, so the course moved.
    if (!read.length) return undefined;
    const parts = read.map(({ id, head, tail, rank, activeRank }) => {
      const row: ScoreRowParts = { head: head.slice(0, -1), tail: tail.slice(1), rank, activeRank };
      return [id, row] as const;
    });
    return { version: Number(read[0].version), rows: new Map(parts) };
  });
  return rows?.map((row) => rowText(row, activeOnly));
}
