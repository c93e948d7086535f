// npm run bench: DESIGN.md "Performance". Seeds the large school into a fresh PostgreSQL server on loopback (and,
// separately, into the embedded PGlite), starts the production server, drives it with autocannon as real personas
// and writes bench/results.md. Issue 12: the measurement phase (not the seed) runs BENCH_RUNS times in PostgreSQL
// mode, each run on freshly started servers: the endpoint scenarios (bench/scenarios.ts), the cost curve at 1,000,
// 10,000 and 50,000 students (bench/cost-curve.ts) and two processes vs one (bench/scale-out.ts).
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
import { addCostCurveCourses, measureCostCurve, type CostCourse } from './cost-curve';
import { addLargeCrossCheck } from './cross-checks';
import { courseStatsTargets } from './course-stats';
import { addLargeGratitudes, LARGE_GRATITUDES } from './gratitudes';
import { extendLargeSchool, LARGE_APPLICATIONS, LARGE_USERS } from './large-school';
import { extendScheduleTo } from './schedule-items';
import { FIRST_LOAD_BUDGET_KB, firstLoadSizes } from './first-load';
import { startPostgres } from './postgres';
import { modeSection, type ModeReport, type RunResult } from './report';
import { measureScaleOut } from './scale-out';
import { runScenarios, wanted, type Prepared } from './scenarios';
import { scoreWriters } from './score-writes';
import { startServer } from './server';
import { hotScorePaths } from './variants';
import { addWorkflows } from './workflows';

const largeSchool = { students: 10_000, mentors: 300, tasks: 60 };
const secret = 'bench-session-secret-that-is-long-enough';
// 5 s per scenario keeps three PostgreSQL runs and one PGlite run near 30 minutes on 2 cores.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runsOfPostgres = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// BENCH_ONLY=<part of a scenario name> (see scenarios.ts; "cost curve" and "two processes" name the two extra phases)
// prints without rewriting results.md; BENCH_MODES=postgres or pglite runs one database mode; the ports are settings
// so that two runs on one machine do not collide.
const only = process.env.BENCH_ONLY?.trim().toLowerCase();
const modesToRun = (process.env.BENCH_MODES ?? 'postgres,pglite').split(',').map((mode) => mode.trim());
const serverPort = Number(process.env.BENCH_PORT ?? 3200);
const postgresPort = Number(process.env.BENCH_PG_PORT ?? 5434);
const COST_CURVE_PHASE = 'cost curve (score page and students list at 1,000, 10,000 and 50,000 students)';
const SCALE_OUT_PHASE = 'two processes vs one (WEB_CONCURRENCY=1 and 2, hot score page)';

type PreparedMode = Prepared & { costCourses: CostCourse[]; costSeedMs?: number };

async function prepare(database: Database, postgres: boolean): Promise<PreparedMode> {
  const withCostCurve = postgres && wanted(COST_CURVE_PHASE);
  const started = Date.now();
  await runMigrations(database);
  await seedSchool(database.db, largeSchool);
  await extendLargeSchool(database.db);
  await addLargeGratitudes(database.db);
  const crossCheck = await addLargeCrossCheck(database.db);
  const workflows = await addWorkflows(database.db);
  // Fresh statistics and visibility maps, as autovacuum keeps them on a live server, so that plans match what
  // production would choose: with the seed's bulk updates unvacuumed, index-only walks turn into sorts of the table
  // on whether autovacuum happened to reach a table before a run (timing luck).
  await database.db.execute(sql`vacuum analyze`);
  // The vacuum dirties every page it marks visible: flushed now, not by a checkpoint during the first measured run.
  await database.db.execute(sql`checkpoint`);
  const seedMs = Date.now() - started;
  const [main] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const courseIds = (await database.db.select({ id: courses.id }).from(courses)).map((row) => row.id);
  const costStarted = Date.now();
  const costCourses = withCostCurve ? await addCostCurveCourses(database.db, main.id) : [];
  const costSeedMs = withCostCurve ? Date.now() - costStarted : undefined;
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
  // Every active student of the large course: the first 500 read the score page and the statistics, the others are
  // the cold schedule's viewers, each of whom asks once.
  const courseStudents = await database.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(and(eq(students.courseId, main.id), eq(students.isExpelled, false)))
    .orderBy(asc(users.id));
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
    courseStudents: await Promise.all(courseStudents.slice(0, 500).map(sign)),
    scheduleViewers: await Promise.all(courseStudents.slice(500).map(sign)),
    students: await Promise.all(studentUsers.map(sign)),
    staff: await Promise.all(staff.map(sign)),
    manager: await Promise.all(staff.filter((user) => user.githubId === 'manager').map(sign)),
    admin: await Promise.all(staff.filter((user) => user.githubId === 'admin').map(sign)),
  };
  const writers = postgres ? await scoreWriters(database.db, main.id, sign) : [];
  const stats = await courseStatsTargets(database.db, main.id);
  await database.close();
  return {
    seedMs,
    tokens,
    courseId: main.id,
    courseIds,
    scoreTargets,
    scoreWriters: writers,
    crossCheck,
    stats,
    workflows,
    costCourses,
    costSeedMs,
  };
}

const serverEnv = (env: Record<string, string>) => ({
  ...env,
  SESSION_SECRET: secret,
  LOG_LEVEL: 'warn',
  APP_URL: `http://127.0.0.1:${serverPort}`,
});

// One measurement run: the endpoint scenarios on a server started as `npm start` starts it (WEB_CONCURRENCY left to
// its default), then, in PostgreSQL mode, the cost curve and two processes vs one, each on servers of their own.
async function measureRun(
  env: Record<string, string>,
  prepared: PreparedMode,
  postgres: boolean,
  runNumber: number,
): Promise<RunResult> {
  const server = await startServer(serverPort, serverEnv(env));
  let run: RunResult;
  try {
    const databaseUrl = env.DATABASE_URL;
    const measured = await runScenarios(server, prepared, { seconds, cold: postgres, databaseUrl, run: runNumber });
    run = { ...measured, wholeRss: server.peakRss() };
  } finally {
    await server.stop();
  }
  if (postgres && prepared.costCourses.length && wanted(COST_CURVE_PHASE)) {
    const costServer = await startServer(serverPort, serverEnv(env));
    try {
      run.costCurve = await measureCostCurve(costServer, prepared.costCourses, prepared.tokens.admin, seconds);
    } finally {
      await costServer.stop();
    }
  }
  if (postgres && wanted(SCALE_OUT_PHASE)) {
    run.scaleOut = await measureScaleOut({
      port: serverPort,
      env: serverEnv(env),
      tokens: prepared.tokens.courseStudents,
      hotPaths: hotScorePaths(prepared.courseId),
      seconds,
    });
  }
  return run;
}

async function measureMode(
  mode: string,
  env: Record<string, string>,
  prepared: PreparedMode,
  options: { postgres: boolean; runs: number },
): Promise<ModeReport> {
  const runs: RunResult[] = [];
  for (let index = 0; index < options.runs; index += 1) {
    console.log(`${mode}: measurement run ${index + 1} of ${options.runs}`);
    runs.push(await measureRun(env, prepared, options.postgres, index));
  }
  const { seedMs, costSeedMs, crossCheck, workflows } = prepared;
  return { mode, seedMs, costSeedMs, databaseInProcess: !options.postgres, crossCheck, workflows, runs };
}

async function main() {
  console.log('Building the production server...');
  // BENCH_SKIP_BUILD=1 measures the build already in .next (one made for the journeys of the same commit).
  const build = () => spawnSync('npx', ['next', 'build'], { stdio: 'inherit' }).status === 0;
  if (process.env.BENCH_SKIP_BUILD !== '1' && !build()) throw new Error('next build failed');
  const started = Date.now();

  const modes: ModeReport[] = [];
  if (modesToRun.includes('postgres')) {
    const postgres = startPostgres(postgresPort);
    try {
      const prepared = await prepare(await openPostgres(postgres.url), true);
      modes.push(
        await measureMode('PostgreSQL (node-postgres pool)', { DATABASE_URL: postgres.url }, prepared, {
          postgres: true,
          runs: runsOfPostgres,
        }),
      );
    } finally {
      postgres.stop();
    }
  }

  // The embedded mode is one process by nature: one run of its scenario set, no cost curve, no cluster.
  if (modesToRun.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
    try {
      const prepared = await prepare(await openPglite(dataDir), false);
      modes.push(await measureMode('Embedded PGlite', { DATA_DIR: dataDir }, prepared, { postgres: false, runs: 1 }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const report = [
    '# Bench results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()} (2 cores; client and server share them); seeds and measurements took ${minutes} min.`,
    `Large school: ${largeSchool.students} students in one course, ${largeSchool.tasks} tasks, ${largeSchool.mentors} mentors, ${LARGE_USERS} users, ${LARGE_APPLICATIONS} mentor applications, ${LARGE_GRATITUDES} gratitudes.`,
    `Each endpoint: ${seconds} s of autocannon over loopback (a cold scenario stops early once each of its distinct requests has been sent); authenticated calls rotate bearer tokens of 500 students and staff personas (the cold schedule: thousands of students, one request each).`,
    `PostgreSQL mode: ${runsOfPostgres} measurement run(s) (BENCH_RUNS), lists cold, plus the cost curve and two processes vs one. Embedded PGlite: one run of the scenario set it had before issue 12 (rotating views of the lists, no cold scenarios, no cost curve, no cluster: it is one process by nature).`,
    'No scenario sends If-None-Match except the revalidation one: every other read is a full 200.',
    '',
    ...modes.map(modeSection),
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
