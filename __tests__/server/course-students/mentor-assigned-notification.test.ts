import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addNotification, connect, outboxOf } from '../../support/server/notifications';

// rules.md R13.5 and R20.10: setting a student's mentor queues `mentor:assigned {mentor}` for the student's user in
// the outbox, in the transaction of the change; unassigning or re-setting the same mentor queues nothing.
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  await addNotification(ctx.db, {
    id: 'mentor:assigned',
    templates: {
      email: { subject: 'Your mentor', body: '<p>Your mentor is {{mentor.name}} ({{mentor.githubId}})</p>' },
    },
  });
});
afterAll(() => ctx.close());

const change = (githubId: string, body: unknown) =>
  ctx.request(`/api/v2/courses/${course.id}/students/${encodeURIComponent(githubId)}`, {
    method: 'PUT',
    as: 'manager',
    body,
  });

describe('mentor:assigned (R13.5)', () => {
  it('queues the notification for the student’s user when a mentor is set', async () => {
    const mentor = await enrolMentor(ctx, course.id, {}, { firstName: 'Nina', lastName: 'Koval' });
    const { user } = await enrolStudent(ctx, course.id);
    await connect(ctx.db, user.id, 'email', `student-${user.id}@example.com`);
    expect((await change(user.githubId, { mentorGithubId: mentor.user.githubId })).status).toBe(200);
    const rows = await outboxOf(ctx.db, user.id, 'mentor:assigned');
    expect(rows).toEqual([
      expect.objectContaining({
        channelId: 'email',
        recipient: `student-${user.id}@example.com`,
        body: expect.stringContaining(`Your mentor is Nina Koval (${mentor.user.githubId})`),
        status: 'pending',
      }),
    ]);
    expect(await outboxOf(ctx.db, mentor.user.id)).toEqual([]);
  });

  it('queues nothing when the mentor is removed or stays the same', async () => {
    const { user } = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    await connect(ctx.db, user.id, 'email', `student-${user.id}@example.com`);
    await change(user.githubId, { mentorGithubId: ctx.school.users.mentor.githubId });
    await change(user.githubId, { mentorGithubId: null, unassigningComment: 'Moved' });
    expect(await outboxOf(ctx.db, user.id)).toEqual([]);
  });
});
