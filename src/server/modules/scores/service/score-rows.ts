import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { versionedRowCache } from '../../../db/row-cache';
import { statementCache } from '../../../db/statement-cache';
import { mentors, studentRanks, students } from '../../../db/schema';
import { userOfPageRow } from '../../course-students/keys';
import { listVersionSql } from '../../course-students/total-cache';
import { scoreStudentJsonParts } from '../page-json';
import { mentorUsers } from '../queries';

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
    .innerJoinLateral(userOfPageRow(db, sql`${students.userId}`), sql`true`)
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .where(sql`${students.id} = any(${placeholder('ids')}::integer[]) and ${students.courseId} = ${courseId}`);
  return plannedOnce(query, 'score_rows', Object.keys(selection));
}

const statements = statementCache<ReturnType<typeof buildRowsStatement>>();

// Issue 12: a row with 60 task results is 2-3 kB, so fewer rows than the course students list keeps (400 bytes each):
// 16,000 rows (about 40 MB), and all of one 12,000-student course (the peak RSS under the score load is budgeted).
const rowCache = versionedRowCache<ScoreRowParts>(16_000, 12_000);

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
  const scope = String(courseId);
  const kept = rowCache.rowsAt(db, scope, version) ?? new Map<number, ScoreRowParts>();
  const missing = ids.filter((id) => !kept.has(id));
  const read = new Map<number, ScoreRowParts>();
  if (missing.length) {
    const statement = statements(db, 'rows', () => buildRowsStatement(db));
    const rows = await runPlannedOnce(db, statement, { courseId, ids: missing } satisfies RowValues);
    // No row: every student asked for left the course since, so the course moved.
    if (!rows.length) return undefined;
    const readAt = Number(rows[0].version);
    for (const row of rows) {
      read.set(row.id, {
        head: row.head.slice(0, -1),
        tail: row.tail.slice(1),
        rank: row.rank,
        activeRank: row.activeRank,
      });
    }
    rowCache.remember(db, scope, readAt, read);
    if (readAt !== version || read.size !== missing.length) return undefined;
  }
  return ids.map((id) => {
    const row = kept.get(id) ?? read.get(id);
    return row ? rowText(row, activeOnly) : '';
  });
}
