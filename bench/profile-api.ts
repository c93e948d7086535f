// Profiling the /api/v2 request path without Next (issue 12, "the per-request cost common to all calls").
//
// Serve: the Hono app exactly as scripts/server.mjs serves /api/** (getRuntime() of src/server/runtime.ts and
// getRequestListener of @hono/node-server), on PROFILE_PORT, against DATABASE_URL (a database holding the large
// school, e.g. one that bench/explain.ts seeded). Run it under a profiler:
//   DATABASE_URL=postgres://…/h6 node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile-api.ts
//   (or `npx tsx bench/profile-api.ts` without a profile; `node --prof --import tsx …` for V8's tick log)
// It also answers GET /__profile/cpu (outside /api: the app never sees it): the process's CPU time (user + system, µs)
// and the API requests served since the previous call, so that a driver measures Node CPU per request.
//
// Drive: from another process, one scenario at a time, with autocannon (bench/load.ts), as the bench does:
//   DATABASE_URL=… npx tsx bench/profile-api.ts drive <scenario> [seconds]
// scenarios: health, session, score-hot (16 rotated views, 50 connections), score-304 (their revalidation),
// score-cold, score-cold-1k and score-cold-50k (the cost curve's courses, as the admin), students-cold (and -1k,
// -50k), schedule-cold, search-cold, registry-cold (10 connections, no request repeated), certificate-pdf
// (4 connections, public, every issued certificate in turn). Bearer tokens of the large course's students and of the admin are signed with
// SESSION_SECRET (default: the bench's) as bench/run.ts prepare() signs them. It prints
// req/s, p50, p99 and the server's CPU µs per request over the run.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { and, asc, eq } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { certificates, courses, courseTasks, students, users } from '../src/server/db/schema';
import { signSessionToken } from '../src/server/http/session';
import { certificatePdfPath } from './course-stats';
import { measure } from './load';
import { checkRanks, measureConcurrentScoreWrites, scoreWriters, type ScoreWriter } from './score-writes';
import { coldRegistryPaths, coldScorePaths, coldSearchPaths, coldStudentPaths, hotScorePaths } from './variants';

const BENCH_SECRET = 'bench-session-secret-that-is-long-enough';
const port = Number(process.env.PROFILE_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;
const CPU_PATH = '/__profile/cpu';

async function serve(): Promise<void> {
  Object.assign(process.env, { NODE_ENV: 'production' });
  process.env.SESSION_SECRET ??= BENCH_SECRET;
  process.env.LOG_LEVEL ??= 'warn';
  process.env.BACKGROUND_SWEEP ??= 'off';
  process.env.APP_URL ??= origin;
  if (!process.env.DATABASE_URL)
    throw new Error('Set DATABASE_URL (the large school, e.g. seeded by bench/explain.ts).');
  const { getRuntime } = await import('../src/server/runtime');
  await getRuntime();
  // As scripts/server.mjs: the runtime is read from its promise on every request.
  const runtimeHolder = globalThis as typeof globalThis & { rsSchoolRuntime: ReturnType<typeof getRuntime> };
  const handleApi = getRequestListener(async (request) => (await runtimeHolder.rsSchoolRuntime).app.fetch(request));
  let requests = 0;
  let mark = process.cpuUsage();
  const cpu = (response: ServerResponse) => {
    const used = process.cpuUsage(mark);
    const body = JSON.stringify({ cpuMicros: used.user + used.system, user: used.user, requests });
    mark = process.cpuUsage();
    requests = 0;
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === CPU_PATH) return cpu(response);
    if (request.url?.startsWith('/api/')) {
      requests += 1;
      return handleApi(request, response);
    }
    response.writeHead(404).end();
  });
  server.listen(port, () => console.log(`profile-api: /api/** on ${origin} (pid ${process.pid})`));
  // --cpu-prof writes its profile on a normal exit: a signal ends the process through process.exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.closeAllConnections();
      server.close();
      process.exit(0);
    });
  }
}

type Scenario = {
  connections: number;
  paths?: string[];
  tokens?: string[];
  cold?: boolean;
  etags?: boolean;
  method?: 'POST';
  bodies?: string[];
  // score-write-10: the 10 mentors of bench/score-writes.ts instead of autocannon.
  writers?: ScoreWriter[];
};

async function scenarios(name: string): Promise<Scenario> {
  const database = await openPostgres(process.env.DATABASE_URL ?? '');
  try {
    const secret = new TextEncoder().encode(process.env.SESSION_SECRET ?? BENCH_SECRET);
    const sign = (user: { id: number; githubId: string }) =>
      signSessionToken(secret, { userId: user.id, githubId: user.githubId }, new Date());
    const [main] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
    const courseStudents = await database.db
      .select({ id: users.id, githubId: users.githubId })
      .from(users)
      .innerJoin(students, eq(students.userId, users.id))
      .where(and(eq(students.courseId, main.id), eq(students.isExpelled, false)))
      .orderBy(asc(users.id));
    const tokens = await Promise.all(courseStudents.slice(0, 500).map(sign));
    // The cold schedule's viewers (bench/run.ts): every active student after the first 500, each asking once.
    const scheduleViewers = name === 'schedule-cold' ? await Promise.all(courseStudents.slice(500).map(sign)) : [];
    const [admin] = await database.db
      .select({ id: users.id, githubId: users.githubId })
      .from(users)
      .where(eq(users.githubId, 'admin'));
    const adminTokens = admin ? [await sign(admin)] : [];
    const [manager] = await database.db
      .select({ id: users.id, githubId: users.githubId })
      .from(users)
      .where(eq(users.githubId, 'manager'));
    const managerTokens = manager ? [await sign(manager)] : [];
    const courseIds = (await database.db.select({ id: courses.id }).from(courses)).map((row) => row.id);
    // The score writes as bench/scenarios.ts sends them: one at a time by the manager (bench/run.ts scoreTargets),
    // and 10 mentors of the course at once (bench/score-writes.ts).
    const mentorTasks = name.startsWith('score-write')
      ? await database.db
          .select({ id: courseTasks.id })
          .from(courseTasks)
          .where(
            and(eq(courseTasks.courseId, main.id), eq(courseTasks.checker, 'mentor'), eq(courseTasks.disabled, false)),
          )
          .orderBy(asc(courseTasks.id))
          .limit(3)
      : [];
    const scoreTargets = courseStudents
      .slice(0, 200)
      .flatMap((student) => mentorTasks.map((task) => `${student.githubId}/task/${task.id}`));
    const writers = name === 'score-write-10' ? await scoreWriters(database.db, main.id, sign) : [];
    // The cost curve's courses (bench/cost-curve.ts), when the database holds them: the score page as it samples it.
    const costCourse = async (size: number, list = coldScorePaths) => {
      const [course] = await database.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.alias, `bench-${size}`));
      return course ? list(course.id, size) : [];
    };
    // The certificate PDFs as bench/course-stats.ts asks them (public, each request another certificate), over every
    // issued certificate instead of its first 200.
    const certificatePaths =
      name === 'certificate-pdf'
        ? (await database.db.select({ publicId: certificates.publicId }).from(certificates)).map((row) =>
            certificatePdfPath(row.publicId),
          )
        : [];
    const all: Record<string, Scenario> = {
      health: { connections: 10, paths: ['/api/v2/health'] },
      session: { connections: 10, paths: ['/api/v2/session'], tokens },
      'score-hot': { connections: 50, paths: hotScorePaths(main.id), tokens },
      'score-304': { connections: 10, paths: hotScorePaths(main.id), tokens, etags: true },
      'score-cold': { connections: 10, paths: coldScorePaths(main.id, 10_000), tokens, cold: true },
      'score-cold-1k': { connections: 10, paths: await costCourse(1_000), tokens: adminTokens, cold: true },
      'score-cold-50k': { connections: 10, paths: await costCourse(50_000), tokens: adminTokens, cold: true },
      'students-cold-1k': {
        connections: 10,
        paths: await costCourse(1_000, coldStudentPaths),
        tokens: adminTokens,
        cold: true,
      },
      'students-cold-50k': {
        connections: 10,
        paths: await costCourse(50_000, coldStudentPaths),
        tokens: adminTokens,
        cold: true,
      },
      'students-cold': { connections: 10, paths: coldStudentPaths(main.id, 10_000), tokens: adminTokens, cold: true },
      'search-cold': { connections: 10, paths: coldSearchPaths(), tokens: managerTokens, cold: true },
      'registry-cold': { connections: 10, paths: coldRegistryPaths(courseIds), tokens: managerTokens, cold: true },
      'score-write': {
        connections: 1,
        method: 'POST',
        tokens: managerTokens,
        paths: scoreTargets.map((target) => `/api/v2/course/${main.id}/students/score/${target}`),
        bodies: Array.from({ length: 51 }, (_, i) => JSON.stringify({ score: 40 + i })),
      },
      'score-write-10': { connections: 10, writers },
      'certificate-pdf': { connections: 4, paths: certificatePaths },
      'schedule-cold': {
        connections: 10,
        paths: [`/api/v2/courses/${main.id}/schedule`],
        tokens: scheduleViewers,
        cold: true,
      },
    };
    const scenario = all[name];
    if (!scenario) throw new Error(`Unknown scenario "${name}": one of ${Object.keys(all).join(', ')}.`);
    return scenario;
  } finally {
    await database.close();
  }
}

// The ETag of each path as the first token got it (the revalidation sends it back).
async function etagsOf(paths: string[], token: string): Promise<Record<string, string>[]> {
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      const etag = response.headers.get('etag');
      const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
      return headers;
    }),
  );
}

// Against a server that is not this one (npm start on PROFILE_PORT, say), there is no CPU to read: it reads as zero.
const cpuSinceMark = async () => {
  const response = await fetch(`${origin}${CPU_PATH}`);
  const none = { cpuMicros: 0, user: 0, requests: 0 };
  if (!response.headers.get('content-type')?.includes('application/json')) return (await response.arrayBuffer(), none);
  return (await response.json()) as typeof none;
};

async function drive(name: string, seconds: number): Promise<void> {
  const scenario = await scenarios(name);
  const pathHeaders = scenario.etags ? await etagsOf(scenario.paths ?? [], scenario.tokens?.[0] ?? '') : undefined;
  await cpuSinceMark();
  if (scenario.writers) return driveWriters(name, scenario.writers, seconds);
  const result = await measure(name, `${origin}${scenario.paths?.[0] ?? '/api/v2/health'}`, {
    connections: scenario.connections,
    seconds,
    paths: scenario.paths,
    tokens: scenario.tokens,
    cold: scenario.cold,
    pathHeaders,
    method: scenario.method,
    bodies: scenario.bodies,
  });
  const cpu = await cpuSinceMark();
  const perRequest = cpu.requests ? cpu.cpuMicros / cpu.requests : 0;
  console.log(
    `${name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
      `errors ${result.errors}, non-2xx ${result.non2xx}, 304 ${result.notModified}; server CPU ` +
      `${Math.round(perRequest)} µs/request over ${cpu.requests} requests`,
  );
}

// score-write-10: the writers of bench/score-writes.ts, then the stored ranks against a fresh ranking.
async function driveWriters(name: string, writers: ScoreWriter[], seconds: number): Promise<void> {
  // Each drive (a process of its own) shifts the scores by the clock, so that it does not write again what the last
  // drive left (score-writes.ts).
  const result = await measureConcurrentScoreWrites(origin, writers, seconds, Math.floor(Date.now() / 1000) % 97);
  const cpu = await cpuSinceMark();
  const database = await openPostgres(process.env.DATABASE_URL ?? '');
  const [main] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const ranks = await checkRanks(database.db, main.id);
  await database.close();
  console.log(
    `${name}: ${result.requestsPerSecond} writes/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ` +
      `${result.errors}, non-2xx ${result.non2xx}${result.firstFailure ? ` (${result.firstFailure})` : ''}; server ` +
      `CPU ${Math.round(cpu.requests ? cpu.cpuMicros / cpu.requests : 0)} µs/request over ${cpu.requests} requests; ` +
      `ranks ${ranks.rankMismatches} and totals ${ranks.totalMismatches} off of ${ranks.students}`,
  );
}

const [mode, scenarioName, seconds] = process.argv.slice(2);
(mode === 'drive' ? drive(scenarioName ?? 'health', Number(seconds ?? 5)) : serve()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
