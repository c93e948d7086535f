import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { mentors, students, users } from '../../../db/schema';
import { mentorOf, personName } from './names';

const mentorUsers = alias(users, 'mentor_user');
type PersonColumns = { githubId: PgColumn; firstName: PgColumn; lastName: PgColumn };
const SEARCH_LIMIT = 20;

// rules.md R22.2/R22.3: prefix match on login, first name, last name or "first last", any letter case.
export const prefixMatch = (table: PersonColumns, text: string): SQL => {
  const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    sql`lower(${table.githubId}) like ${pattern}`,
    sql`lower(${table.firstName}) like ${pattern}`,
    sql`lower(${table.lastName}) like ${pattern}`,
    sql`lower(concat_ws(' ', ${table.firstName}, ${table.lastName})) like ${pattern}`,
  ) as SQL;
};

// access.md §28 GET /courses/{courseId}/students/search/{searchText}: ≤ 20 active students, by login.
export async function searchCourseStudents(db: DbOrTx, courseId: number, text: string, withoutMentorOnly: boolean) {
  const needle = text.trim();
  if (!needle) return [];
  const conditions: SQL[] = [
    eq(students.courseId, courseId),
    eq(students.isExpelled, false),
    prefixMatch(users, needle),
  ];
  if (withoutMentorOnly) conditions.push(isNull(students.mentorId));
  const rows = await db
    .select({
      id: students.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      mentorId: mentors.id,
      mentorGithubId: mentorUsers.githubId,
      mentorFirstName: mentorUsers.firstName,
      mentorLastName: mentorUsers.lastName,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .where(and(...conditions))
    .orderBy(asc(users.githubId), asc(students.id))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    githubId: row.githubId,
    name: personName(row.firstName, row.lastName, row.githubId),
    mentor: mentorOf(row),
  }));
}
