import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { certificates, courses, mentors, students, users } from '../../../db/schema';
import type { SessionData } from '../../session';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { UserSearch } from '../schemas';

const SEARCH_LIMIT = 20;
const MIN_QUERY_LENGTH = 2;

// LIKE wildcards in the typed text are matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Every searched field in one lower-cased text. Terms never hold whitespace, so a term cannot match across the
// separating spaces: "contains in one of the fields" is "contains in this text". One expression also lets one
// trigram index (pg_trgm, gin_trgm_ops) on exactly this expression serve the search.
export const userSearchText: SQL = sql`lower(${users.githubId} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.discord} ->> 'username', ''))`;

type CourseRef = { id: number; name: string };

function groupByUser(rows: { userId: number; id: number; name: string }[]): Map<number, CourseRef[]> {
  const byUser = new Map<number, CourseRef[]>();
  for (const { userId, id, name } of rows) {
    const list = byUser.get(userId) ?? [];
    if (!list.some((course) => course.id === id)) list.push({ id, name });
    byUser.set(userId, list);
  }
  return byUser;
}

async function mentoredCourses(db: DbOrTx, userIds: number[]) {
  const rows = await db
    .select({ userId: mentors.userId, id: courses.id, name: courses.name })
    .from(mentors)
    .innerJoin(courses, eq(courses.id, mentors.courseId))
    .where(inArray(mentors.userId, userIds))
    .orderBy(desc(courses.startDate), asc(courses.id));
  return groupByUser(rows);
}

async function certifiedCourses(db: DbOrTx, userIds: number[]) {
  const rows = await db
    .select({ userId: students.userId, id: courses.id, name: courses.name })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .where(inArray(students.userId, userIds))
    .orderBy(desc(courses.startDate), asc(courses.id));
  return groupByUser(rows);
}

// access.md §34 "+ owner: admin or manager in any course": a supervisor-only power user may not search people.
function assertMayUseUserSearch(session: SessionData) {
  const managesACourse = Object.values(session.courses).some((course) => course.roles.includes('manager'));
  if (!session.isAdmin && !managesACourse) {
    throw new AppError('forbidden', 'User search is for admins and course managers.');
  }
}

// Logins are stored lower-case, so both orders are "by login". A term of 3+ characters can use the trigram index
// (migration 0004): ordering by an expression keeps the planner on that index instead of walking the login index
// and filtering row by row, which is slow for rare terms. Shorter terms have no trigram, and walking the login index
// until 20 rows match is then the fast plan.
function searchOrder(terms: string[]): SQL[] {
  if (terms.some((term) => term.length >= 3)) return [sql`lower(${users.githubId})`, asc(users.githubId)];
  return [asc(users.githubId)];
}

// rules.md R22.1: every whitespace-separated term must be contained (ignoring case) in the login, first name, last
// name or Discord username; at most 20 users by login; obfuscated users never; contacts and location for admins only.
export async function findUsers(db: DbOrTx, session: SessionData, query: string | undefined): Promise<UserSearch[]> {
  assertMayUseUserSearch(session);
  const text = (query ?? '').trim().toLowerCase();
  if (text.length < MIN_QUERY_LENGTH) return [];
  const terms = [...new Set(text.split(/\s+/))];
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.obfuscated, false), ...terms.map((term) => like(userSearchText, `%${escapeLike(term)}%`))))
    .orderBy(...searchOrder(terms))
    .limit(SEARCH_LIMIT);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [mentored, certified] = await Promise.all([mentoredCourses(db, ids), certifiedCourses(db, ids)]);
  return rows.map((row) => {
    const hit: UserSearch = {
      id: row.id,
      githubId: row.githubId,
      name: displayName(row),
      discord: row.discord ?? null,
      mentoredCourses: mentored.get(row.id) ?? [],
      certifiedCourses: certified.get(row.id) ?? [],
    };
    if (!session.isAdmin) return hit;
    return {
      ...hit,
      cityName: row.cityName,
      countryName: row.countryName,
      contacts: {
        primaryEmail: row.primaryEmail,
        email: row.contactsEmail,
        epamEmail: row.contactsEpamEmail,
        telegram: row.contactsTelegram,
        phone: row.contactsPhone,
        skype: row.contactsSkype,
        linkedin: row.contactsLinkedin,
      },
      isAdmin: row.isAdmin,
      isHirer: row.isHirer,
      activist: row.activist,
    };
  });
}
