import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { courses, gratitudes } from '../../../src/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addDiscordServer, addUser, type SignedInPersona } from '../../support/server/school';

// access.md §19 POST /gratitudes, rules.md R17.1 (badges by role) and R17.2 (give, then post to Discord after commit).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const comment = 'Thank you for the patient code reviews this week';
const give = (body: Record<string, unknown>, as: SignedInPersona = 'student') =>
  ctx.request('/api/v2/gratitudes', { method: 'POST', as, body });
const body = (overrides: Record<string, unknown> = {}) => ({
  userIds: [ctx.school.users.mentor.id],
  courseId: ctx.school.courseA.id,
  badgeId: 'Thank_you',
  comment,
  ...overrides,
});
const received = (userId: number) => ctx.db.select().from(gratitudes).where(eq(gratitudes.toUserId, userId));

async function expectFieldError(response: Response, path: string, message: RegExp) {
  expect(response.status).toBe(400);
  const problem = await readProblem(response);
  expect(problem.errors).toEqual(expect.arrayContaining([{ path, message: expect.stringMatching(message) }]));
}

describe('giving a gratitude (R17.2)', () => {
  it('writes one row per recipient and answers them in the feed shape', async () => {
    const other = await addUser(ctx.db, { firstName: 'Olga', lastName: 'Other' });
    const response = await give(body({ userIds: [ctx.school.users.mentor.id, other.id], badgeId: 'Good_job' }));
    expect(response.status).toBe(201);
    const created = (await response.json()) as { to: { githubId: string }; badgeId: string; date: string }[];
    expect(created.map((gratitude) => gratitude.to.githubId)).toEqual([
      ctx.school.users.mentor.githubId,
      other.githubId,
    ]);
    expect(created[0]).toMatchObject({
      badgeId: 'Good_job',
      comment,
      date: ctx.clock.now().toISOString(),
      from: { githubId: ctx.school.users.student.githubId },
      course: { id: ctx.school.courseA.id, name: ctx.school.courseA.name },
    });
    const rows = await received(other.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fromUserId: ctx.school.users.student.id, courseId: ctx.school.courseA.id });
  });

  it('trims the comment before counting its characters', async () => {
    const response = await give(body({ comment: `   ${'a'.repeat(19)}   ` }));
    await expectFieldError(response, 'comment', /at least 20/);
  });
});

describe('bad input names the field (issue 10 quality bar)', () => {
  it('refuses a gratitude to yourself', async () => {
    const response = await give(body({ userIds: [ctx.school.users.mentor.id, ctx.school.users.student.id] }));
    await expectFieldError(response, 'userIds', /yourself/);
  });

  it('refuses a comment with "@"', async () => {
    await expectFieldError(await give(body({ comment: `${comment} @everyone` })), 'comment', /"@"/);
  });

  it('refuses a comment under 20 characters and one over 1000', async () => {
    await expectFieldError(await give(body({ comment: 'Thanks a lot!' })), 'comment', /at least 20/);
    await expectFieldError(await give(body({ comment: 'x'.repeat(1001) })), 'comment', /at most 1000/);
  });

  it('refuses an unknown badge', async () => {
    await expectFieldError(await give(body({ badgeId: 'Best_friend' })), 'badgeId', /badgeId must be one of/);
  });

  it('refuses no recipient, more than five, a repeated one and an unknown one', async () => {
    await expectFieldError(await give(body({ userIds: [] })), 'userIds', /1 to 5/);
    const six = await Promise.all(Array.from({ length: 6 }, () => addUser(ctx.db)));
    await expectFieldError(await give(body({ userIds: six.map((user) => user.id) })), 'userIds', /1 to 5/);
    const mentor = ctx.school.users.mentor.id;
    await expectFieldError(await give(body({ userIds: [mentor, mentor] })), 'userIds', /repeat/);
    await expectFieldError(await give(body({ userIds: [mentor, 999_999] })), 'userIds', /unknown users: 999999/);
    expect(await received(999_999)).toEqual([]);
  });

  it('refuses unknown fields and an unknown course', async () => {
    await expectFieldError(await give(body({ extra: true })), 'extra', /Unknown field/);
    await expectFieldError(await give(body({ courseId: 999_999 }), 'admin'), 'courseId', /no course/);
  });

  it('writes nothing when one recipient is refused', async () => {
    const before = (await received(ctx.school.users.mentor.id)).length;
    await give(body({ userIds: [ctx.school.users.mentor.id, 999_998] }));
    expect(await received(ctx.school.users.mentor.id)).toHaveLength(before);
  });
});

describe('badges by role in the course (R17.1)', () => {
  const badgesOf = async (as: SignedInPersona) => {
    const response = await ctx.request(`/api/v2/gratitudes/badges/${ctx.school.courseA.id}`, { as });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string; name: string }[]).map((badge) => badge.id);
  };
  const anyRole = ['Congratulations', 'Expert_help', 'Great_speaker', 'Good_job', 'Helping_hand', 'Hero', 'Thank_you'];
  const staff = ['Outstanding_work', 'Top_performer', 'Job_Offer', 'RS_activist', 'Jury_Team'];
  const manager = ['Mentor', 'Contributor', 'Coordinator', 'Thanks'];

  it('lists the seven common badges for students, mentors, dementors and task owners', async () => {
    for (const persona of ['student', 'mentor', 'dementor', 'taskOwner'] as const) {
      expect(await badgesOf(persona)).toEqual(anyRole);
    }
  });

  it('adds the staff badges for supervisors, the manager badges for managers, all for admins', async () => {
    expect(await badgesOf('supervisor')).toEqual([...anyRole, ...staff]);
    expect(await badgesOf('manager')).toEqual([...anyRole, ...staff, ...manager]);
    expect(await badgesOf('admin')).toHaveLength(16);
  });

  it('names each badge by its id with spaces', async () => {
    const response = await ctx.request(`/api/v2/gratitudes/badges/${ctx.school.courseA.id}`, { as: 'manager' });
    expect(await response.json()).toEqual(expect.arrayContaining([{ id: 'Job_Offer', name: 'Job Offer' }]));
  });

  it('answers 403 for a badge above the role and for a course without a role, 201 for the admin', async () => {
    expect((await give(body({ badgeId: 'Top_performer' }))).status).toBe(403);
    expect((await give(body({ badgeId: 'Mentor' }), 'supervisor')).status).toBe(403);
    expect((await give(body({ badgeId: 'Mentor' }), 'manager')).status).toBe(201);
    expect((await give(body({ courseId: ctx.school.courseB.id }))).status).toBe(403);
    expect((await give(body(), 'newcomer')).status).toBe(403);
    expect((await give(body({ courseId: ctx.school.courseB.id, badgeId: 'Coordinator' }), 'admin')).status).toBe(201);
  });
});

describe('the Discord webhook of the course (R17.2)', () => {
  let hook: Server;
  let hookUrl: string;
  const posts: { path: string; body: { content: string; allowed_mentions: unknown } }[] = [];
  let answer = 204;
  beforeAll(async () => {
    hook = createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        posts.push({ path: request.url ?? '', body: JSON.parse(text) });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => hook.close(resolve)));
  beforeEach(() => {
    posts.length = 0;
    answer = 204;
  });

  const useWebhook = async (url: string | null) => {
    const server = await addDiscordServer(ctx.db, { gratitudeUrl: url });
    await ctx.db.update(courses).set({ discordServerId: server.id }).where(eq(courses.id, ctx.school.courseA.id));
  };
  const waitFor = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done()).toBe(true);
  };

  it('posts the mention and the comment, once per recipient', async () => {
    await useWebhook(`${hookUrl}/api/webhooks/course-a`);
    const withDiscord = await addUser(ctx.db, { discord: { id: '4242', username: 'anna', discriminator: '0' } });
    const response = await give(body({ userIds: [withDiscord.id, ctx.school.users.mentor.id] }));
    expect(response.status).toBe(201);
    await waitFor(() => posts.length === 2);
    expect(posts.map((post) => post.path)).toEqual(['/api/webhooks/course-a', '/api/webhooks/course-a']);
    expect(posts.map((post) => post.body.content).sort()).toEqual(
      [`<@4242>\n${comment}`, `**@${ctx.school.users.mentor.githubId}**\n${comment}`].sort(),
    );
    expect(posts[0].body.allowed_mentions).toEqual({ parse: ['users'] });
  });

  it('keeps the gratitude and logs a warning when the webhook fails', async () => {
    await useWebhook(`${hookUrl}/api/webhooks/broken`);
    answer = 500;
    const before = (await received(ctx.school.users.mentor.id)).length;
    expect((await give(body())).status).toBe(201);
    await waitFor(() => ctx.logs.some((log) => log.level === 'warn' && log.message.includes('answered 500')));
    expect(await received(ctx.school.users.mentor.id)).toHaveLength(before + 1);
  });

  it('keeps the gratitude when the webhook cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await useWebhook(`http://127.0.0.1:${port}/gone`);
    expect((await give(body())).status).toBe(201);
    await waitFor(() => ctx.logs.some((log) => log.level === 'warn' && log.message.includes('webhook failed')));
  });

  it('calls nothing when the course has no webhook', async () => {
    await useWebhook(null);
    expect((await give(body())).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toEqual([]);
  });

  it('never puts the webhook address in the log', async () => {
    expect(ctx.logs.length).toBeGreaterThan(0);
    expect(ctx.logs.some((log) => log.message.includes(hookUrl))).toBe(false);
  });
});
