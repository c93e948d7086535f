import { and, eq, isNull } from 'drizzle-orm';
import {
  courses,
  courseTasks,
  mentors,
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
// the running course enqueues a taskGrade e-mail (R3.1, R20.2), a mentor change a mentor:assigned one (R13.5); seeding
// itself leaves the outbox empty. The mentor registry's notifications (R14.3, R14.5, R14.7) are in the catalogue too.
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

it('seeds mentor:assigned, mentorRegistrationApproval (and :submit under it) and the mentorsInvitation message', async () => {
  const rows = await ctx.db
    .select({
      id: notifications.id,
      type: notifications.type,
      parentId: notifications.parentId,
      channel: notificationChannelSettings.channelId,
    })
    .from(notifications)
    .innerJoin(notificationChannelSettings, eq(notificationChannelSettings.notificationId, notifications.id));
  const entry = (id: string) => {
    const own = rows.filter((row) => row.id === id);
    return { type: own[0]?.type, parentId: own[0]?.parentId, channels: own.map((row) => row.channel).sort() };
  };
  const everyChannel = ['discord', 'email', 'telegram'];
  expect(entry('mentor:assigned')).toEqual({ type: 'event', parentId: null, channels: everyChannel });
  expect(entry('mentorRegistrationApproval')).toEqual({ type: 'event', parentId: null, channels: everyChannel });
  expect(entry('mentorRegistrationApproval:submit')).toEqual({
    type: 'event',
    parentId: 'mentorRegistrationApproval',
    channels: everyChannel,
  });
  expect(entry('mentorsInvitation')).toEqual({ type: 'message', parentId: null, channels: ['email'] });
});

it('a mentor set for the student persona enqueues mentor:assigned to his contact address', async () => {
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const [student] = await ctx.db
    .select({ userId: students.userId, mentorId: students.mentorId })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(users.githubId, 'student'), eq(students.courseId, course.id)));
  const candidates = await ctx.db
    .select({ id: mentors.id, githubId: users.githubId })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(and(eq(mentors.courseId, course.id), eq(mentors.isExpelled, false)));
  const next = candidates.find((mentor) => mentor.id !== student.mentorId);
  const response = await ctx.request(`/api/v2/courses/${course.id}/students/student`, {
    method: 'PUT',
    as: 'admin',
    body: { mentorGithubId: next?.githubId },
  });
  expect(response.status).toBe(200);
  const [row] = await outboxOf(ctx.db, student.userId, 'mentor:assigned');
  expect(row).toMatchObject({ channelId: 'email', recipient: 'student.contact@example.com', status: 'pending' });
});
