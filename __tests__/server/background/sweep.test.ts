import { eq, inArray } from 'drizzle-orm';
import { courseTasks, crossCheckPairs, loginStates, taskVerifications } from '@/server/db/schema';
import { backgroundJobs, runSweep, type BackgroundJob } from '@/server/modules/background';
import { seededRandom } from '@/server/seed/random';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { crossCheckTask, DAY, HOUR, submitters } from '../../support/server/cross-check-lifecycle';

// rules.md R2: the background sweep, called directly with an injected clock (R2.3).
let ctx: TestContext;
let course: StaffedCourse;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const sweep = (jobs?: readonly BackgroundJob[]) =>
  runSweep(ctx.db, { now: ctx.clock.now(), log: () => undefined, random: seededRandom(1) }, jobs);
const statusOf = async (id: number) =>
  (await ctx.db.select().from(courseTasks).where(eq(courseTasks.id, id)))[0].crossCheckStatus;

describe('R2 job registry', () => {
  it('lists the jobs of R2.2 in order, each with its own lock key', () => {
    expect(backgroundJobs.map((job) => job.name)).toEqual([
      'distribute due cross-checks',
      'complete due cross-checks',
      'cancel stale verifications',
      'deliver notification outbox',
      'schedule change digest',
      'remind cross-check reviewers',
      'delete expired login states',
    ]);
    const keys = backgroundJobs.map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('R2.2 (a) distribute due cross-checks', () => {
  it('distributes every due task once, leaves a small cohort initial, and skips tasks not yet due', async () => {
    const now = ctx.clock.now().getTime();
    const ended = { studentStartDate: new Date(now - 7 * DAY), studentEndDate: new Date(now - HOUR) };
    const due = await crossCheckTask(ctx, course.id, ended);
    await submitters(ctx, course.id, due, 5);
    const small = await crossCheckTask(ctx, course.id, ended);
    await submitters(ctx, course.id, small, 2);
    const open = await crossCheckTask(ctx, course.id);
    await submitters(ctx, course.id, open, 5);
    const disabled = await crossCheckTask(ctx, course.id, { ...ended, disabled: true });
    await submitters(ctx, course.id, disabled, 5);

    const [distribution] = await sweep();
    expect(distribution.status).toBe('ran');
    expect(distribution.summary?.distributed).toEqual([due]);
    expect(distribution.summary?.skipped).toEqual([
      { courseTaskId: small, reason: 'At least 3 submissions are needed to distribute a cross-check' },
    ]);
    expect([await statusOf(due), await statusOf(small), await statusOf(open), await statusOf(disabled)]).toEqual([
      'distributed',
      'initial',
      'initial',
      'initial',
    ]);
    const pairs = () => ctx.db.select().from(crossCheckPairs).where(eq(crossCheckPairs.courseTaskId, due));
    expect(await pairs()).toHaveLength(10);

    // Idempotent: a second sweep distributes nothing twice.
    const [again] = await sweep();
    expect(again.summary?.distributed).toEqual([]);
    expect(await pairs()).toHaveLength(10);
  });
});

describe('R2.2 (b) complete due cross-checks', () => {
  it('completes distributed tasks past their review deadline through completeCrossCheck', async () => {
    const now = ctx.clock.now().getTime();
    const taskId = await crossCheckTask(ctx, course.id, {
      studentStartDate: new Date(now - 14 * DAY),
      studentEndDate: new Date(now - 7 * DAY),
      crossCheckEndDate: new Date(now - HOUR),
    });
    await submitters(ctx, course.id, taskId, 3);
    const notDue = await crossCheckTask(ctx, course.id, {
      studentStartDate: new Date(now - 14 * DAY),
      studentEndDate: new Date(now - 7 * DAY),
      crossCheckEndDate: new Date(now + HOUR),
      crossCheckStatus: 'distributed',
    });
    const reports = await sweep(backgroundJobs.slice(0, 2));
    expect(reports.map((report) => report.status)).toEqual(['ran', 'ran']);
    expect(reports[0].summary?.distributed).toContain(taskId);
    expect(reports[1].summary?.completed).toEqual([taskId]);
    expect(await statusOf(taskId)).toBe('completed');
    expect(await statusOf(notDue)).toBe('distributed');
    const [again] = await sweep(backgroundJobs.slice(1, 2));
    expect(again.summary).toEqual({ completed: [], skipped: [] });
  });
});

describe('R2.2 (c) and (g)', () => {
  it('cancels verifications pending for over an hour and deletes expired login states', async () => {
    const now = ctx.clock.now().getTime();
    const taskId = await crossCheckTask(ctx, course.id, { checker: 'auto-test' });
    const { studentId } = await enrolStudent(ctx, course.id);
    const [stale, fresh] = await ctx.db
      .insert(taskVerifications)
      .values([
        { studentId, courseTaskId: taskId, updatedAt: new Date(now - 2 * HOUR) },
        { studentId, courseTaskId: taskId, updatedAt: new Date(now - 10 * 60_000) },
      ])
      .returning({ id: taskVerifications.id });
    await ctx.db.insert(loginStates).values([
      { id: 'expired-state', data: {}, expiresAt: new Date(now - 1000) },
      { id: 'live-state', data: {}, expiresAt: new Date(now + HOUR) },
    ]);
    const reports = await sweep(
      backgroundJobs.filter((job) => ['cancel stale verifications', 'delete expired login states'].includes(job.name)),
    );
    expect(reports.map((report) => [report.status, report.summary])).toEqual([
      ['ran', { canceled: 1 }],
      ['ran', { deleted: 1 }],
    ]);
    const rows = await ctx.db
      .select({ id: taskVerifications.id, status: taskVerifications.status, details: taskVerifications.details })
      .from(taskVerifications)
      .where(inArray(taskVerifications.id, [stale.id, fresh.id]));
    expect(rows.sort((a, b) => a.id - b.id).map((row) => [row.status, row.details])).toEqual([
      ['canceled', 'Verification timed out'],
      ['pending', null],
    ]);
    expect((await ctx.db.select({ id: loginStates.id }).from(loginStates)).map((row) => row.id)).toEqual([
      'live-state',
    ]);
  });

  it('logs a failing job and still runs the next one', async () => {
    const logged: string[] = [];
    const failing: BackgroundJob = {
      name: 'failing',
      lockKey: 901,
      run: async () => {
        throw new Error('boom');
      },
    };
    const reports = await runSweep(
      ctx.db,
      { now: ctx.clock.now(), log: (_level, message) => void logged.push(message) },
      [failing, backgroundJobs[3]],
    );
    expect(reports.map((report) => report.status)).toEqual(['failed', 'ran']);
    expect(logged).toEqual(['Background job "failing" failed']);
  });
});
