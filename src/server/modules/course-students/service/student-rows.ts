import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { certificates, mentors, students, users } from '../../../db/schema';
import { displayNameSql, mentorUsers } from '../keys';
import { rankedRows } from '../ranked-rows';

const field = (value: SQL | PgColumn, name: string) => sql`${value} as ${sql.identifier(name)}`;
const jsonObject = (fields: SQL[]) => sql`(select row_to_json(o) from (select ${sql.join(fields, sql`, `)}) o)`;

// One CourseStudent (schemas.ts, in its field order) as JSON, written by PostgreSQL in two parts: the fields before
// the rank and after it. The rank is of the scope asked (active students only, or all), written between them
// (ranked-rows.ts), so that one row read serves both scopes.
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

// Issue 12: 60,000 rows of about 400 bytes (25 MB at most), all of a 50,000-student course: a row is kept once for
// both scopes (each scope kept its own rows before, and a cold run read most rows twice).
export const studentRows = rankedRows({
  name: 'course_students_rows',
  list: 'roster',
  parts: studentJsonParts,
  maxRows: 60_000,
  maxPerCourse: 50_000,
});
