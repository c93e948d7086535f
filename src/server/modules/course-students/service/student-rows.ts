import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { versionedRowCache } from '../../../db/row-cache';
import { statementCache } from '../../../db/statement-cache';
import { certificates, mentors, studentRanks, students, users } from '../../../db/schema';
import { displayNameSql, mentorUsers, studentsByIds } from '../keys';
import { listVersionSql } from '../total-cache';

const field = (value: SQL | PgColumn, name: string) => sql`${value} as ${sql.identifier(name)}`;
const jsonObject = (fields: SQL[]) => sql`(select row_to_json(o) from (select ${sql.join(fields, sql`, `)}) o)`;

type RowValues = { courseId: number; ids: number[] };
const placeholder = (name: keyof RowValues) => sql.placeholder(name);

// One CourseStudent (schemas.ts, in its field order) as JSON, written by PostgreSQL in two parts: the fields before
// the rank and after it. The rank is of the scope asked (active students only, or all), written between them
// (rowText), so that one row read serves both scopes.
function studentJsonParts() {
  const mentorName = displayNameSql(
    sql`${mentorUsers.firstName}`,
    sql`${mentorUsers.lastName}`,
    sql`${mentorUsers.githubId}`,
  );
  const mentor = jsonObject([
    field(mentors.id, 'id'),
    field(mentorUsers.githubId, 'githubId'),
    field(mentorName, 'name'),
  ]);
  // The certificate is read per row by its unique key (a scalar subquery, no row when none): joined, the planner
  // hashed every certificate of the school for each page and searched more join orders. The mentors stay joined: a
  // few pages of rows, that the planner would scan once per row if read the same way.
  const certificate = sql`(select case when ${certificates.publicId} is not null then ${jsonObject([
    field(certificates.publicId, 'publicId'),
  ])} end from ${certificates} where ${certificates.studentId} = ${students.id})`;
  const head = jsonObject([
    field(students.id, 'id'),
    field(users.githubId, 'githubId'),
    field(displayNameSql(sql`${users.firstName}`, sql`${users.lastName}`, sql`${users.githubId}`), 'name'),
    field(sql`not ${students.isExpelled}`, 'isActive'),
    field(students.mentoring, 'mentoring'),
    field(sql`case when ${mentorUsers.githubId} is not null then ${mentor} end`, 'mentor'),
    field(users.cityName, 'cityName'),
    field(users.countryName, 'countryName'),
    field(sql`${students.totalScore}::float8`, 'totalScore'),
  ]);
  const tail = jsonObject([
    // Interviews arrive with a later issue (data-model.md §6 interview_pair): until then nobody has a screening.
    field(sql`'none'`, 'screening'),
    field(certificate, 'certificate'),
    field(sql`${users.discord} ->> 'username'`, 'discord'),
    field(students.expellingReason, 'expellingReason'),
  ]);
  return { head, tail };
}

// A row of both scopes: its JSON without the closing brace ("{...") and without the opening one ("...}"), and its
// ranks among all students and among the active ones.
type StudentRowParts = { head: string; tail: string; rank: number | null; activeRank: number | null };

const rowText = (row: StudentRowParts, activeOnly: boolean) =>
  `${row.head},"rank":${(activeOnly ? row.activeRank : row.rank) ?? 'null'},${row.tail}`;

// The rows of the given students of a course as JSON texts, each with the roster version read in the same snapshot
// (one read for the statement).
function buildRowsStatement(db: DbOrTx) {
  const courseId = sql`${placeholder('courseId')}`;
  const { head, tail } = studentJsonParts();
  const selection = {
    version: listVersionSql('roster', courseId),
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
  return plannedOnce(studentsByIds(db, query), 'course_students_rows', Object.keys(selection));
}

const statements = statementCache<ReturnType<typeof buildRowsStatement>>();

// Issue 12: 60,000 rows of about 400 bytes (25 MB at most), all of a 50,000-student course: a row is kept once for
// both scopes (each scope kept its own rows before, and a cold run read most rows twice).
const rowCache = versionedRowCache<StudentRowParts>(60_000, 50_000);

// The JSON of each student of `ids`, in their order, at the roster `version` the ids were read at: from the rows kept
// at that version, the others written by PostgreSQL. Undefined when the roster moved since (the rows were read at
// another version, or a student is gone): the caller reads the page again.
export async function studentRows(
  db: DbOrTx,
  courseId: number,
  activeOnly: boolean,
  ids: number[],
  version: number,
): Promise<string[] | undefined> {
  const rows = await rowCache.rowsOf(db, String(courseId), ids, version, async (missing) => {
    const statement = statements(db, 'rows', () => buildRowsStatement(db));
    const read = await runPlannedOnce(db, statement, { courseId, ids: missing } satisfies RowValues);
    // No row: every student asked for left the course since, so the roster moved.
    if (!read.length) return undefined;
    const parts = read.map(({ id, head, tail, rank, activeRank }) => {
      const row: StudentRowParts = { head: head.slice(0, -1), tail: tail.slice(1), rank, activeRank };
      return [id, row] as const;
    });
    return { version: Number(read[0].version), rows: new Map(parts) };
  });
  return rows?.map((row) => rowText(row, activeOnly));
}
