import { eq, inArray, sql } from 'drizzle-orm';
import { openPostgres, type Database } from '@/server/db/client';
import { crossCheckPairs, loginStates, taskVerifications } from '@/server/db/schema';
import { backgroundJobs, runSweep, type BackgroundJob, type JobReport } from '@/server/modules/background';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse } from '../../support/server/course-people';
import { crossCheckTask, DAY, HOUR, submitters } from '../../support/server/cross-check-lifecycle';
import { databaseUrlFor, testDatabaseUrl } from '../../support/server/database';

// DESIGN.md "Tests", rules.md R2.1: two app instances (two connection pools) sweep one PostgreSQL database at the same
// time; the advisory locks let exactly one of them run each job, so every effect happens once. Needs a real server
// (TEST_DATABASE_URL, as CI sets it): the embedded database has one connection and nothing to race.
const serverUrl = testDatabaseUrl();
const describeOnPostgres = serverUrl ? describe : describe.skip;

describeOnPostgres('two instances sweeping one database', () => {
  let ctx: TestContext;
  let second: Database;

  beforeAll(async () => {
    ctx = await createTestContext();
    const result = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    second = await openPostgres(databaseUrlFor(serverUrl as string, result.rows[0].name));
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  const deps = () => ({ now: ctx.clock.now(), log: () => undefined });
  const both = (jobs?: readonly BackgroundJob[]) =>
    Promise.all([runSweep(ctx.db, deps(), jobs), runSweep(second.db, deps(), jobs)]);

  it('runs a job on one instance while the other finds it locked', async () => {
    const runs: string[] = [];
    const slow = (instance: string): BackgroundJob => ({
      name: 'slow',
      lockKey: 900,
      run: async (tx) => {
        runs.push(instance);
        await tx.execute(sql`select pg_sleep(0.3)`);
        return {};
      },
    });
    const [first, other] = await Promise.all([
      runSweep(ctx.db, deps(), [slow('first')]),
      runSweep(second.db, deps(), [slow('second')]),
    ]);
    expect([first[0].status, other[0].status].sort()).toEqual(['locked', 'ran']);
    expect(runs).toHaveLength(1);
    // The lock ends with the transaction: the next sweep takes it again.
    expect((await runSweep(second.db, deps(), [slow('again')]))[0].status).toBe('ran');
  });

  it('distributes each due task exactly once and applies every other job once', async () => {
    const course = await staffedCourse(ctx);
    const now = ctx.clock.now().getTime();
    const due: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const taskId = await crossCheckTask(ctx, course.id, {
        studentStartDate: new Date(now - 7 * DAY),
        studentEndDate: new Date(now - HOUR),
      });
      await submitters(ctx, course.id, taskId, 6);
      due.push(taskId);
    }
    const { studentId } = await enrolStudent(ctx, course.id);
    await ctx.db
      .insert(taskVerifications)
      .values(
        Array.from({ length: 3 }, () => ({ studentId, courseTaskId: due[0], updatedAt: new Date(now - 2 * HOUR) })),
      );
    await ctx.db
      .insert(loginStates)
      .values(Array.from({ length: 5 }, (_, i) => ({ id: `expired-${i}`, data: {}, expiresAt: new Date(now - 1000) })));

    const reports = (await both()).flat();
    const summed = (name: string, pick: (report: JobReport) => number[] | number) =>
      reports
        .filter((report) => report.name === name && report.status === 'ran')
        .flatMap((report) => {
          const value = pick(report);
          return Array.isArray(value) ? value : [value];
        });
    expect(reports.filter((report) => report.status === 'failed')).toEqual([]);
    const distributed = summed('distribute due cross-checks', (report) => report.summary?.distributed as number[]);
    expect(distributed.sort((a, b) => a - b)).toEqual(due);
    const canceled = summed('cancel stale verifications', (report) => report.summary?.canceled as number);
    expect(canceled.reduce((sum, value) => sum + value, 0)).toBe(3);
    const deleted = summed('delete expired login states', (report) => report.summary?.deleted as number);
    expect(deleted.reduce((sum, value) => sum + value, 0)).toBe(5);

    const pairs = await ctx.db
      .select({ courseTaskId: crossCheckPairs.courseTaskId })
      .from(crossCheckPairs)
      .where(inArray(crossCheckPairs.courseTaskId, due));
    for (const taskId of due) expect(pairs.filter((pair) => pair.courseTaskId === taskId)).toHaveLength(12);
    const pending = await ctx.db.select().from(taskVerifications).where(eq(taskVerifications.status, 'pending'));
    expect(pending).toEqual([]);
  });

  it('keeps the effects single over many concurrent sweeps', async () => {
    const course = await staffedCourse(ctx);
    const now = ctx.clock.now().getTime();
    const taskId = await crossCheckTask(ctx, course.id, {
      studentStartDate: new Date(now - 7 * DAY),
      studentEndDate: new Date(now - HOUR),
    });
    await submitters(ctx, course.id, taskId, 9);
    const rounds = await Promise.all(Array.from({ length: 3 }, () => both(backgroundJobs.slice(0, 1))));
    const distributions = rounds
      .flat(2)
      .flatMap((report) => (report.summary?.distributed as number[] | undefined) ?? [])
      .filter((id) => id === taskId);
    expect(distributions).toEqual([taskId]);
    const pairs = await ctx.db.select().from(crossCheckPairs).where(eq(crossCheckPairs.courseTaskId, taskId));
    expect(pairs).toHaveLength(36);
  });
});
