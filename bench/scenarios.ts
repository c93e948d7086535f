// One measurement run on a started server: every endpoint scenario of the bench in order. Issue 12: in PostgreSQL
// mode the lists are measured cold (every request another page, order, filter or viewer, none repeated) beside the hot
// score page; the embedded PGlite mode keeps the rotating views it was measured with before.
import { openPostgres } from '../src/server/db/client';
import {
  CERTIFICATE_PDF_SCENARIO,
  COURSE_STATS_SCENARIO,
  courseStatsBudgets,
  type CourseStatsTargets,
} from './course-stats';
import { crossCheckPairsPaths, type LargeCrossCheck } from './cross-checks';
import { measure as measureLoad, timeDownload as timeDownloadOnce, type LoadResult } from './load';
import {
  checkRanks,
  CONCURRENT_SCORE_WRITES,
  measureConcurrentScoreWrites,
  type RankCheck,
  type ScoreWriter,
} from './score-writes';
import type { RssPeaks, RunningServer } from './server';
import {
  coldRegistryPaths,
  coldScorePaths,
  coldSearchPaths,
  coldStudentPaths,
  hotScorePaths,
  rotatingPaths,
} from './variants';
import {
  INTERVIEW_LISTS_SCENARIO,
  STUDENTS_WITHOUT_TEAM_SCENARIO,
  TEAMS_PAGE_SCENARIO,
  workflowBudgets,
  workflowPaths,
  type Workflows,
} from './workflows';

export type Prepared = {
  seedMs: number;
  tokens: Record<'courseStudents' | 'scheduleViewers' | 'students' | 'staff' | 'manager' | 'admin', string[]>;
  courseId: number;
  courseIds: number[];
  // POST score targets: `<githubId>/task/<courseTaskId>` of active students on mentor-checked tasks.
  scoreTargets: string[];
  // Ten mentors of the large course with their students (PostgreSQL mode: the rank check reads the database after).
  scoreWriters: ScoreWriter[];
  stats: CourseStatsTargets;
  crossCheck: LargeCrossCheck;
  workflows: Workflows;
};

export const SCORE_HOT =
  'GET /course/{id}/students/score, hot: 16 rotated views (100 rows of 10,000, by total, city + mentor filters)';
export const SCORE_REVALIDATION = 'GET /course/{id}/students/score, revalidation of the 16 views (If-None-Match → 304)';
export const SCORE_COLD = 'GET /course/{id}/students/score, cold: every request another page, order or filter (10,000)';
export const STUDENTS_COLD = 'GET /courses/{id}/students, cold: every request another page, order or search (10,000)';
export const REGISTRY_COLD = 'GET /registry/mentors, cold: every request another page, order or filter (5,000)';
export const SEARCH_COLD = 'GET /users/search, cold: every request another query (50,000 users)';
export const SCHEDULE_COLD = 'GET /courses/{id}/schedule, cold: every request another student (200 items)';
export const SCORE_WRITE =
  'POST /course/{id}/students/score/{githubId}/task/{courseTaskId} (one score write with rank upkeep)';
const REGISTRY = 'GET /registry/mentors (5,000 applications, filtered, sorted)';
const STUDENTS = 'GET /courses/{id}/students (100 rows of 10,000, sorted, searched)';
const SEARCH = 'GET /users/search (50,000 users)';
const SCHEDULE = 'GET /courses/{id}/schedule (200 items, as a student)';
const CSV = 'GET /course/{id}/students/score/csv (10,000 students, time to last byte)';
const RADAR = 'GET /gratitudes/heroes/radar (100,000 gratitudes, rotating filters and pages)';
const PAIRS = 'GET /courses/{id}/cross-checks/pairs (50 rows of 20,000+ pairs, filtered, sorted)';

// p99 budgets in ms (issue 12's table; the earlier issues' for the rest).
export const p99Budgets: Record<string, number> = {
  'GET /session': 15,
  'GET /session (one connection)': 15,
  [REGISTRY]: 50,
  [STUDENTS]: 50,
  [SEARCH]: 30,
  [SCHEDULE]: 30,
  [SCORE_HOT]: 60,
  [SCORE_COLD]: 120,
  [STUDENTS_COLD]: 50,
  [REGISTRY_COLD]: 50,
  [SEARCH_COLD]: 30,
  [SCHEDULE_COLD]: 30,
  [CSV]: 3000,
  [SCORE_WRITE]: 50,
  [RADAR]: 50,
  ...courseStatsBudgets,
  [PAIRS]: 50,
  ...workflowBudgets,
};
export const p50Budgets: Record<string, number> = { [SCORE_WRITE]: 20 };
export const ratioBudgets: Record<string, number> = { [SCORE_HOT]: 0.25 };
// Throughput budgets in req/s, with no error allowed.
export const rpsBudgets: Record<string, number> = { [CONCURRENT_SCORE_WRITES]: 100 };
export const SCORE_RSS_BUDGET_MB = 300;

// BENCH_ONLY=<part of a scenario name> measures only the matching scenarios (and health, the ratio's floor).
const only = process.env.BENCH_ONLY?.trim().toLowerCase();
export const wanted = (name: string) => !only || name === 'GET /health' || name.toLowerCase().includes(only);
const measure = async (...args: Parameters<typeof measureLoad>) => (wanted(args[0]) ? measureLoad(...args) : undefined);
const timeDownload = async (...args: Parameters<typeof timeDownloadOnce>) =>
  wanted(args[0]) ? timeDownloadOnce(...args) : undefined;

// The ETag of each hot view as one student got it: the revalidation scenario sends it back.
async function etagsOf(url: string, paths: string[], token: string): Promise<Record<string, string>[]> {
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      const etag = response.headers.get('etag');
      const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
      return headers;
    }),
  );
}

export async function runScenarios(
  server: RunningServer,
  prepared: Prepared,
  // run: the measurement run's number (0, 1, …): the score writes of each run set other scores (score-writes.ts).
  options: { seconds: number; cold: boolean; databaseUrl?: string; run: number },
): Promise<{ results: LoadResult[]; scoreRss: RssPeaks; rankCheck?: RankCheck; writeFailure?: string }> {
  const { tokens, courseId, scoreTargets, crossCheck, stats, workflows } = prepared;
  const { seconds, cold } = options;
  const url = server.url;
  const paths = { ...rotatingPaths(courseId), ...workflowPaths(workflows) };
  const hot = hotScorePaths(courseId);
  const personas = [...tokens.students, ...tokens.staff];
  const list = { connections: 10, seconds };
  const manager = { ...list, tokens: tokens.manager };
  await measureLoad('warm-up', `${url}/api/v2/session`, { connections: 10, seconds: 2, tokens: personas });
  const results: (LoadResult | undefined)[] = [
    await measure('GET /health', `${url}/api/v2/health`, list),
    await measure('GET /session', `${url}/api/v2/session`, { ...list, tokens: personas }),
    // The same call without other requests queued beside it: the latency of one user, not of the queue.
    await measure('GET /session (one connection)', `${url}/api/v2/session`, {
      connections: 1,
      seconds,
      tokens: personas,
    }),
    await measure('GET /courses', `${url}/api/v2/courses`, { ...list, tokens: personas }),
    await measure('GET /profile/courses (course selector)', `${url}/api/v2/profile/courses`, {
      ...list,
      tokens: personas,
    }),
  ];
  if (cold) {
    results.push(
      await measure(REGISTRY_COLD, url, { ...manager, cold, paths: coldRegistryPaths(prepared.courseIds) }),
      await measure(STUDENTS_COLD, url, { ...manager, cold, paths: coldStudentPaths(courseId, 10_000) }),
      await measure(SEARCH_COLD, url, { ...manager, cold, paths: coldSearchPaths() }),
    );
  } else {
    results.push(
      await measure(REGISTRY, url, { ...manager, paths: paths.registry }),
      await measure(STUDENTS, url, { ...manager, paths: paths.students }),
      await measure(SEARCH, url, { ...manager, paths: paths.search }),
    );
  }
  // Peak memory per process while the score page is under load (budget 300 MB).
  const closeRssWindow = server.watchRss();
  const asStudents = { tokens: tokens.courseStudents, paths: hot };
  // Hot means cached: each view once into every process's cache first.
  if (wanted(SCORE_HOT)) await measureLoad('warm-up', url, { ...asStudents, connections: 10, seconds: 2 });
  results.push(await measure(SCORE_HOT, url, { ...asStudents, connections: 50, seconds }));
  if (cold && wanted(SCORE_REVALIDATION)) {
    const pathHeaders = await etagsOf(url, hot, tokens.courseStudents[0]);
    results.push(await measure(SCORE_REVALIDATION, url, { ...asStudents, ...list, pathHeaders }));
  }
  if (cold) {
    results.push(
      await measure(SCORE_COLD, url, {
        ...list,
        cold,
        tokens: tokens.courseStudents,
        paths: coldScorePaths(courseId, 10_000),
      }),
    );
  }
  const scoreRss = closeRssWindow();
  results.push(
    await timeDownload(
      CSV,
      `${url}/api/v2/course/${courseId}/students/score/csv?activeOnly=false&orderBy=rank&orderDirection=asc`,
      tokens.manager[0],
    ),
    // Cold: one path, and each request another student, never seen before by this server (the schedule answer is
    // cached per viewer's statuses, so a new viewer is a miss).
    cold
      ? await measure(SCHEDULE_COLD, `${url}/api/v2/courses/${courseId}/schedule`, {
          ...list,
          cold,
          tokens: tokens.scheduleViewers,
        })
      : await measure(SCHEDULE, `${url}/api/v2/courses/${courseId}/schedule`, {
          ...list,
          tokens: tokens.courseStudents,
        }),
    // Score writes of one course are serialized by its score lock (R3), so one connection measures one write.
    await measure(SCORE_WRITE, url, {
      connections: 1,
      seconds,
      tokens: tokens.manager,
      method: 'POST',
      paths: scoreTargets.map((target) => `/api/v2/course/${courseId}/students/score/${target}`),
      // The n-th write sends body n: shifted by the run, so that no run writes the score an earlier one left there.
      bodies: Array.from({ length: 51 }, (_, i) => JSON.stringify({ score: 40 + ((i + options.run * 7) % 51) })),
    }),
  );
  const concurrent = await concurrentScoreWrites(url, prepared.scoreWriters, { ...options, courseId });
  results.push(concurrent?.result, await measure(RADAR, url, { ...list, tokens: personas, paths: paths.heroesRadar }));
  // The first reads build the course's pairs and each order once (pairs-snapshot.ts); the figure is the steady state.
  const pairsPaths = crossCheckPairsPaths(courseId, crossCheck.courseTaskId);
  if (wanted(PAIRS))
    await measureLoad('warm-up', url, { connections: 2, seconds: 2, tokens: tokens.manager, paths: pairsPaths });
  results.push(
    await measure(PAIRS, url, { ...manager, paths: pairsPaths }),
    await measure(COURSE_STATS_SCENARIO, url, { ...list, tokens: tokens.courseStudents, paths: stats.statsPaths }),
    // Public: no session; each request renders a PDF of another certificate.
    await measure(CERTIFICATE_PDF_SCENARIO, url, { connections: 4, seconds, paths: stats.certificatePaths }),
    // Issue 9's lists as the manager opens them (the teams page is also what a registered student sees).
    await measure(TEAMS_PAGE_SCENARIO, url, { ...manager, paths: paths.teams }),
    await measure(STUDENTS_WITHOUT_TEAM_SCENARIO, url, { ...manager, paths: paths.studentsWithoutTeam }),
    await measure(INTERVIEW_LISTS_SCENARIO, url, { ...list, tokens: tokens.admin, paths: paths.interviews }),
  );
  return {
    results: results.filter((result): result is LoadResult => result !== undefined),
    scoreRss,
    rankCheck: concurrent?.rankCheck,
    writeFailure: concurrent?.firstFailure,
  };
}

// Issue 12: 10 mentors writing scores to one course at once (bench/score-writes.ts), then the stored ranks and totals
// compared with a fresh ranking. PostgreSQL mode only: the check reads the database while the server holds it.
async function concurrentScoreWrites(
  url: string,
  writers: ScoreWriter[],
  options: { seconds: number; cold: boolean; databaseUrl?: string; courseId: number; run: number },
) {
  if (!options.cold || !options.databaseUrl || !writers.length || !wanted(CONCURRENT_SCORE_WRITES)) return undefined;
  const { firstFailure, writes, ...figures } = await measureConcurrentScoreWrites(
    url,
    writers,
    options.seconds,
    options.run,
  );
  const result: LoadResult = { ...figures, notModified: 0, sent: writes, distinct: 0 };
  const database = await openPostgres(options.databaseUrl);
  try {
    return { result, firstFailure, rankCheck: await checkRanks(database.db, options.courseId) };
  } finally {
    await database.close();
  }
}
