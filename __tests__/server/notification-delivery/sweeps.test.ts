import { and, eq, inArray } from 'drizzle-orm';
import {
  courseTasks,
  crossCheckPairs,
  notificationOutbox,
  scheduleChanges,
  students,
  taskSolutions,
} from '@/server/db/schema';
import { backgroundJobs, runSweep } from '@/server/modules/background';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent } from '../../support/server/course-people';
import { crossCheckTask, DAY, HOUR, review, submitters } from '../../support/server/cross-check-lifecycle';
import { addNotification, connect } from '../../support/server/notifications';
import { insertCourseEvent, insertCourseTask } from '../../support/server/schedule';
import { addCourse, addCourseUser, addMentor, addUser } from '../../support/server/school';

// rules.md R2.2 (e) the hourly schedule digest (R20.9) and (f) cross-check review reminders (R20.8), called with an
// injected clock. The templates print the data they get, so the tests read it back from the outbox bodies.
let ctx: TestContext;
const job = (name: string) => backgroundJobs.filter((entry) => entry.name === name);
const sweep = (name: string, at: Date) => runSweep(ctx.db, { now: at, log: () => undefined }, job(name));
// The rendered template, without the e-mail layout around it.
const bodiesOf = async (notificationId: string, userIds: number[]) =>
  (
    await ctx.db
      .select({ userId: notificationOutbox.userId, body: notificationOutbox.body })
      .from(notificationOutbox)
      .where(and(inArray(notificationOutbox.userId, userIds), eq(notificationOutbox.notificationId, notificationId)))
      .orderBy(notificationOutbox.id)
  ).map((row) => ({ ...row, body: /<div[^>]*>(.*?)<\/div>/.exec(row.body)?.[1] ?? row.body }));
let mail = 0;
const reachable = async (userId: number) => {
  mail += 1;
  await connect(ctx.db, userId, 'email', `person-${mail}@example.org`);
  return userId;
};
const person = async () => reachable((await addUser(ctx.db)).id);

beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, {
    id: 'courseScheduleChange',
    templates: {
      email: {
        subject: 'Schedule',
        body:
          'courseScheduleChange{{#each courses}}[{{course.name}}:{{#each changes}}{{type}}|{{name}}' +
          '{{#each fields}}|{{field}}={{previous}}>{{current}}{{/each}};{{/each}}]{{/each}}',
      },
    },
  });
  await addNotification(ctx.db, {
    id: 'crossCheckDeadline',
    templates: {
      email: {
        subject: 'Reviews',
        body: 'crossCheckDeadline {{courseTask.name}} left={{reviewsLeft}} {{formatDateTime courseTask.crossCheckEndDate}} {{{reviewLink}}}',
      },
    },
  });
});
afterAll(() => ctx.close());

describe('R20.9 hourly schedule-change digest', () => {
  const NAME = 'schedule change digest';
  let running: { id: number; name: string };
  let second: { id: number; name: string };
  let people: Record<string, number>;

  beforeAll(async () => {
    const startDate = new Date(ctx.clock.now().getTime() - 30 * DAY);
    running = await addCourse(ctx.db, { startDate });
    second = await addCourse(ctx.db, { startDate });
    people = {
      student: await person(),
      expelledStudent: await person(),
      mentor: await person(),
      expelledMentor: await person(),
      manager: await person(),
      both: await person(),
      outsider: await person(),
    };
    const enrol = (userId: number, courseId: number, isExpelled = false) =>
      enrolStudent(ctx, courseId, { isExpelled }).then(({ studentId }) =>
        ctx.db.update(students).set({ userId }).where(eq(students.id, studentId)),
      );
    await enrol(people.student, running.id);
    await enrol(people.expelledStudent, running.id, true);
    await addMentor(ctx.db, running.id, people.mentor);
    await addMentor(ctx.db, running.id, people.expelledMentor, { isExpelled: true });
    await addCourseUser(ctx.db, running.id, people.manager, { isManager: true });
    await enrol(people.both, running.id);
    await addMentor(ctx.db, second.id, people.both);
  });

  it('sends one digest per person over his running courses, after the hour, then marks every row notified', async () => {
    const now = ctx.clock.now().getTime();
    const lastHour = new Date(Math.floor(now / HOUR) * HOUR - 10 * 60_000);
    const thisHour = new Date(Math.floor(now / HOUR) * HOUR + 60_000);
    const task = await insertCourseTask(ctx.db, running.id, { name: 'Songbird' });
    const event = await insertCourseEvent(ctx.db, running.id, { name: 'Kick-off', dateTime: new Date(now) });
    const finished = await addCourse(ctx.db, { completed: true, startDate: new Date(now - 100 * DAY) });
    const change = (values: Partial<typeof scheduleChanges.$inferInsert>) => ({
      courseId: running.id,
      entityType: 'courseTask' as const,
      entityId: task.id,
      operation: 'update' as const,
      createdAt: lastHour,
      ...values,
    });
    const rows = await ctx.db
      .insert(scheduleChanges)
      .values([
        change({ operation: 'insert', current: { taskId: task.taskId, studentEndDate: '2026-03-10T00:00:00.000Z' } }),
        change({
          previous: { taskId: task.taskId, studentEndDate: '2026-03-10T00:00:00.000Z', maxScore: 100 },
          current: { taskId: task.taskId, studentEndDate: '2026-03-12T00:00:00.000Z', maxScore: 100 },
        }),
        change({ previous: { crossCheckStatus: 'initial' }, current: { crossCheckStatus: 'distributed' } }),
        change({
          entityType: 'courseEvent',
          entityId: event.id,
          operation: 'remove',
          previous: { eventId: event.eventId, place: 'Hall' },
        }),
        change({ courseId: second.id, operation: 'insert', current: { taskId: task.taskId } }),
        change({ courseId: finished.id, operation: 'insert', current: { taskId: task.taskId } }),
        change({ createdAt: thisHour, operation: 'remove', previous: { taskId: task.taskId } }),
      ])
      .returning({ id: scheduleChanges.id });

    const [report] = await sweep(NAME, new Date(now));
    expect(report.summary).toEqual({ changes: 6, recipients: 4, unsent: 1 });
    const runningDigest =
      `[${running.name}:new task|Songbird;changed task|Songbird|studentEndDate=2026-03-10T00:00:00.000Z>` +
      `2026-03-12T00:00:00.000Z;cross-check started|Songbird;removed event|Kick-off;]`;
    const bodies = await bodiesOf('courseScheduleChange', Object.values(people));
    expect(bodies.map((row) => [row.userId, row.body]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      [
        [people.student, `courseScheduleChange${runningDigest}`],
        [people.mentor, `courseScheduleChange${runningDigest}`],
        [people.manager, `courseScheduleChange${runningDigest}`],
        [people.both, `courseScheduleChange${runningDigest}[${second.name}:new task|Songbird;]`],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const notified = await ctx.db
      .select({ id: scheduleChanges.id, notifiedAt: scheduleChanges.notifiedAt })
      .from(scheduleChanges)
      .where(
        inArray(
          scheduleChanges.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(scheduleChanges.id);
    expect(notified.map((row) => row.notifiedAt !== null)).toEqual([true, true, true, true, true, true, false]);

    // Idempotent within the hour; the running hour's row goes out after it.
    expect((await sweep(NAME, new Date(now + 60_000)))[0].summary).toEqual({ changes: 0, recipients: 0 });
    const [next] = await sweep(NAME, new Date(Math.floor(now / HOUR) * HOUR + HOUR + 1000));
    expect(next.summary).toMatchObject({ changes: 1, recipients: 4 });
  });
});

describe('R20.8 cross-check deadline reminders', () => {
  const NAME = 'remind cross-check reviewers';

  async function distributedTask(courseId: number, crossCheckEndDate: Date) {
    const taskId = await crossCheckTask(ctx, courseId, {
      name: `Portfolio ${crossCheckEndDate.getTime()}`,
      studentEndDate: new Date(ctx.clock.now().getTime() - DAY),
      crossCheckEndDate,
      crossCheckStatus: 'distributed',
    });
    const [a, b, c, d] = await submitters(ctx, courseId, taskId, 4);
    for (const student of [a, b, c, d]) await reachable(student.user.id);
    const solutions = new Map(
      (await ctx.db.select().from(taskSolutions).where(eq(taskSolutions.courseTaskId, taskId))).map((row) => [
        row.studentId,
        row.id,
      ]),
    );
    const pair = (checker: typeof a, author: typeof a) => ({
      courseId,
      courseTaskId: taskId,
      taskSolutionId: solutions.get(author.studentId) as number,
      studentId: author.studentId,
      checkerId: checker.studentId,
    });
    await ctx.db.insert(crossCheckPairs).values([pair(a, b), pair(a, c), pair(b, a), pair(c, a), pair(d, a)]);
    await review(ctx.db, { courseTaskId: taskId, studentId: a.studentId, checkerId: c.studentId, score: 50 });
    await ctx.db.update(students).set({ isExpelled: true }).where(eq(students.id, d.studentId));
    return { taskId, reviewers: { a, b, c, d } };
  }

  it('reminds active reviewers with unwritten reviews once, when the review window closes within 24 h', async () => {
    const now = ctx.clock.now().getTime();
    const course = await addCourse(ctx.db, { startDate: new Date(now - 30 * DAY) });
    const soon = await distributedTask(course.id, new Date(now + 12 * HOUR));
    const later = await distributedTask(course.id, new Date(now + 30 * HOUR));
    const over = await distributedTask(course.id, new Date(now - HOUR));
    const [report] = await sweep(NAME, new Date(now));
    expect(report.summary).toEqual({ reminded: [soon.taskId], recipients: 2 });
    const users = (task: typeof soon) => Object.values(task.reviewers).map((reviewer) => reviewer.user.id);
    const sent = await bodiesOf('crossCheckDeadline', users(soon));
    const name = `Portfolio ${now + 12 * HOUR}`;
    const link = `/course/student/cross-check-review?course=${course.alias}&taskId=${soon.taskId}`;
    expect(sent.map((row) => [row.userId, row.body])).toEqual([
      [soon.reviewers.a.user.id, expect.stringContaining(`crossCheckDeadline ${name} left=2`)],
      [soon.reviewers.b.user.id, expect.stringContaining(`crossCheckDeadline ${name} left=1`)],
    ]);
    expect(sent[0].body).toContain(link);
    const [task] = await ctx.db.select().from(courseTasks).where(eq(courseTasks.id, soon.taskId));
    expect(task.crossCheckReminderSentAt).toEqual(new Date(now));

    // Once per task: later sweeps leave it; the next task is reminded when its end enters the next 24 h.
    expect((await sweep(NAME, new Date(now + HOUR)))[0].summary).toEqual({ reminded: [], recipients: 0 });
    const [next] = await sweep(NAME, new Date(now + 7 * HOUR));
    expect(next.summary).toEqual({ reminded: [later.taskId], recipients: 2 });
    expect(await bodiesOf('crossCheckDeadline', users(soon))).toHaveLength(2);
    expect(await bodiesOf('crossCheckDeadline', users(over))).toEqual([]);
  });
});
