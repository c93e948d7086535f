import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { mentors, students, users } from '../../../db/schema';

type PersonColumns = { githubId: PgColumn; firstName: PgColumn; lastName: PgColumn };

const searchMentors = alias(mentors, 'search_mentor');
const searchMentorUsers = alias(users, 'search_mentor_user');

// The name a person is shown by, as concat_ws(' ', first, last) writes it ("first last", one of them, or '').
const fullName = (person: PersonColumns) =>
  sql`coalesce(${person.firstName} || ' ' || ${person.lastName}, ${person.firstName}, ${person.lastName}, '')`;

// One lower-cased text per person (fields apart by a line break) costs one comparison instead of one per field. It is
// concat_ws(chr(10), login, name, city, country) written with || and coalesce: the same text, cheaper to build, and
// immutable, so that the trigram index user_student_search_trgm_idx (migration 0008) holds exactly the student's one.
const mentorText = (person: PersonColumns) => sql`lower(${person.githubId} || chr(10) || ${fullName(person)})`;
export const studentSearchText = sql`lower(${users.githubId} || chr(10) || ${fullName(users)}
  || coalesce(chr(10) || ${users.cityName}, '') || coalesce(chr(10) || ${users.countryName}, ''))`;

// LIKE wildcards in the typed text are matched literally: `text like %needle%` is `strpos(text, needle) > 0`.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// pg_trgm finds a LIKE pattern through its index only by a run of 3 letters or digits; without one it would read the
// whole index, so a shorter needle is compared row by row instead.
const hasTrigram = (needle: string) => /[\p{L}\p{N}]{3}/u.test(needle);

// Contains, any letter case, compared as plain text (`%` and `_` are no wildcards): the student's login, name, city,
// country, or his mentor's login or name. The mentors are matched apart, each by its own user row (a few hundred
// lookups, not one per student): as a join, the planner may walk all 50,000 users to find the few mentors. The
// students' users are looked up once through the trigram index when the needle has a trigram; `needsUser` tells that
// the condition reads the student's user row instead (joined by the caller).
function mentorCondition(courseId: number, needle: string): SQL {
  const matchingMentors = sql`select ${searchMentors.id} from ${mentors} as ${sql.identifier('search_mentor')}
    where ${searchMentors.courseId} = ${courseId} and (select strpos(${mentorText(searchMentorUsers)}, ${needle}) > 0
      from ${users} as ${sql.identifier('search_mentor_user')} where ${searchMentorUsers.id} = ${searchMentors.userId})`;
  return sql`${students.mentorId} in (${matchingMentors})`;
}

export function searchCondition(courseId: number, search: string): { condition: SQL; needsUser: boolean } {
  const needle = search.toLowerCase();
  const byMentor = mentorCondition(courseId, needle);
  if (!hasTrigram(needle)) {
    return { condition: sql`(strpos(${studentSearchText}, ${needle}) > 0 or ${byMentor})`, needsUser: true };
  }
  const matchingUsers = sql`select ${users.id} from ${users} where ${studentSearchText} like ${`%${escapeLike(needle)}%`}`;
  return { condition: sql`(${students.userId} in (${matchingUsers}) or ${byMentor})`, needsUser: false };
}

export interface ColumnSearch {
  student?: string;
  mentor?: string;
  country?: string;
}

// pages.md §4 "Course Students": the column searches, each "contains, any case", all of them together. Student: his
// login or name; Mentor: the mentor's login or name (matched apart, as above); Country: the student's country. The
// student's user row is read (`needsUser`) for the first and the last.
export function columnSearchConditions(
  courseId: number,
  search: ColumnSearch,
): { conditions: SQL[]; needsUser: boolean } {
  const conditions: SQL[] = [];
  if (search.student) {
    const needle = search.student.toLowerCase();
    conditions.push(sql`strpos(lower(${users.githubId} || chr(10) || ${fullName(users)}), ${needle}) > 0`);
  }
  if (search.country) {
    conditions.push(sql`strpos(lower(${users.countryName}), ${search.country.toLowerCase()}) > 0`);
  }
  if (search.mentor) conditions.push(mentorCondition(courseId, search.mentor.toLowerCase()));
  return { conditions, needsUser: !!(search.student || search.country) };
}
