import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { certificates, courses, mentors, students, users } from '@/server/db/schema';
import type { SessionData } from '@/server/modules/session';
import { AppError } from '@/server/http/problem';
import { displayName } from '@/server/modules/auth';
import type { UserSearch } from '@/server/modules/users/schemas';

const SEARCH_LIMIT = 20;
const MIN_QUERY_LENGTH = 2;
// How many logins, in login order, the cheap first attempt reads before it hands over to the trigram index.
const LOGIN_WINDOW = 1000;

// `OFFSET 0` keeps a subquery from being merged into the query around it (Drizzle leaves out a numeric 0).
const planFence = sql`0` as unknown as number;

// LIKE wildcards in the typed text are matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Every searched field in one lower-cased text. Terms never hold whitespace, so a term cannot match across the
// separating spaces: "contains in one of the fields" is "contains in this text". One expression also lets one
// trigram index (pg_trgm, gin_trgm_ops) on exactly this expression serve the search.
export const userSearchText: SQL = sql`lower(${users.githubId} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.discord} ->> 'username', ''))`;

type CourseRef = { id: number; name: string };

// The courses of one hit, newest first, each once (a JSON array built in the same statement as the hit).
function distinctCourses(list: CourseRef[] | null): CourseRef[] {
  const unique: CourseRef[] = [];
  for (const { id, name } of list ?? []) if (!unique.some((course) => course.id === id)) unique.push({ id, name });
  return unique;
}

const courseJson = sql`json_agg(json_build_object('id', ${courses.id}, 'name', ${courses.name}) order by ${courses.startDate} desc, ${courses.id})`;
const courseList = (from: SQL) => sql<CourseRef[] | null>`(select ${courseJson} ${from})`;

// access.md §34 "+ owner: admin or manager in any course": a supervisor-only power user may not search people.
function assertMayUseUserSearch(session: SessionData) {
  const managesACourse = Object.values(session.courses).some((course) => course.roles.includes('manager'));
  if (!session.isAdmin && !managesACourse) {
    throw new AppError('forbidden', 'User search is for admins and course managers.');
  }
}

// The first 20 matching logins, found in the cheaper of two ways (logins are stored lower-case, so "by login" is by
// github_id). A frequent term matches within the first few hundred logins: walking the login index and stopping after
// 20 hits reads far fewer rows than the trigram index hands over. When the first LOGIN_WINDOW logins hold fewer than
// 20 hits, every hit is looked up instead: a term of 3+ characters through the trigram index (migration 0004; the
// OFFSET 0 fence keeps the planner from walking the login index row by row for a rare term), a shorter term, which
// has no trigram, by walking the whole login index.
function firstHits(db: DbOrTx, terms: string[], bounded: boolean) {
  if (bounded) {
    const window = db
      .select({
        id: users.id,
        githubId: users.githubId,
        obfuscated: users.obfuscated,
        text: sql<string>`${userSearchText}`.as('search_text'),
      })
      .from(users)
      .orderBy(asc(users.githubId))
      .limit(LOGIN_WINDOW)
      .as('login_window');
    return db
      .select({ id: window.id, githubId: window.githubId })
      .from(window)
      .where(and(eq(window.obfuscated, false), ...terms.map((term) => like(window.text, `%${escapeLike(term)}%`))))
      .orderBy(asc(window.githubId))
      .limit(SEARCH_LIMIT)
      .as('hit');
  }
  const match = and(eq(users.obfuscated, false), ...terms.map((term) => like(userSearchText, `%${escapeLike(term)}%`)));
  if (!terms.some((term) => term.length >= 3)) {
    return db
      .select({ id: users.id, githubId: users.githubId })
      .from(users)
      .where(match)
      .orderBy(asc(users.githubId))
      .limit(SEARCH_LIMIT)
      .as('hit');
  }
  const all = db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(match)
    .offset(planFence)
    .as('match');
  return db
    .select({ id: all.id, githubId: all.githubId })
    .from(all)
    .orderBy(asc(all.githubId))
    .limit(SEARCH_LIMIT)
    .as('hit');
}

// The hits with their whole user row and their mentored and certified courses: one statement, one round trip.
function describeHits(db: DbOrTx, terms: string[], bounded: boolean) {
  const hit = firstHits(db, terms, bounded);
  return db
    .select({
      user: users,
      mentored: courseList(
        sql`from ${mentors} join ${courses} on ${courses.id} = ${mentors.courseId} where ${mentors.userId} = ${hit.id}`,
      ),
      certified: courseList(
        sql`from ${certificates} join ${students} on ${students.id} = ${certificates.studentId}
          join ${courses} on ${courses.id} = ${students.courseId} where ${students.userId} = ${hit.id}`,
      ),
    })
    .from(hit)
    .innerJoin(users, eq(users.id, hit.id))
    .orderBy(asc(hit.githubId));
}

// rules.md R22.1: every whitespace-separated term must be contained (ignoring case) in the login, first name, last
// name or Discord username; at most 20 users by login; obfuscated users never; contacts and location for admins only.
export async function findUsers(db: DbOrTx, session: SessionData, query: string | undefined): Promise<UserSearch[]> {
  assertMayUseUserSearch(session);
  const text = (query ?? '').trim().toLowerCase();
  if (text.length < MIN_QUERY_LENGTH) return [];
  const terms = [...new Set(text.split(/\s+/))];
  let rows = await describeHits(db, terms, true);
  if (rows.length < SEARCH_LIMIT) rows = await describeHits(db, terms, false);
  return rows.map(({ user: row, mentored, certified }) => {
    const hit: UserSearch = {
      id: row.id,
      githubId: row.githubId,
      name: displayName(row),
      discord: row.discord ?? null,
      mentoredCourses: distinctCourses(mentored),
      certifiedCourses: distinctCourses(certified),
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
