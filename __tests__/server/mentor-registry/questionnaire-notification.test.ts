import { createTestContext, type TestContext } from '../../support/server/context';
import { addDiscipline } from '../../support/server/mentor-registry';
import { addNotification, connect, outboxOf, setUserSetting } from '../../support/server/notifications';
import { addUser } from '../../support/server/school';

// rules.md R14.3 and R20.10: a submitted questionnaire queues `mentorRegistrationApproval:submit` for the applicant
// (his preferred courses' names) in the outbox, in the transaction of the upsert; it is an event, so his settings
// apply (R20.2), and a refused submission queues nothing.
let ctx: TestContext;
const NOTIFICATION_ID = 'mentorRegistrationApproval:submit';
beforeAll(async () => {
  ctx = await createTestContext();
  await addDiscipline(ctx.db, 'JavaScript');
  await addNotification(ctx.db, {
    id: NOTIFICATION_ID,
    templates: {
      email: {
        subject: 'Questionnaire received',
        body: '<p>Thanks! Courses: {{#each courses}}{{name}};{{/each}}</p>',
      },
    },
  });
});
afterAll(() => ctx.close());

const questionnaire = (overrides: Record<string, unknown> = {}) => ({
  maxStudentsLimit: 4,
  preferedStudentsLocation: 'city',
  preferedCourses: [ctx.school.courseA.id],
  technicalMentoring: ['JavaScript'],
  languagesMentoring: ['EN'],
  ...overrides,
});

async function applicant() {
  const user = await addUser(ctx.db);
  await connect(ctx.db, user.id, 'email', `applicant-${user.id}@example.com`);
  return user;
}

const submit = (as: Awaited<ReturnType<typeof applicant>>, body: unknown) =>
  ctx.request('/api/v2/registry/mentor', { method: 'POST', as, body });

describe('mentorRegistrationApproval:submit (R14.3)', () => {
  it('queues the acknowledgement for the applicant with his preferred courses', async () => {
    const user = await applicant();
    expect((await submit(user, questionnaire())).status).toBe(204);
    expect(await outboxOf(ctx.db, user.id, NOTIFICATION_ID)).toEqual([
      expect.objectContaining({
        channelId: 'email',
        recipient: `applicant-${user.id}@example.com`,
        body: expect.stringContaining(`Courses: ${ctx.school.courseA.name};`),
        status: 'pending',
      }),
    ]);
  });

  it('respects the applicant’s setting, and a refused submission queues nothing', async () => {
    const muted = await applicant();
    await setUserSetting(ctx.db, NOTIFICATION_ID, muted.id, 'email', false);
    expect((await submit(muted, questionnaire())).status).toBe(204);
    expect(await outboxOf(ctx.db, muted.id)).toEqual([]);

    const refused = await applicant();
    expect((await submit(refused, questionnaire({ technicalMentoring: ['Cobol'] }))).status).toBe(400);
    expect(await outboxOf(ctx.db, refused.id)).toEqual([]);
  });
});
