// npm run bench: DESIGN.md "Performance". Seeds the large school into a fresh PostgreSQL server on loopback (and,
// separately, into the embedded PGlite), starts the production server, drives it with autocannon as real personas
// and writes bench/results.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { courses, courseTasks, students, users } from '../src/server/db/schema';
import { signSessionToken } from '../src/server/http/session';
import { seedSchool } from '../src/server/seed';
import {
  addLargeCrossCheck,
  CROSS_CHECK_DISTRIBUTION_BUDGET_MS,
  crossCheckPairsPaths,
  LARGE_CROSS_CHECK_SUBMITTERS,
  type LargeCrossCheck,
} from './cross-checks';
import {
  CERTIFICATE_PDF_SCENARIO,
  COURSE_STATS_SCENARIO,
  courseStatsBudgets,
  courseStatsTargets,
  type CourseStatsTargets,
} from './course-stats';
import { addLargeGratitudes, heroesRadarPaths, LARGE_GRATITUDES } from './gratitudes';
import { extendLargeSchool, LARGE_APPLICATIONS, LARGE_USERS } from './large-school';
import { extendScheduleTo } from './schedule-items';
import { FIRST_LOAD_BUDGET_KB, firstLoadSizes } from './first-load';
import { measure as measureLoad, timeDownload as timeDownloadOnce, type LoadResult } from './load';
import { startPostgres } from './postgres';
import { startServer } from './server';
import {
  addWorkflows,
  INTERVIEW_LISTS_SCENARIO,
  STUDENTS_WITHOUT_TEAM_SCENARIO,
  TEAMS_PAGE_SCENARIO,
  workflowBudgets,
  workflowLines,
  workflowPaths,
  type Workflows,
} from './workflows';

const largeSchool = { students: 10_000, mentors: 300, tasks: 60 };
const secret = 'bench-session-secret-that-is-long-enough';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_ONLY=<part of a scenario name> measures only the matching scenarios (and health, the ratio's floor) and prints
// them without rewriting results.md; BENCH_MODES=postgres or pglite runs one database mode; the ports are settings so
// that two runs on one machine do not collide.
const only = process.env.BENCH_ONLY?.trim().toLowerCase();
const modesToRun = (process.env.BENCH_MODES ?? 'postgres,pglite').split(',').map((mode) => mode.trim());
const serverPort = Number(process.env.BENCH_PORT ?? 3200);
const postgresPort = Number(process.env.BENCH_PG_PORT ?? 5434);
const wanted = (name: string) => !only || name === 'GET /health' || name.toLowerCase().includes(only);
const measure = async (...args: Parameters<typeof measureLoad>) => (wanted(args[0]) ? measureLoad(...args) : undefined);
const timeDownload = async (...args: Parameters<typeof timeDownloadOnce>) =>
  wanted(args[0]) ? timeDownloadOnce(...args) : undefined;
const budgets: Record<string, number> = {
  'GET /session': 15,
  'GET /session (one connection)': 15,
  'GET /registry/mentors (5,000 applications, filtered, sorted)': 50,
  'GET /courses/{id}/students (100 rows of 10,000, sorted, searched)': 50,
  'GET /users/search (50,000 users)': 30,
  'GET /course/{id}/students/score (100 rows of 10,000, by total, city + mentor filters)': 60,
  'GET /course/{id}/students/score/csv (10,000 students, time to last byte)': 3000,
  'GET /courses/{id}/schedule (200 items, as a student)': 30,
  'POST /course/{id}/students/score/{githubId}/task/{courseTaskId} (one score write with rank upkeep)': 50,
  'GET /gratitudes/heroes/radar (100,000 gratitudes, rotating filters and pages)': 50,
  ...courseStatsBudgets,
  'GET /courses/{id}/cross-checks/pairs (50 rows of 20,000+ pairs, filtered, sorted)': 50,
  ...workflowBudgets,
};

type Prepared = {
  seedMs: number;
  tokens: Record<string, string[]>;
  courseId: number;
  // POST score targets: `<githubId>/task/<courseTaskId>` of active students on mentor-checked tasks.
  scoreTargets: string[];
  stats: CourseStatsTargets;
  crossCheck: LargeCrossCheck;
  workflows: Workflows;
};

type ModeResult = {
  mode: string;
  results: LoadResult[];
  peakRssMb: number;
  seedMs: number;
  databaseInProcess: boolean;
  crossCheck: LargeCrossCheck;
  workflows: Workflows;
};

async function prepare(database: Database): Promise<Prepared> {
  const started = Date.now();
  await runMigrations(database);
  await seedSchool(database.db, largeSchool);
  await extendLargeSchool(database.db);
  await addLargeGratitudes(database.db);
  const crossCheck = await addLargeCrossCheck(database.db);
  const workflows = await addWorkflows(database.db);
  // Fresh statistics, as autovacuum would gather on a live server, so plans match what production would choose.
  await database.db.execute(sql`analyze`);
  const seedMs = Date.now() - started;
  const [main] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  await extendScheduleTo(database.db, main.id, 200);
  const studentUsers = await database.db
    .selectDistinct({ id: users.id, githubId: users.githubId })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .orderBy(asc(users.id))
    .limit(500);
  const staff = await database.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(inArray(users.githubId, ['admin', 'manager', 'mentor']));
  const sign = (user: { id: number; githubId: string }) =>
    signSessionToken(new TextEncoder().encode(secret), { userId: user.id, githubId: user.githubId }, new Date());
  const courseStudents = await database.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(and(eq(students.courseId, main.id), eq(students.isExpelled, false)))
    .orderBy(asc(users.id))
    .limit(500);
  const mentorTasks = await database.db
    .select({ id: courseTasks.id })
    .from(courseTasks)
    .where(and(eq(courseTasks.courseId, main.id), eq(courseTasks.checker, 'mentor'), eq(courseTasks.disabled, false)))
    .orderBy(asc(courseTasks.id))
    .limit(3);
  const scoreTargets = courseStudents
    .slice(0, 200)
    .flatMap((student) => mentorTasks.map((task) => `${student.githubId}/task/${task.id}`));
  const tokens = {
    courseStudents: await Promise.all(courseStudents.map(sign)),
    students: await Promise.all(studentUsers.map(sign)),
    staff: await Promise.all(staff.map(sign)),
    manager: await Promise.all(staff.filter((user) => user.githubId === 'manager').map(sign)),
    admin: await Promise.all(staff.filter((user) => user.githubId === 'admin').map(sign)),
  };
  const stats = await courseStatsTargets(database.db, main.id);
  await database.close();
  return { seedMs, tokens, courseId: main.id, scoreTargets, crossCheck, stats, workflows };
}

// Query variants rotated per request, so that no single plan or cached page flatters the figures.
function variants(courseId: number) {
  const names = ['an', 'iva', 'pet', 'olg', 'mar', 'so', 'kir', 'ele'];
  const cities = ['Warsaw', 'Tbilisi', 'Almaty', 'Riga'];
  return {
    registry: [
      '/api/v2/registry/mentors?status=all&currentPage=1&pageSize=100',
      '/api/v2/registry/mentors?status=new&currentPage=2&pageSize=100&technicalMentoring=JavaScript',
      `/api/v2/registry/mentors?status=all&currentPage=1&pageSize=100&preferedCourses=${courseId}&cityName=in`,
      '/api/v2/registry/mentors?status=all&currentPage=5&pageSize=100&technicalMentoring=AWS,Android',
    ],
    students: [
      ...['totalScore', 'rank', 'name', 'cityName'].map(
        (orderBy, i) =>
          `/api/v2/courses/${courseId}/students?current=${i + 1}&pageSize=100&orderBy=${orderBy}&orderDirection=${i % 2 ? 'asc' : 'desc'}`,
      ),
      ...names
        .slice(0, 4)
        .map(
          (search) =>
            `/api/v2/courses/${courseId}/students?current=1&pageSize=100&status=active&orderBy=totalScore&orderDirection=desc&search=${search}`,
        ),
      ...cities.map(
        (city) =>
          `/api/v2/courses/${courseId}/students?current=1&pageSize=100&orderBy=name&orderDirection=asc&search=${city}`,
      ),
    ],
    // The score page as students open it: sorted by total, filtered by city and by a mentor login prefix
    // (demo-mentor-01 matches ten mentors, demo-mentor-123 one), rotating.
    score: cities.flatMap((city, i) =>
      ['demo-mentor-01', 'demo-mentor-123', 'demo-mentor-25', 'demo-mentor-007'].map(
        (mentor, j) =>
          `/api/v2/course/${courseId}/students/score?activeOnly=${(i + j) % 2 ? 'true' : 'false'}&orderBy=totalScore&orderDirection=desc&current=1&pageSize=100&cityName=${city}&mentor.githubId=${mentor}`,
      ),
    ),
    search: [...names, 'ivan pet', 'bench-user-4', 'anna iva'].map(
      (query) => `/api/v2/users/search?query=${encodeURIComponent(query)}`,
    ),
    heroesRadar: heroesRadarPaths(courseId),
  };
}

async function drive(mode: string, env: Record<string, string>, prepared: Prepared, databaseInProcess: boolean) {
  const { seedMs, tokens, courseId, scoreTargets, crossCheck, stats, workflows } = prepared;
  const paths = { ...variants(courseId), ...workflowPaths(workflows) };
  const server = await startServer(serverPort, {
    ...env,
    SESSION_SECRET: secret,
    LOG_LEVEL: 'warn',
    APP_URL: `http://127.0.0.1:${serverPort}`,
  });
  const personas = [...tokens.students, ...tokens.staff];
  try {
    await measure('warm-up', `${server.url}/api/v2/session`, { connections: 10, seconds: 2, tokens: personas });
    const results = [
      await measure('GET /health', `${server.url}/api/v2/health`, { connections: 10, seconds }),
      await measure('GET /session', `${server.url}/api/v2/session`, { connections: 10, seconds, tokens: personas }),
      // The same call without other requests queued beside it: the latency of one user, not of the queue.
      await measure('GET /session (one connection)', `${server.url}/api/v2/session`, {
        connections: 1,
        seconds,
        tokens: personas,
      }),
      await measure('GET /courses', `${server.url}/api/v2/courses`, { connections: 10, seconds, tokens: personas }),
      await measure('GET /profile/courses (course selector)', `${server.url}/api/v2/profile/courses`, {
        connections: 10,
        seconds,
        tokens: personas,
      }),
      await measure('GET /registry/mentors (5,000 applications, filtered, sorted)', server.url, {
        connections: 10,
        seconds,
        tokens: tokens.manager,
        paths: paths.registry,
      }),
      await measure('GET /courses/{id}/students (100 rows of 10,000, sorted, searched)', server.url, {
        connections: 10,
        seconds,
        tokens: tokens.manager,
        paths: paths.students,
      }),
      await measure('GET /users/search (50,000 users)', server.url, {
        connections: 10,
        seconds,
        tokens: tokens.manager,
        paths: paths.search,
      }),
      await measure(
        'GET /course/{id}/students/score (100 rows of 10,000, by total, city + mentor filters)',
        server.url,
        {
          connections: 50,
          seconds,
          tokens: tokens.courseStudents,
          paths: paths.score,
        },
      ),
      await timeDownload(
        'GET /course/{id}/students/score/csv (10,000 students, time to last byte)',
        `${server.url}/api/v2/course/${courseId}/students/score/csv?activeOnly=false&orderBy=rank&orderDirection=asc`,
        tokens.manager[0],
      ),
      await measure(
        'GET /courses/{id}/schedule (200 items, as a student)',
        `${server.url}/api/v2/courses/${courseId}/schedule`,
        {
          connections: 10,
          seconds,
          tokens: tokens.courseStudents,
        },
      ),
      // Score writes of one course are serialized by its score lock (R3), so one connection measures one write.
      await measure(
        'POST /course/{id}/students/score/{githubId}/task/{courseTaskId} (one score write with rank upkeep)',
        server.url,
        {
          connections: 1,
          seconds,
          tokens: tokens.manager,
          method: 'POST',
          paths: scoreTargets.map((target) => `/api/v2/course/${courseId}/students/score/${target}`),
          bodies: Array.from({ length: 51 }, (_, i) => JSON.stringify({ score: 40 + i })),
        },
      ),
      await measure('GET /gratitudes/heroes/radar (100,000 gratitudes, rotating filters and pages)', server.url, {
        connections: 10,
        seconds,
        tokens: personas,
        paths: paths.heroesRadar,
      }),
      // The first reads build the course's pairs and each order once (pairs-snapshot.ts); the figure is the steady state.
      await measure('warm-up /cross-checks/pairs', server.url, {
        connections: 2,
        seconds: 2,
        tokens: tokens.manager,
        paths: crossCheckPairsPaths(courseId, crossCheck.courseTaskId),
      }).then(() => undefined),
      await measure('GET /courses/{id}/cross-checks/pairs (50 rows of 20,000+ pairs, filtered, sorted)', server.url, {
        connections: 10,
        seconds,
        tokens: tokens.manager,
        paths: crossCheckPairsPaths(courseId, crossCheck.courseTaskId),
      }),
      await measure(COURSE_STATS_SCENARIO, server.url, {
        connections: 10,
        seconds,
        tokens: tokens.courseStudents,
        paths: stats.statsPaths,
      }),
      // Public: no session; each request renders a PDF of another certificate.
      await measure(CERTIFICATE_PDF_SCENARIO, server.url, { connections: 4, seconds, paths: stats.certificatePaths }),
      // Issue 9's lists as the manager opens them (the teams page is also what a registered student sees).
      await measure(TEAMS_PAGE_SCENARIO, server.url, {
        connections: 10,
        seconds,
        tokens: tokens.manager,
        paths: paths.teams,
      }),
      await measure(STUDENTS_WITHOUT_TEAM_SCENARIO, server.url, {
        connections: 10,
        seconds,
        tokens: tokens.manager,
        paths: paths.studentsWithoutTeam,
      }),
      await measure(INTERVIEW_LISTS_SCENARIO, server.url, {
        connections: 10,
        seconds,
        tokens: tokens.admin,
        paths: paths.interviews,
      }),
    ].filter((result): result is LoadResult => result !== undefined);
    return {
      mode,
      results,
      peakRssMb: server.peakRssMb(),
      seedMs,
      databaseInProcess,
      crossCheck,
      workflows,
    } satisfies ModeResult;
  } finally {
    await server.stop();
  }
}

function memoryLine(mode: ModeResult): string {
  const rss = `${mode.peakRssMb.toFixed(0)} MB`;
  if (mode.databaseInProcess)
    return `Peak server RSS: ${rss}, the embedded database included (it runs inside the app process; the 500 MB budget applies to the PostgreSQL mode).`;
  return `Peak server RSS (app process tree, database excluded): ${rss} (budget 500 MB: ${mode.peakRssMb <= 500 ? 'met' : '**missed**'}).`;
}

// rules.md R7.3: 5,000 solutions distributed in ≤ 2 s, in one transaction.
function distributionLine({ pairs, distributionMs }: LargeCrossCheck): string {
  const verdict = distributionMs <= CROSS_CHECK_DISTRIBUTION_BUDGET_MS ? 'met' : '**missed**';
  return `Cross-check distribution of ${LARGE_CROSS_CHECK_SUBMITTERS} submitters (${pairs} pairs, one transaction): ${distributionMs.toFixed(0)} ms (budget ${CROSS_CHECK_DISTRIBUTION_BUDGET_MS} ms: ${verdict}).`;
}

function table(mode: ModeResult): string {
  const floor = mode.results[0].requestsPerSecond;
  const rows = mode.results.map((r) => {
    const budget = budgets[r.name];
    const verdict =
      budget === undefined ? '' : r.p99 <= budget ? `met (≤ ${budget} ms)` : `**missed** (budget ${budget} ms)`;
    return `| ${r.name} | ${r.connections} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${(r.requestsPerSecond / floor).toFixed(2)} | ${verdict} |`;
  });
  return [
    `### ${mode.mode}`,
    '',
    `Seed of the large school: ${(mode.seedMs / 1000).toFixed(1)} s. ${memoryLine(mode)}`,
    '',
    distributionLine(mode.crossCheck),
    '',
    ...workflowLines(mode.workflows),
    '| endpoint | connections | req/s | p50 ms | p99 ms | errors + non-2xx | req/s ÷ health | p99 budget |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

async function main() {
  console.log('Building the production server...');
  // BENCH_SKIP_BUILD=1 measures the build already in .next (one made for the journeys of the same commit).
  const build = () => spawnSync('npx', ['next', 'build'], { stdio: 'inherit' }).status === 0;
  if (process.env.BENCH_SKIP_BUILD !== '1' && !build()) throw new Error('next build failed');

  const modes: ModeResult[] = [];
  if (modesToRun.includes('postgres')) {
    const postgres = startPostgres(postgresPort);
    try {
      const prepared = await prepare(await openPostgres(postgres.url));
      modes.push(await drive('PostgreSQL (node-postgres pool)', { DATABASE_URL: postgres.url }, prepared, false));
    } finally {
      postgres.stop();
    }
  }

  if (modesToRun.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
    try {
      const prepared = await prepare(await openPglite(dataDir));
      modes.push(await drive('Embedded PGlite', { DATA_DIR: dataDir }, prepared, true));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const report = [
    '# Bench results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()} (2 cores; client and server share them).`,
    `Large school: ${largeSchool.students} students in one course, ${largeSchool.tasks} tasks, ${largeSchool.mentors} mentors, ${LARGE_USERS} users, ${LARGE_APPLICATIONS} mentor applications, ${LARGE_GRATITUDES} gratitudes.`,
    `Each endpoint: ${seconds} s of autocannon over loopback; authenticated calls rotate bearer tokens of ${'500'} students and staff personas.`,
    '',
    ...modes.map(table),
    '### First-load JavaScript per page (gzipped, from .next/build-manifest.json)',
    '',
    '| page | kB | budget |',
    '|---|---|---|',
    ...firstLoadSizes().map(
      ({ route, kilobytes }) =>
        `| ${route} | ${kilobytes.toFixed(1)} | ${kilobytes <= FIRST_LOAD_BUDGET_KB ? 'met' : '**missed**'} (≤ ${FIRST_LOAD_BUDGET_KB}) |`,
    ),
    '',
  ].join('\n');
  if (!only) writeFileSync('bench/results.md', report);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
