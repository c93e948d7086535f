import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { courseCacheVersions, courses } from '../../../db/schema';

// DESIGN.md "Performance": the statistics cards of a course read every student row of it (7-9 ms of statement time
// each on 10,000 students), and every member asks for the same numbers. So each card's answer is kept per process,
// per database, by (card, courses), under the version of what it reads, and used only while that version stands:
// - the roster version (migration 0013) moves with every write of the courses' students, mentors and certificates
//   and with a change of their users' shown columns (country included), at commit, whoever writes;
// - the score version moves with every write of their task results and course tasks;
// - the certificate threshold (R16.1) is read with the versions (a course edit bumps neither).
// One prepared statement reads them on every request, hits included, so a write shows on the very next read, on any
// instance. Counts that read a column no version follows (a mentor's corporate e-mail) are not kept.
export type StatsVersion = string;

const MAX_ENTRIES = 2_000;

type Entry = { version: StatsVersion; value: Promise<unknown> };

const prepareVersion = (db: Db) =>
  db
    .select({
      version: sql<string | null>`string_agg(${courses.id} || ':' || ${courses.certificateThreshold} || ':'
        || coalesce(${courseCacheVersions.roster}, 0) || ':' || coalesce(${courseCacheVersions.score}, 0), ','
        order by ${courses.id})`,
    })
    .from(courses)
    .leftJoin(courseCacheVersions, eq(courseCacheVersions.courseId, courses.id))
    .where(sql`${courses.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('course_stats_version');

type PerDatabase = { version: ReturnType<typeof prepareVersion>; entries: LRUCache<string, Entry> };
const databases = new WeakMap<Db, PerDatabase>();

function perDatabase(db: Db): PerDatabase {
  let found = databases.get(db);
  if (!found) {
    found = { version: prepareVersion(db), entries: new LRUCache<string, Entry>({ max: MAX_ENTRIES }) };
    databases.set(db, found);
  }
  return found;
}

// The versions of the given courses as one text (courses that do not exist are left out): equal texts, equal data.
export async function statsVersion(db: Db, courseIds: readonly number[]): Promise<StatsVersion> {
  if (!courseIds.length) return '';
  const ids = `{${courseIds.map((id) => Math.trunc(id)).join(',')}}`;
  const [row] = await perDatabase(db).version.execute({ ids });
  return row?.version ?? '';
}

// The card's answer kept under `version`, or computed (once, however many requests ask meanwhile) and kept. A failed
// computation is not kept.
export function cachedCard<T>(
  db: Db,
  card: string,
  courseIds: readonly number[],
  version: StatsVersion,
  compute: () => Promise<T>,
): Promise<T> {
  const { entries } = perDatabase(db);
  const key = `${card}|${[...courseIds].sort((a, b) => a - b).join(',')}`;
  const cached = entries.get(key);
  if (cached && cached.version === version) return cached.value as Promise<T>;
  const entry: Entry = { version, value: compute() };
  entries.set(key, entry);
  entry.value.catch(() => {
    if (entries.peek(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}
