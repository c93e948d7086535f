import Module from 'node:module';
import { createTestContext, readProblem, type TestContext } from './context';
import { addCourseTask } from './school';
import {
  HOUR,
  addSelfCheckTask,
  allCorrect,
  submitAttempt,
  verificationSetup,
  type VerificationSetup,
} from './verifications';

// rules.md R9.2, the gate of every attempt, run under a pinned process time zone: the server compares UTC instants,
// so a deadline holds to the second whatever zone the process runs in.
export function describeVerificationGate(expectedOffsetMinutes: number) {
  let ctx: TestContext;
  let setup: VerificationSetup;
  beforeAll(async () => {
    ctx = await createTestContext();
    setup = await verificationSetup(ctx);
  });
  afterAll(() => ctx.close());

  const start = new Date('2026-03-01T00:00:00.000Z');
  const end = new Date('2026-03-01T23:59:59.000Z');
  const submit = (taskId: number, body: unknown = { answers: allCorrect }) =>
    submitAttempt(ctx, setup.course.id, taskId, body, setup.student.user);

  it('runs in the pinned time zone', () => {
    expect(new Date(end).getTimezoneOffset()).toBe(expectedOffsetMinutes);
    // The local calendar day of the deadline differs from its UTC day in both pinned zones.
    expect(end.getDate() === end.getUTCDate() && start.getDate() === start.getUTCDate()).toBe(false);
  });

  it('answers 409 "Task has not started" one second before the start and accepts at the start', async () => {
    const taskId = await addSelfCheckTask(ctx, setup.course.id, {}, { start, end });
    ctx.clock.set(new Date(start.getTime() - 1000));
    const early = await submit(taskId);
    expect(early.status).toBe(409);
    expect((await readProblem(early)).detail).toBe('Task has not started');
    ctx.clock.set(start);
    expect((await submit(taskId)).status).toBe(201);
  });

  it('accepts at the deadline and answers 409 "Deadline has passed" one second after it', async () => {
    const taskId = await addSelfCheckTask(ctx, setup.course.id, {}, { start, end });
    ctx.clock.set(end);
    expect((await submit(taskId)).status).toBe(201);
    ctx.clock.set(new Date(end.getTime() + 1000));
    const late = await submit(taskId);
    expect(late.status).toBe(409);
    expect((await readProblem(late)).detail).toBe('Deadline has passed');
  });

  it('answers 429 with Retry-After while a pending check of the task is younger than an hour', async () => {
    const taskId = await addCourseTask(ctx.db, setup.course.id, {
      checker: 'auto-test',
      type: 'codewars',
      studentStartDate: start,
      studentEndDate: end,
    });
    ctx.clock.set(new Date(start.getTime() + 2 * HOUR));
    expect((await submit(taskId, {})).status).toBe(201);
    ctx.clock.advance(HOUR / 4);
    const refused = await submit(taskId, {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(45 * 60));
    ctx.clock.advance((3 * HOUR) / 4 + 1000);
    expect((await submit(taskId, {})).status).toBe(201);
  });
}

// Jest gives each test file a copy of process.env; the time zone is the real process's, reached through Node's own
// loader (as database.ts does), and restored after the file.
export function pinProcessTimeZone(zone: string) {
  const nodeLoader = Module as unknown as { _load: (request: string, parent: null, isMain: boolean) => unknown };
  const realProcess = nodeLoader._load('node:process', null, false) as NodeJS.Process;
  const previous = realProcess.env.TZ;
  realProcess.env.TZ = zone;
  afterAll(() => {
    if (previous === undefined) delete realProcess.env.TZ;
    else realProcess.env.TZ = previous;
  });
}
