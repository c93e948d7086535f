import { taskSolutions } from '@/server/db/schema';
import { findDeadlineReminders } from '@/server/modules/course-tasks';
import { writeTaskResult } from '@/server/modules/scores';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent } from '../../support/server/course-people';
import { addNotification, connect, outboxOf } from '../../support/server/notifications';
import { addCourse, addCourseTask } from '../../support/server/school';

// access.md §14 POST /tasks/notify/changes and rules.md R20.8 deadline reminders (now = 2026-03-01T10:00Z).
let ctx: TestContext;
const HOUR = 60 * 60 * 1000;
let remindedUserIds: number[];
let dueSoon: number;
let dueTomorrow: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const now = ctx.clock.now().getTime();
  const at = (hours: number) => new Date(now + hours * HOUR);
  const running = await addCourse(ctx.db, { startDate: at(-24 * 30), endDate: at(24 * 60) });
  const completed = await addCourse(ctx.db, { startDate: at(-24 * 30), endDate: at(24 * 60), completed: true });
  dueSoon = await addCourseTask(ctx.db, running.id, { studentStartDate: at(-48), studentEndDate: at(10) });
  dueTomorrow = await addCourseTask(ctx.db, running.id, { studentStartDate: at(-48), studentEndDate: at(30) });
  // Outside the window or not eligible: too close, too far, not started, disabled, in a completed course.
  await addCourseTask(ctx.db, running.id, { studentStartDate: at(-48), studentEndDate: at(0.5) });
  await addCourseTask(ctx.db, running.id, { studentStartDate: at(-48), studentEndDate: at(100) });
  await addCourseTask(ctx.db, running.id, { studentStartDate: at(2), studentEndDate: at(12) });
  await addCourseTask(ctx.db, running.id, { studentStartDate: at(-48), studentEndDate: at(12), disabled: true });
  await addCourseTask(ctx.db, completed.id, { studentStartDate: at(-48), studentEndDate: at(12) });
  await enrolStudent(ctx, completed.id);

  const idle = await enrolStudent(ctx, running.id);
  const submitted = await enrolStudent(ctx, running.id);
  const scored = await enrolStudent(ctx, running.id);
  await enrolStudent(ctx, running.id, { isExpelled: true });
  await ctx.db.insert(taskSolutions).values([
    { courseTaskId: dueSoon, studentId: submitted.studentId, url: 'https://example.com/a' },
    { courseTaskId: dueTomorrow, studentId: submitted.studentId, url: 'https://example.com/b' },
  ]);
  await ctx.db.transaction((tx) =>
    writeTaskResult(tx, { studentId: scored.studentId, courseTaskId: dueSoon, score: 1, authorId: 0 }, ctx.clock.now()),
  );
  remindedUserIds = [idle.user.id, scored.user.id];
});
afterAll(() => ctx.close());

describe('R20.8 deadline reminders', () => {
  it('finds active students without solution or result for started tasks ending in [now + 1 h, now + N h]', async () => {
    const day = await findDeadlineReminders(ctx.db, 24, ctx.clock.now());
    expect(day.map((reminder) => reminder.userId)).toEqual([remindedUserIds[0]]);
    expect(day[0].tasks.map((task) => task.courseTaskId)).toEqual([dueSoon]);

    const twoDays = await findDeadlineReminders(ctx.db, 48, ctx.clock.now());
    expect(twoDays.map((reminder) => reminder.userId).sort()).toEqual([...remindedUserIds].sort());
    const idle = twoDays.find((reminder) => reminder.userId === remindedUserIds[0]);
    const scored = twoDays.find((reminder) => reminder.userId === remindedUserIds[1]);
    expect(idle?.tasks.map((task) => task.courseTaskId)).toEqual([dueSoon, dueTomorrow]);
    expect(scored?.tasks.map((task) => task.courseTaskId)).toEqual([dueTomorrow]);
  });

  it('answers 202 with the number of recipients and enqueues one taskDeadline per connected recipient', async () => {
    await addNotification(ctx.db, {
      id: 'taskDeadline',
      templates: {
        email: { subject: 'Deadlines', body: '{{#each tasks}}[{{name}} {{formatDateTime studentEndDate}}]{{/each}}' },
      },
    });
    // Only the idle student has an enabled e-mail connection (R20.2).
    await connect(ctx.db, remindedUserIds[0], 'email', 'idle@example.com');
    const response = await ctx.request('/api/v2/tasks/notify/changes', {
      method: 'POST',
      as: 'admin',
      body: { deadlineInHours: 48 },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recipients: 2 });

    const [row, ...rest] = await outboxOf(ctx.db, remindedUserIds[0], 'taskDeadline');
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      channelId: 'email',
      recipient: 'idle@example.com',
      subject: 'Deadlines',
      status: 'pending',
    });
    expect(row.body).toMatch(/\[Task \d+ 2026-03-01 20:00\]\[Task \d+ 2026-03-02 16:00\]/);
    // Useless after the earliest deadline it lists.
    expect(row.expireAt).toEqual(new Date('2026-03-01T20:00:00.000Z'));
    expect(await outboxOf(ctx.db, remindedUserIds[1], 'taskDeadline')).toEqual([]);
  });

  it.each([0, 169, 1.5])('refuses deadlineInHours %s with 400', async (deadlineInHours) => {
    const response = await ctx.request('/api/v2/tasks/notify/changes', {
      method: 'POST',
      as: 'admin',
      body: { deadlineInHours },
    });
    expect(response.status).toBe(400);
  });

  it('forbids a manager (admin only)', async () => {
    const response = await ctx.request('/api/v2/tasks/notify/changes', {
      method: 'POST',
      as: 'manager',
      body: { deadlineInHours: 24 },
    });
    expect(response.status).toBe(403);
  });
});
