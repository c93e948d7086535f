import { and, eq } from 'drizzle-orm';
import { loginStates, notificationUserConnections } from '@/server/db/schema';
import { createTestContext, readProblem, type TestApp, type TestContext } from '../../support/server/context';
import { addNotification, outboxOf } from '../../support/server/notifications';
import { addUser, type TestUser } from '../../support/server/school';

// rules.md R20.5 and access.md §35 POST /users/notifications/confirmation/email: a new contact e-mail gets a sign-in
// link (24 h) that enables its connection for the same user; resend is refused without e-mail, once confirmed, and
// within 60 s of the last link.
let ctx: TestContext;
let oauth: TestApp;
beforeAll(async () => {
  ctx = await createTestContext();
  oauth = ctx.buildApp({
    env: { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'secret', GITHUB_BASE_URL: 'http://github.test' },
  });
  await addNotification(ctx.db, {
    id: 'emailConfirmation',
    type: 'message',
    templates: { email: { subject: 'Confirm {{email}}', body: '<a href="{{{link}}}">Confirm</a>' } },
  });
});
afterAll(() => ctx.close());

const setEmail = (user: TestUser, email: string | null) =>
  ctx.request('/api/v2/profile/user', { method: 'POST', as: user, body: { contacts: { email } } });
const resend = (user?: TestUser) =>
  ctx.request('/api/v2/users/notifications/confirmation/email', { method: 'POST', as: user });
const connectionOf = async (userId: number) =>
  (
    await ctx.db
      .select()
      .from(notificationUserConnections)
      .where(and(eq(notificationUserConnections.userId, userId), eq(notificationUserConnections.channelId, 'email')))
  )[0];
async function lastLink(userId: number): Promise<string> {
  const rows = await outboxOf(ctx.db, userId, 'emailConfirmation');
  const match = /href="([^"]+)"/.exec(rows[rows.length - 1].body);
  return (match as RegExpExecArray)[1];
}
const pathOf = (link: string) => new URL(link).pathname;

describe('a new contact e-mail', () => {
  it('queues emailConfirmation to the unconfirmed address with a 24 h sign-in link carrying the channel', async () => {
    const user = await addUser(ctx.db);
    expect((await setEmail(user, 'new@example.com')).status).toBe(204);
    const [row] = await outboxOf(ctx.db, user.id, 'emailConfirmation');
    expect(row).toMatchObject({ channelId: 'email', recipient: 'new@example.com', subject: 'Confirm new@example.com' });
    const link = await lastLink(user.id);
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/v2\/users\/notifications\/confirmation\/email\/[0-9a-f-]{36}$/,
    );
    const token = link.split('/').pop() as string;
    const [state] = await ctx.db.select().from(loginStates).where(eq(loginStates.id, token));
    expect(state).toMatchObject({ userId: user.id, data: { channelId: 'email', externalId: 'new@example.com' } });
    expect(state.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
    expect(await connectionOf(user.id)).toMatchObject({ enabled: false, lastLinkSentAt: ctx.clock.now() });
  });

  it('is confirmed when the same signed-in user follows the link', async () => {
    const user = await addUser(ctx.db);
    await setEmail(user, 'follow@example.com');
    const link = pathOf(await lastLink(user.id));
    const response = await ctx.request(link, { as: user });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/profile/connection-confirmed?connectionType=email');
    expect((await connectionOf(user.id)).enabled).toBe(true);
    // The link is used once.
    expect((await ctx.request(link, { as: user })).headers.get('location')).toBe('/profile/notifications');
  });

  it('sends an anonymous or other visitor to sign in first and changes nothing', async () => {
    const user = await addUser(ctx.db);
    await setEmail(user, 'later@example.com');
    const link = pathOf(await lastLink(user.id));
    const anonymous = await ctx.request(link);
    expect(anonymous.headers.get('location')).toBe(`/login?url=${encodeURIComponent(link)}`);
    const stranger = await ctx.request(link, { as: await addUser(ctx.db) });
    expect(stranger.headers.get('location')).toBe(`/login?url=${encodeURIComponent(link)}`);
    expect((await connectionOf(user.id)).enabled).toBe(false);
  });

  it('refuses an expired link, an unknown one and one for an address the user no longer has', async () => {
    const user = await addUser(ctx.db);
    await setEmail(user, 'old@example.com');
    const oldLink = pathOf(await lastLink(user.id));
    ctx.clock.advance(61_000);
    await setEmail(user, 'current@example.com');
    expect((await ctx.request(oldLink, { as: user })).headers.get('location')).toBe('/profile/notifications');
    expect((await connectionOf(user.id)).enabled).toBe(false);

    const link = pathOf(await lastLink(user.id));
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await ctx.request(link, { as: user })).headers.get('location')).toBe('/profile/notifications');
    const unknown = '/api/v2/users/notifications/confirmation/email/00000000-0000-4000-8000-000000000000';
    expect((await ctx.request(unknown, { as: user })).headers.get('location')).toBe('/profile/notifications');
    expect((await ctx.request('/api/v2/users/notifications/confirmation/email/not-a-uuid')).status).toBe(400);
  });

  it('with GitHub sign-in, goes through GitHub with the same state, and the callback enables the connection', async () => {
    const user = await addUser(ctx.db, { githubUserId: 9101 });
    await setEmail(user, 'oauth@example.com');
    const token = (await lastLink(user.id)).split('/').pop() as string;
    const follow = await oauth.request(`/api/v2/users/notifications/confirmation/email/${token}`);
    expect(follow.headers.get('location')).toContain(`state=${token}`);
    const code = ctx.github.codeFor({ id: 9101, login: user.githubId, name: null, email: null });
    const callback = await oauth.request(`/api/v2/auth/github/callback?code=${code}&state=${token}`);
    expect(callback.headers.get('location')).toBe('/profile/connection-confirmed?connectionType=email');
    expect((await connectionOf(user.id)).enabled).toBe(true);
  });
});

describe('POST /users/notifications/confirmation/email', () => {
  it('answers 409 without a contact e-mail', async () => {
    const response = await resend(await addUser(ctx.db));
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toMatch(/e-mail/);
  });

  it('answers 429 within 60 s of the last link, then 204 with a new link', async () => {
    const user = await addUser(ctx.db);
    await setEmail(user, 'again@example.com');
    ctx.clock.advance(59_000);
    expect((await resend(user)).status).toBe(429);
    ctx.clock.advance(1_000);
    expect((await resend(user)).status).toBe(204);
    expect(await outboxOf(ctx.db, user.id, 'emailConfirmation')).toHaveLength(2);
    expect((await connectionOf(user.id)).lastLinkSentAt).toEqual(ctx.clock.now());
  });

  it('answers 409 once the e-mail is confirmed', async () => {
    const user = await addUser(ctx.db);
    await setEmail(user, 'done@example.com');
    await ctx.request(pathOf(await lastLink(user.id)), { as: user });
    ctx.clock.advance(61_000);
    const response = await resend(user);
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toMatch(/already confirmed/);
  });

  it('creates the missing connection for a contact e-mail kept from before', async () => {
    const user = await addUser(ctx.db, { contactsEmail: 'legacy@example.com' });
    expect((await resend(user)).status).toBe(204);
    expect(await connectionOf(user.id)).toMatchObject({ externalId: 'legacy@example.com', enabled: false });
  });

  it('answers 401 without a session', async () => {
    expect((await resend()).status).toBe(401);
  });
});
