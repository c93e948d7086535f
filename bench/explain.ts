// npx tsx bench/explain.ts (DATABASE_URL=postgres://…): DESIGN.md "Performance", "make the miss cheap". Seeds the large
// school when the database is empty (as bench/run.ts prepare() does, without the parts no list here reads), calls the
// list services for representative variants of each paged list through a drizzle instance that records every
// statement it sends, runs `EXPLAIN (ANALYZE, BUFFERS)` on each recorded statement with its parameters and writes
// bench/plans.md. The service's own time (SQL + JS, median of a few warm calls) stands beside the plans.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { openPostgres, type Db } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import * as schema from '../src/server/db/schema';
import { courses, students, users } from '../src/server/db/schema';
import { seedSchool } from '../src/server/seed';
import { listCourseStudentsJson } from '../src/server/modules/course-students/service/list-students';
import { courseStudentsQuerySchema } from '../src/server/modules/course-students/schemas';
import { registryPageQuery } from '../src/server/modules/mentor-registry/schemas';
import { listApplicationsJson } from '../src/server/modules/mentor-registry/service/list-applications';
import { scheduleJson } from '../src/server/modules/schedule/service/schedule-json';
import { scoreQuerySchema } from '../src/server/modules/scores/schemas';
import { listScores } from '../src/server/modules/scores/service/score-page';
import { findUsers } from '../src/server/modules/users/service/search-users';
import { extendLargeSchool } from './large-school';
import { extendScheduleTo } from './schedule-items';

const url = process.env.DATABASE_URL ?? '';
if (!url) throw new Error('Set DATABASE_URL to a scratch PostgreSQL database (it is seeded when empty).');
// PLANS_OUT: another file (a scratch copy while working); EXPLAIN_ONLY: the variants whose list or name contains it.
const output = path.resolve(process.cwd(), process.env.PLANS_OUT ?? 'bench/plans.md');
const only = process.env.EXPLAIN_ONLY?.trim().toLowerCase();
const WARM_CALLS = 5;

async function seedIfEmpty() {
  const database = await openPostgres(url);
  await runMigrations(database);
  const [{ total }] = await database.db.select({ total: count() }).from(users);
  if (total === 0) {
    await seedSchool(database.db, { students: 10_000, mentors: 300, tasks: 60 });
    await extendLargeSchool(database.db);
    const [main] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
    await extendScheduleTo(database.db, main.id, 200);
  }
  await database.db.execute(sql`analyze`);
  await database.close();
}

type Statement = { sql: string; params: unknown[] };

// A drizzle instance whose logger keeps every statement (text and parameters) that the services send.
function recordingDb(pool: Pool) {
  const sent: Statement[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text: string, params: unknown[]) => sent.push({ sql: text, params }) },
  }) as unknown as Db;
  return { db, sent };
}

type Variant = { list: string; name: string; run: (db: Db) => Promise<unknown> };

async function variants(db: Db): Promise<Variant[]> {
  const [main] = await db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const courseId = main.id;
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.courseId, courseId), eq(students.isExpelled, false)))
    .orderBy(asc(students.id))
    .limit(1);
  const admin = { id: 1, githubId: 'admin', isAdmin: true, isHirer: false, courses: {} };
  const registryQuery = z.object(registryPageQuery);
  const studentsPage = (name: string, query: Record<string, string>): Variant => ({
    list: 'Course students',
    name,
    run: async (db) =>
      (
        await listCourseStudentsJson(
          db,
          courseId,
          courseStudentsQuerySchema.parse({ current: '1', pageSize: '100', ...query }),
        )
      ).json,
  });
  const registryPage = (name: string, query: Record<string, string>): Variant => ({
    list: 'Mentor registry',
    name,
    run: (db) => {
      const parsed = registryQuery.parse({ pageSize: '100', ...query });
      return listApplicationsJson(db, { isAdmin: true, staffCourseIds: [], managedCourseIds: [] }, parsed, parsed);
    },
  });
  const userSearch = (text: string): Variant => ({
    list: 'User search',
    name: `query=${text}`,
    run: (db) => findUsers(db, admin, text),
  });
  const scorePage = (name: string, query: Record<string, string>): Variant => ({
    list: 'Score page',
    name,
    run: (db) =>
      listScores(
        db,
        courseId,
        scoreQuerySchema.parse({
          activeOnly: 'false',
          orderBy: 'totalScore',
          orderDirection: 'desc',
          current: '1',
          pageSize: '100',
          ...query,
        }),
      ),
  });
  const now = new Date('2026-11-26T00:00:00Z');
  return [
    studentsPage('default (totalScore desc), page 1', {}),
    studentsPage('rank asc, page 2', { orderBy: 'rank', orderDirection: 'asc', current: '2' }),
    studentsPage('name asc, page 3', { orderBy: 'name', orderDirection: 'asc', current: '3' }),
    studentsPage('cityName desc, page 4', { orderBy: 'cityName', orderDirection: 'desc', current: '4' }),
    studentsPage('mentor asc, page 5', { orderBy: 'mentor', orderDirection: 'asc', current: '5' }),
    studentsPage('active, totalScore desc, search=iva', { status: 'active', search: 'iva' }),
    studentsPage('active, totalScore desc, search=so', { status: 'active', search: 'so' }),
    studentsPage('name asc, search=Warsaw', { orderBy: 'name', orderDirection: 'asc', search: 'Warsaw' }),
    studentsPage('githubId asc, page 50', { orderBy: 'githubId', orderDirection: 'asc', current: '50' }),
    registryPage('status=all, page 1', { status: 'all', currentPage: '1' }),
    registryPage('status=new, technicalMentoring=JavaScript, page 2', {
      status: 'new',
      currentPage: '2',
      technicalMentoring: 'JavaScript',
    }),
    registryPage(`preferedCourses=${courseId}, cityName=in`, { preferedCourses: String(courseId), cityName: 'in' }),
    registryPage('technicalMentoring=AWS,Android, page 5', { currentPage: '5', technicalMentoring: 'AWS,Android' }),
    registryPage('githubId asc, githubId=bench-user-1', { orderBy: 'githubId', githubId: 'bench-user-1' }),
    ...['an', 'iva', 'pet', 'ivan pet', 'bench-user-4', 'anna iva', 'zzq'].map(userSearch),
    {
      list: 'Schedule',
      name: 'as a student (200 items)',
      run: async (db) => (await scheduleJson(db, courseId, student.id, now))?.json,
    },
    {
      list: 'Schedule',
      name: 'as staff (no student facts)',
      run: async (db) => (await scheduleJson(db, courseId, null, now))?.json,
    },
    scorePage('totalScore desc, page 1', {}),
    scorePage('rank asc, active, page 7', { orderBy: 'rank', orderDirection: 'asc', activeOnly: 'true', current: '7' }),
    scorePage('name asc, page 3', { orderBy: 'name', orderDirection: 'asc', current: '3' }),
    scorePage('cityName=Warsaw, mentor.githubId=demo-mentor-01', {
      cityName: 'Warsaw',
      'mentor.githubId': 'demo-mentor-01',
    }),
    scorePage('active, cityName=Riga, mentor.githubId=demo-mentor-123', {
      activeOnly: 'true',
      cityName: 'Riga',
      'mentor.githubId': 'demo-mentor-123',
    }),
    scorePage('githubId=12, crossCheckScore desc, page 2', {
      githubId: '12',
      orderBy: 'crossCheckScore',
      current: '2',
    }),
    scorePage('mentor desc, page 20', { orderBy: 'mentor', orderDirection: 'desc', current: '20' }),
    scorePage('totalScoreChangeDate asc, name=an', {
      orderBy: 'totalScoreChangeDate',
      orderDirection: 'asc',
      name: 'an',
    }),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function explain(pool: Pool, statement: Statement) {
  // The statement runs once unmeasured so that the recorded plan reads warm buffers, as a busy server would.
  await pool.query(statement.sql, statement.params);
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  const lines = result.rows.map((row) => row['QUERY PLAN']);
  const ms = (label: string) => Number(lines.find((line) => line.startsWith(label))?.replace(/[^\d.]/g, '') ?? NaN);
  return { lines, planning: ms('Planning Time'), execution: ms('Execution Time') };
}

async function main() {
  await seedIfEmpty();
  const pool = new Pool({ connectionString: url, max: 4 });
  const plain = drizzle({ client: pool, schema }) as unknown as Db;
  const sections: string[] = [];
  const summary: string[] = [];
  const chosen = (await variants(plain)).filter(
    (variant) => !only || `${variant.list}: ${variant.name}`.toLowerCase().includes(only),
  );
  for (const variant of chosen) {
    const { db, sent } = recordingDb(pool);
    const answer = await variant.run(db);
    const body = typeof answer === 'string' ? answer : JSON.stringify(answer);
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < WARM_CALLS; i++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await variant.run(plain);
      const used = process.cpuUsage(cpuStarted);
      cpu.push((used.user + used.system) / 1000);
      times.push(performance.now() - started);
    }
    const plans = [];
    for (const statement of sent) plans.push({ statement, ...(await explain(pool, statement)) });
    const execution = plans.reduce((sum, plan) => sum + plan.execution, 0);
    const planning = plans.reduce((sum, plan) => sum + plan.planning, 0);
    const serviceMs = median(times);
    const cpuMs = median(cpu);
    summary.push(
      `| ${variant.list} | ${variant.name} | ${plans.length} | ${execution.toFixed(2)} | ${planning.toFixed(2)} | ${serviceMs.toFixed(1)} | ${cpuMs.toFixed(1)} | ${body.length} |`,
    );
    sections.push(
      `### ${variant.list}: ${variant.name}\n\n` +
        plans
          .map(
            (plan, i) =>
              `Statement ${i + 1} of ${plans.length} (execution ${plan.execution} ms, planning ${plan.planning} ms), ` +
              `parameters ${JSON.stringify(plan.statement.params)}:\n\n` +
              '```sql\n' +
              plan.statement.sql +
              '\n```\n\n```\n' +
              plan.lines.join('\n') +
              '\n```\n',
          )
          .join('\n'),
    );
    console.log(
      `${variant.list}: ${variant.name}: ${execution.toFixed(2)} ms execution, service ${serviceMs.toFixed(1)} ms, Node CPU ${cpuMs.toFixed(1)} ms`,
    );
  }
  await pool.end();
  const header = [
    '# Plans of the paged lists on the large school',
    '',
    `Written by \`npx tsx bench/explain.ts\` on ${new Date().toISOString()} against PostgreSQL ` +
      '(10,000 students in one course, 60 tasks, 300 mentors, 50,000 users, 5,000 mentor applications, 200 schedule ' +
      'items). Each statement is the exact text and parameters a list service sent, run once to warm the buffers, ' +
      'then under `EXPLAIN (ANALYZE, BUFFERS)`. "Service ms" is the median of ' +
      `${WARM_CALLS} warm calls of the service function (SQL round trips and JS, no HTTP), on a machine shared with ` +
      'other work: read it as a rough figure, the plans as the exact one. "Node CPU ms" is the CPU time the Node process ' +
      'spent in one call (median; driver, parsing, mapping: what one request costs the one Node thread besides HTTP).',
    '',
    '| list | variant | statements | execution ms | planning ms | service ms | Node CPU ms | JSON bytes |',
    '|---|---|---|---|---|---|---|---|',
    ...summary,
    '',
  ].join('\n');
  writeFileSync(output, `${header}\n${sections.join('\n')}`);
  console.log(`Wrote ${output}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
