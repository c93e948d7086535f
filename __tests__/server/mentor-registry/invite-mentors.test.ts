import { sanitizeInvitationHtml } from '@/server/modules/mentor-registry/service/sanitize-html';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addDiscipline, addEmailConnection } from '../../support/server/mentor-registry';
import { addNotification, connect, outboxOf, setUserSetting } from '../../support/server/notifications';
import { addCertificate, addCourse, addMentor, addStudent, addUser } from '../../support/server/school';

// access.md §26 POST /registry/mentors/invite (admin) and rules.md R14.7: recipients are users certified in a course of
// the given disciplines (plus, with isMentor, their mentors) with an enabled e-mail connection; the text is HTML
// sanitised to p, br, b, i, a, ul, ol, li; `mentorsInvitation {text}` is queued in the outbox for each of them as a
// direct message (R20.4); the answer is 202 {recipients}.
let ctx: TestContext;
let js: { id: number };
let aws: { id: number };
beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, {
    id: 'mentorsInvitation',
    type: 'message',
    templates: { email: { subject: 'Become a mentor', body: '{{{text}}}' } },
  });
  js = await addDiscipline(ctx.db, 'JavaScript');
  aws = await addDiscipline(ctx.db, 'AWS');
  const jsCourse = await addCourse(ctx.db, { disciplineId: js.id });
  const awsCourse = await addCourse(ctx.db, { disciplineId: aws.id });
  const graduate = async (courseId: number, email: boolean | 'disabled') => {
    const user = await addUser(ctx.db);
    await addCertificate(ctx.db, await addStudent(ctx.db, courseId, user.id));
    if (email) await addEmailConnection(ctx.db, user.id, email === true);
    return user;
  };
  const certifiedTwice = await graduate(jsCourse.id, true);
  await addCertificate(ctx.db, await addStudent(ctx.db, awsCourse.id, certifiedTwice.id));
  await graduate(jsCourse.id, true);
  await graduate(jsCourse.id, false);
  await graduate(jsCourse.id, 'disabled');
  await graduate(awsCourse.id, true);
  const uncertified = await addUser(ctx.db);
  await addStudent(ctx.db, jsCourse.id, uncertified.id);
  await addEmailConnection(ctx.db, uncertified.id);
  const pastMentor = await addUser(ctx.db);
  await addMentor(ctx.db, jsCourse.id, pastMentor.id);
  await addEmailConnection(ctx.db, pastMentor.id);
  const awsMentor = await addUser(ctx.db);
  await addMentor(ctx.db, awsCourse.id, awsMentor.id);
  await addEmailConnection(ctx.db, awsMentor.id);
});
afterAll(() => ctx.close());

const invite = (as: Caller, body: unknown) =>
  ctx.request('/api/v2/registry/mentors/invite', { method: 'POST', as, body });
const recipients = async (body: Record<string, unknown>) => {
  const response = await invite('admin', { text: '<p>Join us!</p>', ...body });
  expect(response.status).toBe(202);
  return ((await response.json()) as { recipients: number }).recipients;
};

describe('POST /registry/mentors/invite counts the recipients (R14.7)', () => {
  it('certified graduates of the disciplines with an enabled e-mail connection, each once', async () => {
    expect(await recipients({ disciplines: [js.id] })).toBe(2);
    expect(await recipients({ disciplines: [aws.id] })).toBe(2);
    expect(await recipients({ disciplines: [js.id, aws.id] })).toBe(3);
  });

  it('adds the mentors of such courses when isMentor is set', async () => {
    expect(await recipients({ disciplines: [js.id], isMentor: true })).toBe(3);
    expect(await recipients({ disciplines: [js.id, aws.id], isMentor: true })).toBe(5);
    expect(await recipients({ disciplines: [js.id], isMentor: false })).toBe(2);
  });

  it('queues mentorsInvitation with the sanitised text for each recipient, whatever his settings', async () => {
    const go = await addDiscipline(ctx.db, 'Go');
    const goCourse = await addCourse(ctx.db, { disciplineId: go.id });
    const [keen, muted, unreachable] = [await addUser(ctx.db), await addUser(ctx.db), await addUser(ctx.db)];
    for (const user of [keen, muted, unreachable])
      await addCertificate(ctx.db, await addStudent(ctx.db, goCourse.id, user.id));
    await addEmailConnection(ctx.db, keen.id);
    await addEmailConnection(ctx.db, muted.id);
    await setUserSetting(ctx.db, 'mentorsInvitation', muted.id, 'email', false);
    await connect(ctx.db, unreachable.id, 'telegram', `tg-${unreachable.id}`);

    ctx.clock.advance(1000);
    const text = '<p onclick="x()">Mentor <b>Go</b> with us</p><script>alert(1)</script>';
    expect(await recipients({ disciplines: [go.id], text })).toBe(2);
    for (const user of [keen, muted]) {
      expect(await outboxOf(ctx.db, user.id, 'mentorsInvitation')).toEqual([
        expect.objectContaining({
          channelId: 'email',
          recipient: `user-${user.id}@example.com`,
          subject: 'Become a mentor',
          body: expect.stringContaining('<p>Mentor <b>Go</b> with us</p>'),
          status: 'pending',
          createdAt: ctx.clock.now(),
        }),
      ]);
    }
    expect(await outboxOf(ctx.db, unreachable.id)).toEqual([]);
  });

  it('refuses an unknown discipline with 400 naming it', async () => {
    await expectProblemNaming(
      await invite('admin', { disciplines: [js.id, 999_999], text: 'Hi' }),
      400,
      'disciplines.1',
    );
    await expectProblemNaming(await invite('admin', { disciplines: [], text: 'Hi' }), 400, 'disciplines');
  });

  it('refuses a text that is empty once sanitised', async () => {
    await expectProblemNaming(await invite('admin', { disciplines: [js.id], text: '  ' }), 400, 'text');
    await expectProblemNaming(
      await invite('admin', { disciplines: [js.id], text: '<p><script>alert(1)</script></p>' }),
      400,
      'text',
    );
  });

  it.each(['manager', 'supervisor', 'mentor', 'hirer'] as const)('refuses %s (403)', async (as) => {
    expect((await invite(as, { disciplines: [js.id], text: 'Hi' })).status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await invite('anonymous', { disciplines: [js.id], text: 'Hi' })).status).toBe(401);
  });
});

describe('the invitation text keeps only p, br, b, i, a, ul, ol, li (R14.7)', () => {
  it.each([
    ['<p>Hello <b>mentor</b>,<br>join <i>us</i></p>', '<p>Hello <b>mentor</b>,<br>join <i>us</i></p>'],
    ['<ul><li>One</li><li>Two</ul>', '<ul><li>One</li><li>Two</li></ul>'],
    ['<P CLASS="x" onclick="evil()">Hi</P>', '<p>Hi</p>'],
    ['<script>alert(1)</script>Text', 'Text'],
    ['<style>p{}</style><div><span>kept text</span></div>', 'kept text'],
    ['<img src=x onerror=alert(1)>', ''],
    [
      '<a href="https://rs.school/mentors?a=1&b=2" target="_blank">Apply</a>',
      '<a href="https://rs.school/mentors?a=1&amp;b=2" rel="noopener noreferrer">Apply</a>',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=mailto:team@rs.school>Mail</a>', '<a href="mailto:team@rs.school" rel="noopener noreferrer">Mail</a>'],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    ['Tom &amp; Jerry &copy;', 'Tom &amp; Jerry &copy;'],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['</b>stray close<!-- comment -->', 'stray close'],
    ['<b><i>nested</b> rest', '<b><i>nested</i></b> rest'],
    ['"quoted"', '&quot;quoted&quot;'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeInvitationHtml(input)).toBe(output);
  });
});
