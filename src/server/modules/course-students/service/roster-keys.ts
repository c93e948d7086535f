import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { statementCache } from '../../../db/statement-cache';
import { versionedReads } from '../../../db/versioned-read';
import { students } from '../../../db/schema';
import { studentKeys } from '../keys';
import type { CourseStudentsQuery } from '../schemas';
import { listVersionSql } from '../total-cache';
import { courseMentorTexts, studentNameText } from './search-condition';

// Issue 12: the texts the list's filters match, for every student of a course at one roster version, so that the ids
// a filter keeps (db/list-index.ts) are found here instead of by a scan of the course per filter (6-12 ms of
// PostgreSQL each, a hundred filters in a cold run). They are the stored lower-cased keys themselves, read as
// PostgreSQL computes them, and matched as the statements match them (search-condition.ts): strpos of the lower-cased
// needle, '' matching every row; the global search in the student's search text or his mentor's login and name.
type Student = [
  id: number,
  expelled: boolean,
  searchText: string,
  nameText: string | null,
  country: string | null,
  mentorId: number | null,
];
type Keys = { version: number; students: Student[]; mentorTexts: Map<number, string> };

const value = (name: 'courseId') => sql.placeholder(name);

function buildKeysStatement(db: DbOrTx) {
  const courseId = sql`${value('courseId')}`;
  const row = sql`json_build_array(${students.id}, ${students.isExpelled}, ${studentKeys.searchText}, ${studentNameText}, ${studentKeys.countryName}, ${students.mentorId})`;
  const selection = {
    version: listVersionSql('roster', courseId),
    students: sql<
      string | null
    >`(select json_agg(${row})::text from ${students} where ${students.courseId} = ${courseId})`,
    mentors: sql<
      string | null
    >`(select json_agg(json_build_array(m.mentor_id, m.mentor_text))::text from (${courseMentorTexts(courseId)}) m)`,
  };
  return plannedOnce(db.select(selection).from(sql`(select 1) as one`), 'course_students_keys', Object.keys(selection));
}
const statements = statementCache<ReturnType<typeof buildKeysStatement>>();

// A few courses per database (a 50,000-student course's keys are about 10 MB).
const keysAt = versionedReads<Keys>(4);

async function readKeys(db: DbOrTx, courseId: number): Promise<Keys> {
  const statement = statements(db, 'keys', () => buildKeysStatement(db));
  const [row] = await runPlannedOnce(db, statement, { courseId });
  const mentors = JSON.parse(row.mentors ?? '[]') as [number, string][];
  return {
    version: Number(row.version),
    students: JSON.parse(row.students ?? '[]') as Student[],
    mentorTexts: new Map(mentors),
  };
}

export type KeysFilter = Pick<CourseStudentsQuery, 'status' | 'search' | 'student' | 'country' | 'mentor'>;

const contains = (text: string | null, needle: string) => needle === '' || (text !== null && text.includes(needle));

// The ids of the students the filter keeps, with the roster version they were matched at (`version` when kept).
export async function matchingIds(db: DbOrTx, courseId: number, filter: KeysFilter, version: number) {
  const keys = await keysAt(db, courseId, version, () => readKeys(db, courseId));
  const lower = (text: string | undefined) => (text ?? '').toLowerCase();
  const [search, student, country, mentor] = [filter.search, filter.student, filter.country, filter.mentor].map(lower);
  const mentorsOf = (needle: string) =>
    new Set([...keys.mentorTexts].filter(([, text]) => text.includes(needle)).map(([id]) => id));
  const searchMentors = search ? mentorsOf(search) : undefined;
  const columnMentors = mentor ? mentorsOf(mentor) : undefined;
  const activeOnly = filter.status === 'active';
  const ids: number[] = [];
  for (const [id, expelled, searchText, nameText, countryText, mentorId] of keys.students) {
    if (activeOnly && expelled) continue;
    if (searchMentors && !searchText.includes(search) && !(mentorId !== null && searchMentors.has(mentorId))) continue;
    if (!contains(nameText, student) || !contains(countryText, country)) continue;
    if (columnMentors && !(mentorId !== null && columnMentors.has(mentorId))) continue;
    ids.push(id);
  }
  return { version: keys.version, ids: Int32Array.from(ids) };
}
