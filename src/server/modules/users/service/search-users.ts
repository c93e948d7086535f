import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { statementCache } from '../../../db/statement-cache';
import { certificates, courses, mentors, students, users } from '../../../db/schema';
import type { SessionData } from '../../session';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { UserSearch } from '../schemas';

const SEARCH_LIMIT = 20;
const MIN_QUERY_LENGTH = 2;
// How many logins, in login order, the cheap first attempt reads before it hands over to the trigram index.
const LOGIN_WINDOW = 1000;

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

const name = (identifier: string) => sql.identifier(identifier);
// The two sizes written into the statement, not bound: the planner must know them to cut the walk short.
const limit = sql.raw(String(SEARCH_LIMIT));
const windowSize = sql.raw(String(LOGIN_WINDOW));
// Each term's LIKE pattern, bound by name when the statement runs.
const patterns = (count: number) => Array.from({ length: count }, (_, i) => sql.placeholder(`term${i}`));
const matchAll = (text: SQL, count: number) =>
  sql.join(
    patterns(count).map((pattern) => sql`${text} like ${pattern}`),
    sql` and `,
  );

// The first 20 matching logins (logins are stored lower-case, so "by login" is by github_id), in one statement that
// picks the cheaper of two ways. A frequent term matches within the first few hundred logins: walking the login index
// and stopping after 20 hits reads far fewer rows than the trigram index hands over ("window_hit"). Only when the first
// LOGIN_WINDOW logins hold fewer than 20 hits is every hit looked up ("every_hit", behind a one-time filter on the
// window's count, so it is not run otherwise): a term of 3+ characters through the trigram index (migration 0004; the
// OFFSET 0 fence keeps the planner from walking the login index row by row for a rare term), a shorter term, which has
// no trigram, by walking the whole login index.
function hitsOf(terms: number, trigrams: boolean): SQL {
  const window = name('login_window');
  const windowText = sql`${window}.${name('search_text')}`;
  const everyMatch = sql`select ${users.id}, ${users.githubId} from ${users}
    where not ${users.obfuscated} and ${matchAll(userSearchText, terms)}`;
  const everyHit = trigrams
    ? sql`select ${name('id')}, ${name('github_id')} from (${everyMatch} offset 0) ${name('every_match')}
      where (select count(*) from ${name('window_hit')}) < ${limit}
      order by ${name('github_id')} limit ${limit}`
    : sql`${everyMatch} and (select count(*) from ${name('window_hit')}) < ${limit}
      order by ${users.githubId} limit ${limit}`;
  return sql`with ${name('window_hit')} as (
      select ${window}.${name('id')}, ${window}.${name('github_id')} from (
        select ${users.id}, ${users.githubId}, ${users.obfuscated}, ${userSearchText} as ${name('search_text')}
        from ${users} order by ${users.githubId} limit ${windowSize}) ${window}
      where not ${window}.${name('obfuscated')} and ${matchAll(windowText, terms)}
      order by ${window}.${name('github_id')} limit ${limit}
    )
    select ${name('id')}, ${name('github_id')} from ${name('window_hit')}
      where (select count(*) from ${name('window_hit')}) = ${limit}
    union all (${everyHit})`;
}

// A term's longest run of 3+ digits, the index probe of probedHits. Shared words of logins (bench-user-, demo-student-)
// are in thousands of rows each and their trigrams' posting lists cost the trigram index 1.5-15 ms to read through,
// where a digit run's few trigrams cost 0.1 ms; the rows it hands over are few and every term is checked on them.
export function indexProbe(terms: string[]): string | undefined {
  let probe: string | undefined;
  for (const term of terms)
    for (const run of term.match(/[0-9]{3,}/g) ?? []) if (run.length > (probe?.length ?? 0)) probe = run;
  return probe;
}

// Every hit of a search holding a digit run (indexProbe): the trigram index is asked for the run alone (its rows are
// a superset of the hits: the run is inside a term), behind an OFFSET 0 fence so that the planner cannot fold the terms
// into the index condition; the terms are then matched on those rows. No login window: such a search has few hits.
function probedHits(terms: number): SQL {
  const probed = name('probed');
  const probedText = sql`${probed}.${name('search_text')}`;
  return sql`select ${probed}.${name('id')}, ${probed}.${name('github_id')} from (
      select ${users.id}, ${users.githubId}, ${userSearchText} as ${name('search_text')} from ${users}
      where not ${users.obfuscated} and ${userSearchText} like ${sql.placeholder('probe')} offset 0) ${probed}
    where ${matchAll(probedText, terms)}
    order by ${probed}.${name('github_id')} limit ${limit}`;
}

const hit = (column: string) => sql`${name('hit')}.${name(column)}`;

// Only the columns the answer shows (admins see contacts, location and flags too), with each hit's mentored and
// certified courses as JSON arrays.
const shownColumns = (admin: boolean) => ({
  id: users.id,
  githubId: users.githubId,
  firstName: users.firstName,
  lastName: users.lastName,
  discord: users.discord,
  mentored: courseList(
    sql`from ${mentors} join ${courses} on ${courses.id} = ${mentors.courseId} where ${mentors.userId} = ${hit('id')}`,
  ),
  certified: courseList(
    sql`from ${certificates} join ${students} on ${students.id} = ${certificates.studentId}
      join ${courses} on ${courses.id} = ${students.courseId} where ${students.userId} = ${hit('id')}`,
  ),
  ...(admin
    ? {
        cityName: users.cityName,
        countryName: users.countryName,
        primaryEmail: users.primaryEmail,
        contactsEmail: users.contactsEmail,
        contactsEpamEmail: users.contactsEpamEmail,
        contactsTelegram: users.contactsTelegram,
        contactsPhone: users.contactsPhone,
        contactsSkype: users.contactsSkype,
        contactsLinkedin: users.contactsLinkedin,
        isAdmin: users.isAdmin,
        isHirer: users.isHirer,
        activist: users.activist,
      }
    : {}),
});

// One statement per shape (number of terms, trigrams or not, admin or not), built once per database handle and named:
// the search runs on every keystroke of the admin's user search. On a PostgreSQL server's pool it runs planned once
// per connection (db/generic-plans.ts): PostgreSQL planned it again on every call (1.4 ms, against 0.2 ms to execute),
// and its generic plan reads the same index and buffers. A transaction or PGlite run it as prepared.
type Way = 'trgm' | 'walk' | 'probe';
function build(db: DbOrTx, terms: number, way: Way, admin: boolean) {
  const columns = shownColumns(admin);
  const query = db
    .select(columns)
    .from(sql`(${way === 'probe' ? probedHits(terms) : hitsOf(terms, way === 'trgm')}) as ${name('hit')}`)
    .innerJoin(users, sql`${users.id} = ${hit('id')}`)
    .orderBy(hit('github_id'));
  const statementName = `user_search_${terms}_${way}_${admin ? 'admin' : 'manager'}`;
  return plannedOnce(query, statementName, Object.keys(columns));
}
const statements = statementCache<ReturnType<typeof build>>();

const statementOf = (db: DbOrTx, terms: number, way: Way, admin: boolean) =>
  statements(db, `${terms}:${way}:${admin}`, () => build(db, terms, way, admin));

// A row of the statement; the admin-only columns are there only in the admin statement, and read only then.
type HitRow = {
  id: number;
  githubId: string;
  firstName: string | null;
  lastName: string | null;
  discord: UserSearch['discord'] | null;
  mentored: CourseRef[] | null;
  certified: CourseRef[] | null;
  cityName: string | null;
  countryName: string | null;
  primaryEmail: string | null;
  contactsEmail: string | null;
  contactsEpamEmail: string | null;
  contactsTelegram: string | null;
  contactsPhone: string | null;
  contactsSkype: string | null;
  contactsLinkedin: string | null;
  isAdmin: boolean;
  isHirer: boolean;
  activist: boolean;
};

// rules.md R22.1: every whitespace-separated term must be contained (ignoring case) in the login, first name, last
// name or Discord username; at most 20 users by login; obfuscated users never; contacts and location for admins only.
export async function findUsers(db: DbOrTx, session: SessionData, query: string | undefined): Promise<UserSearch[]> {
  assertMayUseUserSearch(session);
  const text = (query ?? '').trim().toLowerCase();
  if (text.length < MIN_QUERY_LENGTH) return [];
  const terms = [...new Set(text.split(/\s+/))];
  const probe = indexProbe(terms);
  const way: Way = probe ? 'probe' : terms.some((term) => term.length >= 3) ? 'trgm' : 'walk';
  const values: Record<string, string> = Object.fromEntries(
    terms.map((term, i) => [`term${i}`, `%${escapeLike(term)}%`]),
  );
  if (probe) values.probe = `%${probe}%`;
  const rows = (await runPlannedOnce(db, statementOf(db, terms.length, way, session.isAdmin), values)) as HitRow[];
  return rows.map((row) => {
    const hit: UserSearch = {
      id: row.id,
      githubId: row.githubId,
      name: displayName(row),
      discord: row.discord ?? null,
      mentoredCourses: distinctCourses(row.mentored),
      certifiedCourses: distinctCourses(row.certified),
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
