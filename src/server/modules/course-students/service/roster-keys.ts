import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bitmapOf, keptBitmap, valuesOfSetPlaces } from '../../../db/bitmaps';
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
// `matched`: the students (by their place in `students`) each filter's needle keeps, as a bitmap, by filter and needle
// (and the students not expelled): a filter asked with others is their bitmaps put together, a word per 32 students,
// instead of a test of every student's texts per combination.
type Keys = {
  version: number;
  students: Student[];
  mentorTexts: Map<number, string>;
  matched: Map<string, Uint32Array>;
};
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
    matched: new Map(),
  };
}

export type KeysFilter = Pick<CourseStudentsQuery, 'status' | 'search' | 'student' | 'country' | 'mentor'>;

const contains = (text: string | null, needle: string) => needle === '' || (text !== null && text.includes(needle));

// A bitmap over `keys.students` of the students `keeps` holds, kept by `key`.
const bitmapBy = (keys: Keys, key: string, keeps: (student: Student) => boolean) =>
  keptBitmap(keys.matched, key, () => bitmapOf(keys.students.length, (place) => keeps(keys.students[place])));

// The ids of the students the filter keeps, with the roster version they were matched at (`version` when kept).
export async function matchingIds(db: DbOrTx, courseId: number, filter: KeysFilter, version: number) {
  const keys = await keysAt(db, courseId, version, () => readKeys(db, courseId));
  const lower = (text: string | undefined) => (text ?? '').toLowerCase();
  const [search, student, country, mentor] = [filter.search, filter.student, filter.country, filter.mentor].map(lower);
  const mentorsOf = (needle: string) =>
    new Set([...keys.mentorTexts].filter(([, text]) => text.includes(needle)).map(([id]) => id));
  const bitmaps: Uint32Array[] = [];
  if (filter.status === 'active') bitmaps.push(bitmapBy(keys, 'active', ([, expelled]) => !expelled));
  if (search) {
    const mentors = mentorsOf(search);
    const keeps = ([, , searchText, , , mentorId]: Student) =>
      searchText.includes(search) || (mentorId !== null && mentors.has(mentorId));
    bitmaps.push(bitmapBy(keys, `search|${search}`, keeps));
  }
  if (student) bitmaps.push(bitmapBy(keys, `student|${student}`, ([, , , nameText]) => contains(nameText, student)));
  if (country) bitmaps.push(bitmapBy(keys, `country|${country}`, ([, , , , text]) => contains(text, country)));
  if (mentor) {
    const mentors = mentorsOf(mentor);
    const keeps = ([, , , , , mentorId]: Student) => mentorId !== null && mentors.has(mentorId);
    bitmaps.push(bitmapBy(keys, `mentor|${mentor}`, keeps));
  }
  const ids = bitmaps.length
    ? valuesOfSetPlaces(bitmaps, (place) => keys.students[place][0])
    : Int32Array.from(keys.students, ([id]) => id);
  return { version: keys.version, ids };
}
