import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseCacheVersions } from '../../../db/schema';
import { displayName } from '../../auth';

// One pair as the pairs page filters and sorts it: everything but the review's comment, history and messages, which
// are read for the 50 rows of a page only.
export type PairRow = {
  id: number;
  courseTaskId: number;
  taskName: string;
  checker: { githubId: string; name: string };
  student: { githubId: string; name: string };
  url: string;
  submittedAt: number;
  reviewId: number | null;
  score: number | null;
  reviewedAt: number | null;
  // Lower-case haystacks of the contains filters (login and name of a person).
  checkerText: string;
  studentText: string;
  taskText: string;
  urlText: string;
};

// The rows, each order once sorted, and the matching rows of recent queries (pairs.ts).
export type PairsSnapshot = { rows: PairRow[]; sorted: Map<string, PairRow[]>; filtered: Map<string, PairRow[]> };

// DESIGN.md "Performance": the course's pairs are read once and kept per instance while nothing they show has
// changed. Each request reads a version: the course's task rows (a distribution, the only writer of pairs, turns its
// task to distributed in the same transaction; a disabled task leaves the page) and its reviews (how many, from the
// index on (course_task_id, checker_id), and the latest save, one probe of cross_check_review_task_updated_idx per
// task). Names of people and tasks follow within the time to live.
//
// Counting a course's reviews costs 1-2 ms of statement time (10,000 index entries) plus its planning, on every
// request. So each request first reads the course's schedule version (migration 0013: one prepared primary-key read),
// which moves at the commit of any write of the course's pairs, reviews, course tasks or task names, among others. While
// it is the one at which the snapshot's version was last confirmed, nothing the version counts can have changed; when
// it has moved (a score write moves it too), the version above is read again, and the snapshot kept if that is unchanged.
const TIME_TO_LIVE_MS = 60_000;
const MAX_COURSES = 4;

export async function pairsVersion(db: DbOrTx, courseId: number): Promise<string> {
  const result = (await db.execute(sql`
    select
      count(*) filter (where not ct.disabled) || ':' || count(*) filter (where ct.cross_check_status = 'distributed')
        || ':' || count(*) filter (where ct.cross_check_status = 'completed')
        || ':' || coalesce(max(ct.updated_at)::text, '') as tasks,
      coalesce(sum((select count(*) from cross_check_review r where r.course_task_id = ct.id)), 0)
        || ':' || coalesce(max((select max(r.updated_at) from cross_check_review r where r.course_task_id = ct.id))::text, '')
        as reviews
    from course_task ct
    where ct.course_id = ${courseId} and ct.checker = 'crossCheck'
  `)) as unknown as { rows: { tasks: string; reviews: string }[] };
  const [row] = result.rows;
  return `${row.tasks}/${row.reviews}`;
}

type Row = {
  id: number;
  course_task_id: number;
  task_name: string;
  checker_github_id: string;
  checker_first_name: string | null;
  checker_last_name: string | null;
  student_github_id: string;
  student_first_name: string | null;
  student_last_name: string | null;
  url: string;
  submitted_at: string | Date;
  review_id: number | null;
  score: number | null;
  reviewed_at: string | Date | null;
};

const epochMs = (value: string | Date) => new Date(value).getTime();

// One statement for the whole course (the miss): the pairs of its non-disabled tasks with both people, the solution
// and the review, if any.
async function buildSnapshot(db: DbOrTx, courseId: number): Promise<PairsSnapshot> {
  const result = (await db.execute(sql`
    select p.id, p.course_task_id, t.name as task_name,
      cu.github_id as checker_github_id, cu.first_name as checker_first_name, cu.last_name as checker_last_name,
      su.github_id as student_github_id, su.first_name as student_first_name, su.last_name as student_last_name,
      s.url, s.updated_at as submitted_at, r.id as review_id, r.score, r.updated_at as reviewed_at
    from cross_check_pair p
    inner join course_task ct on ct.id = p.course_task_id and not ct.disabled
    inner join task t on t.id = ct.task_id
    inner join task_solution s on s.id = p.task_solution_id
    inner join student cs on cs.id = p.checker_id
    inner join "user" cu on cu.id = cs.user_id
    inner join student ss on ss.id = p.student_id
    inner join "user" su on su.id = ss.user_id
    left join cross_check_review r
      on r.course_task_id = p.course_task_id and r.student_id = p.student_id and r.checker_id = p.checker_id
    where p.course_id = ${courseId}
  `)) as unknown as { rows: Row[] };
  const person = (githubId: string, firstName: string | null, lastName: string | null) => ({
    githubId,
    name: displayName({ githubId, firstName, lastName }),
  });
  const rows = result.rows.map((row): PairRow => {
    const checker = person(row.checker_github_id, row.checker_first_name, row.checker_last_name);
    const student = person(row.student_github_id, row.student_first_name, row.student_last_name);
    return {
      id: Number(row.id),
      courseTaskId: Number(row.course_task_id),
      taskName: row.task_name,
      checker,
      student,
      url: row.url,
      submittedAt: epochMs(row.submitted_at),
      reviewId: row.review_id === null ? null : Number(row.review_id),
      score: row.score === null ? null : Number(row.score),
      reviewedAt: row.reviewed_at === null ? null : epochMs(row.reviewed_at),
      checkerText: `${checker.githubId}\n${checker.name}`.toLowerCase(),
      studentText: `${student.githubId}\n${student.name}`.toLowerCase(),
      taskText: row.task_name.toLowerCase(),
      urlText: row.url.toLowerCase(),
    };
  });
  return { rows, sorted: new Map(), filtered: new Map() };
}

// Per database (each test file and each app has its own), per course; requests that find the same version share one
// build, even while it runs.
// `confirmedAt`: the course's schedule version read just before `version` was last found current.
type Entry = { version: string; confirmedAt: string; builtAt: number; snapshot: Promise<PairsSnapshot> };
const cache = new WeakMap<object, Map<number, Entry>>();

const prepareCourseVersion = (db: Db) =>
  db
    .select({ schedule: courseCacheVersions.schedule })
    .from(courseCacheVersions)
    .where(eq(courseCacheVersions.courseId, sql.placeholder('courseId')))
    .prepare('cross_check_pairs_course_version');
const courseVersionQueries = new WeakMap<Db, ReturnType<typeof prepareCourseVersion>>();

// The course's schedule version (0 before its first write). Read before pairsVersion, never after: a write between
// the two reads makes the pair (older course version, newer pairs version), which the next request checks again.
async function courseVersion(db: Db, courseId: number): Promise<string> {
  let query = courseVersionQueries.get(db);
  if (!query) {
    query = prepareCourseVersion(db);
    courseVersionQueries.set(db, query);
  }
  const [row] = await query.execute({ courseId });
  return String(row?.schedule ?? 0);
}

export async function pairsSnapshot(db: Db, courseId: number, now: Date): Promise<PairsSnapshot> {
  const byCourse = cache.get(db) ?? new Map<number, Entry>();
  cache.set(db, byCourse);
  const confirmedAt = await courseVersion(db, courseId);
  const cached = byCourse.get(courseId);
  const live = cached && now.getTime() - cached.builtAt < TIME_TO_LIVE_MS ? cached : undefined;
  if (live && live.confirmedAt === confirmedAt) return live.snapshot;
  const version = await pairsVersion(db, courseId);
  if (live && live.version === version) {
    live.confirmedAt = confirmedAt;
    return live.snapshot;
  }
  const entry: Entry = { version, confirmedAt, builtAt: now.getTime(), snapshot: buildSnapshot(db, courseId) };
  byCourse.delete(courseId);
  byCourse.set(courseId, entry);
  if (byCourse.size > MAX_COURSES) byCourse.delete(byCourse.keys().next().value as number);
  entry.snapshot.catch(() => {
    if (byCourse.get(courseId) === entry) byCourse.delete(courseId);
  });
  return entry.snapshot;
}
