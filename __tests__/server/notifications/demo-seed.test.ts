import { and, eq, isNull } from 'drizzle-orm';
import {
  courses,
  courseTasks,
  notificationChannelSettings,
  notificationOutbox,
  notifications,
  notificationUserConnections,
  students,
  taskResults,
  users,
} from '@/server/db/schema';
import { writeTaskResult } from '@/server/modules/scores';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';
import { outboxOf } from '../../support/server/notifications';

// The demo seed's notification catalogue (R20.1) and e-mail connections: a score write for the student persona in
// the running course enqueues a taskGrade e-mail (R3.1, R20.2); seeding itself leaves the outbox empty.
let ctx: TestContext;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 20, mentors: 2, tasks: 8 }, 7, seedAt);
});
afterAll(() => ctx.close());

it('seeds the enabled catalogue with an e-mail, telegram and Discord template each', async () => {
  const rows = await ctx.db
    .select({ id: notifications.id, enabled: notifications.enabled, channel: notificationChannelSettings.channelId })
    .from(notifications)
    .innerJoin(notificationChannelSettings, eq(notificationChannelSettings.notificationId, notifications.id));
  for (const id of ['taskGrade', 'taskDeadline', 'courseScheduleChange']) {
    expect(
      rows
        .filter((row) => row.id === id && row.enabled)
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['discord', 'email', 'telegram']);
  }
  expect(await ctx.db.$count(notificationOutbox)).toBe(0);
});

it('a new score for the student persona enqueues a taskGrade e-mail to his contact address', async () => {
  const [student] = await ctx.db
    .select({ id: students.id, userId: students.userId, courseId: students.courseId })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .where(and(eq(users.githubId, 'student'), eq(courses.alias, 'js-fe-2026')));
  const [connection] = await ctx.db
    .select()
    .from(notificationUserConnections)
    .where(eq(notificationUserConnections.userId, student.userId));
  expect(connection).toMatchObject({ channelId: 'email', enabled: true });

  const [open] = await ctx.db
    .select({ id: courseTasks.id })
    .from(courseTasks)
    .leftJoin(taskResults, and(eq(taskResults.courseTaskId, courseTasks.id), eq(taskResults.studentId, student.id)))
    .where(and(eq(courseTasks.courseId, student.courseId), eq(courseTasks.disabled, false), isNull(taskResults.id)));
  await ctx.db.transaction((tx) =>
    writeTaskResult(tx, { studentId: student.id, courseTaskId: open.id, score: 1, authorId: 1 }, seedAt),
  );
  const [row] = await outboxOf(ctx.db, student.userId, 'taskGrade');
  expect(row).toMatchObject({ channelId: 'email', recipient: connection.externalId, status: 'pending' });
  expect(row.body).toContain('/course/student/dashboard?course&#x3D;js-fe-2026');
});
