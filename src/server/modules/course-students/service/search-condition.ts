import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { mentors, students, users } from '../../../db/schema';
import { keyContains, studentKeys, studentNameKey } from '../keys';

type PersonColumns = { githubId: PgColumn; firstName: PgColumn; lastName: PgColumn };

const searchMentors = alias(mentors, 'search_mentor');
const searchMentorUsers = alias(users, 'search_mentor_user');

// The name a person is shown by, as concat_ws(' ', first, last) writes it ("first last", one of them, or '').
const fullName = (person: PersonColumns) =>
  sql`coalesce(${person.firstName} || ' ' || ${person.lastName}, ${person.firstName}, ${person.lastName}, '')`;

// The mentor's login and name, lower-cased, one per line.
const mentorText = (person: PersonColumns) => sql`lower(${person.githubId} || chr(10) || ${fullName(person)})`;

// Contains, any letter case, compared as plain text (`%` and `_` are no wildcards): the student's login, name, city,
// country (his search text, stored on the student row: keys.ts), or his mentor's login or name. The mentors are
// matched apart, each by its own user row (a few hundred lookups, not one per student). `collected`: the matching
// mentors are gathered once into an array, so that a filter on them alone (the Mentor column) may read its few students
// by the mentor index; inside the global search's OR they stay a hashed subplan (an array is searched linearly per row).
function mentorCondition(courseId: number, needle: string, collected = false): SQL {
  const matchingMentors = sql`select ${searchMentors.id} from ${mentors} as ${sql.identifier('search_mentor')}
    where ${searchMentors.courseId} = ${courseId} and (select strpos(${mentorText(searchMentorUsers)}, ${needle}) > 0
      from ${users} as ${sql.identifier('search_mentor_user')} where ${searchMentorUsers.id} = ${searchMentors.userId})`;
  return collected
    ? sql`${students.mentorId} = any(array(${matchingMentors}))`
    : sql`${students.mentorId} in (${matchingMentors})`;
}

// The student's search text is his keys one per line (student_search_text, migration 0015), so a needle without a line
// break is in it exactly when it is in one of his keys: matched key by key, the keys that the order indexes of
// migration 0020 carry, so that a search is read from the index alone.
function studentTextContains(needle: string): SQL {
  if (needle.includes('\n')) return keyContains(studentKeys.searchText, needle);
  const keys = [studentKeys.githubId, studentNameKey, studentKeys.cityName, studentKeys.countryName];
  return sql`(${sql.join(
    keys.map((key) => keyContains(key, needle)),
    sql` or `,
  )})`;
}

export function searchCondition(courseId: number, search: string): SQL {
  const needle = search.toLowerCase();
  return sql`(${studentTextContains(needle)} or ${mentorCondition(courseId, needle)})`;
}

export interface ColumnSearch {
  student?: string;
  mentor?: string;
  country?: string;
}

// pages.md §4 "Course Students": the column searches, each "contains, any case", all of them together. Student: his
// login or name; Mentor: the mentor's login or name (matched apart, as above); Country: the student's country. The
// student's fields are read from the keys stored on his row.
export function columnSearchConditions(courseId: number, search: ColumnSearch): SQL[] {
  const conditions: SQL[] = [];
  if (search.student) {
    conditions.push(keyContains(sql`${studentKeys.githubId} || chr(10) || ${studentNameKey}`, search.student));
  }
  if (search.country) conditions.push(keyContains(studentKeys.countryName, search.country));
  if (search.mentor) conditions.push(mentorCondition(courseId, search.mentor.toLowerCase(), true));
  return conditions;
}
