import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { mentors, students, users } from '../../../db/schema';
import { studentKeys, studentNameKey, unlessEmpty } from '../keys';

type PersonColumns = { githubId: PgColumn; firstName: PgColumn; lastName: PgColumn };

const searchMentors = alias(mentors, 'search_mentor');
const searchMentorUsers = alias(users, 'search_mentor_user');

// The name a person is shown by, as concat_ws(' ', first, last) writes it ("first last", one of them, or '').
const fullName = (person: PersonColumns) =>
  sql`coalesce(${person.firstName} || ' ' || ${person.lastName}, ${person.firstName}, ${person.lastName}, '')`;

// The mentor's login and name, lower-cased, one per line.
const mentorText = (person: PersonColumns) => sql`lower(${person.githubId} || chr(10) || ${fullName(person)})`;

// Contains, as plain text (`%` and `_` are no wildcards): the needle, a bound value, is lower-cased by the caller.
const contains = (key: SQL, needle: SQL) => sql`strpos(${key}, ${needle}) > 0`;

// Contains, any letter case, compared as plain text (`%` and `_` are no wildcards): the student's login, name, city,
// country (his search text, stored on the student row: keys.ts), or his mentor's login or name. The mentors are
// matched apart (a few hundred rows, not one per student): the course's mentors joined to their user rows first and
// matched after the join (`offset 0` keeps the match out of the join), so that the planner may merge the two by user
// id (16 buffers for 300 mentors, where one user lookup per mentor read 900; a match pushed into the join's user side
// made it read every user when no mentor matched). `collected`: the matching
// mentors are gathered once into an array, so that a filter on them alone (the Mentor column) may read its few students
// by the mentor index; inside the global search's OR they stay a hashed subplan (an array is searched linearly per row).
// The course id and the needles are SQL (placeholders of a statement built once per shape: list-students.ts).
// The course's mentors (mentor_id) with their lower-cased login and name (mentor_text), as the searches match them.
export const courseMentorTexts = (
  courseId: SQL,
) => sql`select ${searchMentors.id} as mentor_id, ${mentorText(searchMentorUsers)} as mentor_text
    from ${mentors} as ${sql.identifier('search_mentor')} inner join ${users} as ${sql.identifier('search_mentor_user')}
      on ${searchMentorUsers.id} = ${searchMentors.userId}
    where ${searchMentors.courseId} = ${courseId} offset 0`;

// The student's login and name, lower-cased, one per line: the Student column's search.
export const studentNameText = sql`${studentKeys.githubId} || chr(10) || ${studentNameKey}`;

function mentorCondition(courseId: SQL, needle: SQL, collected = false): SQL {
  const mentorTexts = courseMentorTexts(courseId);
  const matchingMentors = sql`select mentor_id from (${mentorTexts}) as mentor_texts
    where strpos(mentor_text, ${needle}) > 0`;
  return collected
    ? sql`${students.mentorId} = any(array(${matchingMentors}))`
    : sql`${students.mentorId} in (${matchingMentors})`;
}

// The student's search text is his keys one per line (student_search_text, migration 0015), so a needle without a line
// break is in it exactly when it is in one of his keys: matched key by key, the keys that the order indexes of
// migration 0020 carry, so that a search is read from the index alone. `multiline`: the needle holds a line break.
function studentTextContains(needle: SQL, multiline: boolean): SQL {
  if (multiline) return contains(studentKeys.searchText, needle);
  const keys = [studentKeys.githubId, studentNameKey, studentKeys.cityName, studentKeys.countryName];
  return sql`(${sql.join(
    keys.map((key) => contains(key, needle)),
    sql` or `,
  )})`;
}

// The global search; `needle` is the search text lower-cased.
export function searchCondition(courseId: SQL, needle: SQL, multiline: boolean): SQL {
  return sql`(${studentTextContains(needle, multiline)} or ${mentorCondition(courseId, needle)})`;
}

// pages.md §4 "Course Students": the column searches, each "contains, any case", all of them together. Student: his
// login or name; Mentor: the mentor's login or name (matched apart, as above); Country: the student's country. The
// student's fields are read from the keys stored on his row. `needles` are the bound lower-cased texts of the
// searches, '' for a search not set: each search is written for every call and holds for any row when its needle is
// '' (keys.ts unlessEmpty).
export function columnSearchConditions(courseId: SQL, needles: { student: SQL; country: SQL; mentor: SQL }): SQL[] {
  return [
    unlessEmpty(needles.student, contains(studentNameText, needles.student)),
    unlessEmpty(needles.country, contains(studentKeys.countryName, needles.country)),
    unlessEmpty(needles.mentor, mentorCondition(courseId, needles.mentor, true)),
  ];
}
