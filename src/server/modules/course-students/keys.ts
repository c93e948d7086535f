import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { mentors, students, users } from '../../db/schema';

// Migration 0014: the student row carries lower-cased copies (collation "C") of the fields the course students list
// and the score page sort and filter by, kept exact by triggers (a user's rename or move, a new mentor). The lists read
// the course's student rows alone and join users for the rows of the page only. The columns are not part of the
// Drizzle table on purpose: no row read or written by the rest of the app carries them.
const column = (name: string) => sql`${sql.identifier('student')}.${sql.identifier(name)}`;

export const studentKeys = {
  githubId: column('github_key'),
  firstName: column('first_key'),
  lastName: column('last_key'),
  cityName: column('city_key'),
  countryName: column('country_key'),
  mentorGithubId: column('mentor_key'),
  // login, name, city, country, one per line (student_search_text in SQL): the students table's global search.
  searchText: column('search_text'),
};

// The lower-cased name a person is shown by, as concat_ws(' ', first, last) writes it.
export const studentNameKey = sql`coalesce(${studentKeys.firstName} || ' ' || ${studentKeys.lastName}, ${studentKeys.firstName}, ${studentKeys.lastName}, '')`;

// Contains, as plain text (`%` and `_` are no wildcards): the needle is lower-cased like the keys.
export const keyContains = (key: SQL, needle: string) => sql`strpos(${key}, ${needle.toLowerCase()}) > 0`;

// The lists' statements are built once and run with bound values (issue 12): a search that is set or not, and the
// scope, are written for every call. A plan made for the values (PGlite, a transaction) folds `'' = '' or …` and
// `not false or …` away and `'x' = '' or …`, `not true or …` to the test alone; the generic plan that a PostgreSQL
// server's pool keeps (db/generic-plans.ts) tests them on each row, which costs less than planning every call.
// `needle` is a bound text ('' when the search is not set), `activeOnly` a bound boolean.
export const unlessEmpty = (needle: SQL, condition: SQL) => sql`(${needle}::text = '' or ${condition})`;
export const inScope = (activeOnly: SQL) => sql`(not ${activeOnly} or not ${students.isExpelled})`;

// displayName (modules/auth) in SQL: "first last" when both are set, else the one set, else the login.
export const displayNameSql = (firstName: SQL, lastName: SQL, githubId: SQL) =>
  sql`case when coalesce(${firstName}, '') <> '' and coalesce(${lastName}, '') <> '' then ${firstName} || ' ' || ${lastName}
    else coalesce(nullif(${firstName}, ''), nullif(${lastName}, ''), ${githubId}) end`;

// A page of rows as the JSON text JSON.stringify writes: `row_to_json` is compact (no spaces) and keeps the order of
// the select list, so the statement hands over the finished items and no row becomes a JS object.
export const isoInstant = (instant: SQL) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The user of each row of a page, read by primary key: a lateral read with a limit, which the planner cannot turn
// into a merge join over the user index (it does when the students' user ids are dense, reading ten thousand index
// entries for a page of 100 rows). Aliased "user", so the page's JSON reads its columns as from the table.
export const userOfPageRow = (db: DbOrTx, userId: SQL) =>
  db
    .select({
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      cityName: users.cityName,
      countryName: users.countryName,
      discord: users.discord,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .as('user');

// The user of a student's mentor, as the lists' rows read it.
export const mentorUsers = alias(users, 'mentor_user');

// The rows of the given students of a course (`ids` and `courseId` bound by name), each joined with its user (read by
// primary key) and its mentor's user: the statements that write the rows the course students list and the score page
// keep (student-rows.ts, scores score-rows.ts). `query` selects from the students.
export const studentsByIds = <T extends PgSelect>(db: DbOrTx, query: T) =>
  query
    .innerJoinLateral(userOfPageRow(db, sql`${students.userId}`), sql`true`)
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .where(
      sql`${students.id} = any(${sql.placeholder('ids')}::integer[]) and ${students.courseId} = ${sql.placeholder('courseId')}`,
    );
