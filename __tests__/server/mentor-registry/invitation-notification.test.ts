import { createTestContext, type TestContext } from '../../support/server/context';
import { addApplication } from '../../support/server/mentor-registry';
import { addNotification, connect, outboxOf, setUserSetting } from '../../support/server/notifications';
import { addUser } from '../../support/server/school';

// rules.md R14.5 and R20.10: approving / inviting (and re-sending) queues `mentorRegistrationApproval {courses: [{name,
// link}]}` for the applicant in the outbox, in the transaction of the pre-selection; an invitation is a direct message
// (R20.4), so his settings do not stop it; a refused call queues nothing.
let ctx: TestContext;
const NOTIFICATION_ID = 'mentorRegistrationApproval';
beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, {
    id: NOTIFICATION_ID,
    templates: {
      email: { subject: 'You are invited', body: '{{#each courses}}<a href="{{{link}}}">{{name}}</a>{{/each}}' },
    },
  });
});
afterAll(() => ctx.close());

async function applicant() {
  const user = await addUser(ctx.db);
  await addApplication(ctx.db, user.id, { preferedCourses: [ctx.school.courseA.id] });
  await connect(ctx.db, user.id, 'email', `applicant-${user.id}@example.com`);
  return user;
}

const invite = (githubId: string, preselectedCourses: number[], as: 'manager' | 'admin' = 'manager') =>
  ctx.request(`/api/v2/registry/mentor/${githubId}`, { method: 'PUT', as, body: { preselectedCourses } });

describe('mentorRegistrationApproval (R14.5)', () => {
  it('queues the invitation with each listed course and its confirmation link, again on re-send', async () => {
    const user = await applicant();
    await setUserSetting(ctx.db, NOTIFICATION_ID, user.id, 'email', false);
    const { courseA } = ctx.school;
    expect((await invite(user.githubId, [courseA.id])).status).toBe(204);
    const link = `/course/mentor/confirm?course=${courseA.alias}`;
    expect(await outboxOf(ctx.db, user.id, NOTIFICATION_ID)).toEqual([
      expect.objectContaining({
        channelId: 'email',
        recipient: `applicant-${user.id}@example.com`,
        subject: 'You are invited',
        body: expect.stringContaining(`<a href="${link}">${courseA.name}</a>`),
        status: 'pending',
      }),
    ]);
    expect((await invite(user.githubId, [courseA.id])).status).toBe(204);
    expect(await outboxOf(ctx.db, user.id, NOTIFICATION_ID)).toHaveLength(2);
  });

  it('queues nothing for a refused call or an empty list', async () => {
    const user = await applicant();
    expect((await invite(user.githubId, [ctx.school.courseB.id])).status).toBe(403);
    expect((await invite(user.githubId, [], 'admin')).status).toBe(204);
    expect(await outboxOf(ctx.db, user.id)).toEqual([]);
  });
});
