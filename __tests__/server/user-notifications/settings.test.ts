import { and, eq } from 'drizzle-orm';
import { notificationUserSettings } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addNotification, connect, setUserSetting } from '../../support/server/notifications';
import { addUser, type TestUser } from '../../support/server/school';

// access.md §35 GET/PUT /users/notifications and GET .../connections; rules.md R20.2 defaults and R20.7.
let ctx: TestContext;
let user: TestUser;
const email = { subject: 'S', body: 'B' };
const body = { body: 'B' };

beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, { id: 'aGrade', templates: { email, telegram: body, discord: body } });
  await addNotification(ctx.db, { id: 'bMailOnly', templates: { email } });
  await addNotification(ctx.db, { id: 'cOff', enabled: false, templates: { email } });
  await addNotification(ctx.db, { id: 'dLetter', type: 'message', templates: { email } });
  await addNotification(ctx.db, { id: 'eChild', parentId: 'aGrade', templates: { email } });
  await addNotification(ctx.db, { id: 'fNoTemplates' });
  user = await addUser(ctx.db);
  await connect(ctx.db, user.id, 'email', 'user@example.com', false);
  await connect(ctx.db, user.id, 'telegram', '4242');
  await setUserSetting(ctx.db, 'aGrade', user.id, 'email', false);
});
afterAll(() => ctx.close());

const get = (as: TestUser = user) => ctx.request('/api/v2/users/notifications', { as });
const put = (payload: unknown, as: TestUser = user) =>
  ctx.request('/api/v2/users/notifications', { method: 'PUT', as, body: payload });

describe('GET /users/notifications', () => {
  it('lists enabled top-level event notifications with the templated channels, own settings over defaults', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = (await response.json()) as { notifications: { id: string }[] };
    const ours = result.notifications.filter((item) =>
      ['aGrade', 'bMailOnly', 'cOff', 'dLetter', 'eChild', 'fNoTemplates'].includes(item.id),
    );
    expect(ours).toEqual([
      { id: 'aGrade', name: 'aGrade', enabled: true, settings: { email: false, telegram: true, discord: false } },
      { id: 'bMailOnly', name: 'bMailOnly', enabled: true, settings: { email: true } },
    ]);
    expect(result).toMatchObject({
      connections: {
        email: { value: 'user@example.com', enabled: false, lastLinkSentAt: null },
        telegram: { value: '4242', enabled: true, lastLinkSentAt: null },
      },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.request('/api/v2/users/notifications')).status).toBe(401);
  });
});

describe('GET /users/notifications/connections', () => {
  it("answers the caller's own connections by channel only", async () => {
    const other = await addUser(ctx.db);
    const response = await ctx.request('/api/v2/users/notifications/connections', { as: other });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ connections: {} });
    const mine = await ctx.request('/api/v2/users/notifications/connections', { as: user });
    expect(((await mine.json()) as { connections: object }).connections).toEqual({
      email: { value: 'user@example.com', enabled: false, lastLinkSentAt: null },
      telegram: { value: '4242', enabled: true, lastLinkSentAt: null },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.request('/api/v2/users/notifications/connections')).status).toBe(401);
  });
});

describe('PUT /users/notifications', () => {
  it('stores the settings (204) for the caller only, and GET reflects them', async () => {
    const response = await put([
      { notificationId: 'aGrade', channelId: 'email', enabled: true },
      { notificationId: 'aGrade', channelId: 'discord', enabled: true },
      { notificationId: 'bMailOnly', channelId: 'email', enabled: false },
    ]);
    expect(response.status).toBe(204);
    const result = (await (await get()).json()) as { notifications: { id: string; settings: object }[] };
    expect(result.notifications.find((item) => item.id === 'aGrade')?.settings).toEqual({
      email: true,
      telegram: true,
      discord: true,
    });
    expect(result.notifications.find((item) => item.id === 'bMailOnly')?.settings).toEqual({ email: false });
    const other = await addUser(ctx.db);
    const theirs = (await (await get(other)).json()) as { notifications: { id: string; settings: object }[] };
    expect(theirs.notifications.find((item) => item.id === 'bMailOnly')?.settings).toEqual({ email: true });
  });

  it.each([
    ['a disabled notification', { notificationId: 'cOff', channelId: 'email', enabled: true }, '1.notificationId'],
    ['a message notification', { notificationId: 'dLetter', channelId: 'email', enabled: true }, '1.notificationId'],
    ['a child notification', { notificationId: 'eChild', channelId: 'email', enabled: true }, '1.notificationId'],
    ['an unknown notification', { notificationId: 'nope', channelId: 'email', enabled: true }, '1.notificationId'],
    [
      'a channel without a template',
      { notificationId: 'bMailOnly', channelId: 'telegram', enabled: true },
      '1.channelId',
    ],
  ])('answers 400 for %s, naming it, and stores nothing of the request', async (_case, item, path) => {
    const response = await put([{ notificationId: 'aGrade', channelId: 'telegram', enabled: false }, item]);
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    expect(problem.errors).toEqual([{ path, message: expect.stringContaining(item.notificationId) }]);
    const stored = await ctx.db
      .select()
      .from(notificationUserSettings)
      .where(
        and(
          eq(notificationUserSettings.userId, user.id),
          eq(notificationUserSettings.notificationId, 'aGrade'),
          eq(notificationUserSettings.channelId, 'telegram'),
        ),
      );
    expect(stored).toEqual([]);
  });

  it.each([
    ['an unknown channel', [{ notificationId: 'aGrade', channelId: 'pigeon', enabled: true }]],
    ['a missing flag', [{ notificationId: 'aGrade', channelId: 'email' }]],
    ['an unknown field', [{ notificationId: 'aGrade', channelId: 'email', enabled: true, extra: 1 }]],
    ['an object instead of a list', { notificationId: 'aGrade' }],
  ])('answers 400 for %s', async (_case, payload) => {
    expect((await put(payload)).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.request('/api/v2/users/notifications', { method: 'PUT', body: [] })).status).toBe(401);
  });
});
