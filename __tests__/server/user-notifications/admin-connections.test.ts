import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addNotification, connect, outboxOf } from '../../support/server/notifications';
import { addUser } from '../../support/server/school';

// access.md §35 and §0.2 decision 5: only admins link channels, find connections and send notifications.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, { id: 'hello', templates: { telegram: { body: 'Hello {{name}}' } } });
  await addNotification(ctx.db, { id: 'muted', enabled: false, templates: { telegram: { body: 'x' } } });
});
afterAll(() => ctx.close());

const save = (body: unknown, as: 'admin' | 'manager' = 'admin') =>
  ctx.request('/api/v2/users/notifications/connection', { method: 'POST', as, body });
const find = (body: unknown, as: 'admin' | 'student' = 'admin') =>
  ctx.request('/api/v2/users/notifications/connection/find', { method: 'POST', as, body });
const send = (body: unknown, as: 'admin' | 'mentor' = 'admin') =>
  ctx.request('/api/v2/users/notifications/send', { method: 'POST', as, body });

describe('POST /users/notifications/connection', () => {
  it('creates an enabled connection, then updates it in place', async () => {
    const user = await addUser(ctx.db);
    const created = await save({ channelId: 'telegram', externalId: ' 777 ', userId: user.id });
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({
      userId: user.id,
      channelId: 'telegram',
      externalId: '777',
      enabled: true,
      lastLinkSentAt: null,
    });
    const updated = await save({ channelId: 'telegram', externalId: '778', userId: user.id, enabled: false });
    expect(await updated.json()).toMatchObject({ externalId: '778', enabled: false });
  });

  it.each([
    ['an unknown channel', { channelId: 'pigeon', externalId: '1' }, 'channelId'],
    ['an invalid e-mail', { channelId: 'email', externalId: 'not-an-email' }, 'externalId'],
    ['a blank externalId', { channelId: 'telegram', externalId: '  ' }, 'externalId'],
    ['an unknown field', { channelId: 'telegram', externalId: '1', extra: true }, 'extra'],
  ])('answers 400 for %s, naming the field', async (_case, body, path) => {
    const user = await addUser(ctx.db);
    const response = await save({ userId: user.id, ...body });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('answers 404 for an unknown user', async () => {
    expect((await save({ channelId: 'telegram', externalId: '1', userId: 999999 })).status).toBe(404);
  });

  it('answers 409 when the account is connected to another user', async () => {
    const [first, second] = [await addUser(ctx.db), await addUser(ctx.db)];
    await connect(ctx.db, first.id, 'discord', 'shared-discord');
    const response = await save({ channelId: 'discord', externalId: 'shared-discord', userId: second.id });
    expect(response.status).toBe(409);
  });

  it('refuses a non-admin with 403', async () => {
    expect((await save({ channelId: 'telegram', externalId: '1', userId: 1 }, 'manager')).status).toBe(403);
  });
});

describe('POST /users/notifications/connection/find', () => {
  it('finds a connection by external id or by user', async () => {
    const user = await addUser(ctx.db);
    await connect(ctx.db, user.id, 'telegram', 'find-me');
    const byExternal = await find({ channelId: 'telegram', externalId: 'find-me' });
    expect(byExternal.status).toBe(200);
    expect(await byExternal.json()).toMatchObject({ userId: user.id, externalId: 'find-me', enabled: true });
    const byUser = await find({ channelId: 'telegram', userId: user.id });
    expect(await byUser.json()).toMatchObject({ userId: user.id, externalId: 'find-me' });
  });

  it('answers 404 when nothing matches', async () => {
    expect((await find({ channelId: 'discord', externalId: 'nobody' })).status).toBe(404);
  });

  it('answers 400 without externalId and userId, and for an unknown channel', async () => {
    const response = await find({ channelId: 'telegram' });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.map((error) => error.path)).toEqual(['externalId', 'userId']);
    expect((await find({ channelId: 'pigeon', userId: 1 })).status).toBe(400);
  });

  it('refuses a non-admin with 403', async () => {
    expect((await find({ channelId: 'telegram', userId: 1 }, 'student')).status).toBe(403);
  });
});

describe('POST /users/notifications/send', () => {
  it('queues the notification through the outbox (202)', async () => {
    const user = await addUser(ctx.db);
    await connect(ctx.db, user.id, 'telegram', 'send-chat');
    const response = await send({
      notificationId: 'hello',
      userId: user.id,
      data: { name: 'Ann' },
      expireDate: '2026-03-02T00:00:00Z',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: 1 });
    const [row] = await outboxOf(ctx.db, user.id, 'hello');
    expect(row).toMatchObject({ recipient: 'send-chat', body: 'Hello Ann', status: 'pending' });
    expect(row.expireAt?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('queues nothing for a disabled notification', async () => {
    const user = await addUser(ctx.db);
    await connect(ctx.db, user.id, 'telegram', 'muted-chat');
    const response = await send({ notificationId: 'muted', userId: user.id });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: 0 });
  });

  it('answers 404 for an unknown user or notification', async () => {
    expect((await send({ notificationId: 'hello', userId: 999999 })).status).toBe(404);
    const user = await addUser(ctx.db);
    expect((await send({ notificationId: 'nope', userId: user.id })).status).toBe(404);
  });

  it.each([
    ['a bad expireDate', { expireDate: 'tomorrow' }, 'expireDate'],
    ['a non-object data', { data: 'x' }, 'data'],
    ['a missing userId', { userId: undefined }, 'userId'],
  ])('answers 400 for %s', async (_case, extra, path) => {
    const response = await send({ notificationId: 'hello', userId: 1, ...extra });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('refuses a non-admin with 403', async () => {
    expect((await send({ notificationId: 'hello', userId: 1 }, 'mentor')).status).toBe(403);
  });
});

describe('POST /auth/github/connect', () => {
  it('answers 400 for an e-mail channel whose externalId is not an e-mail', async () => {
    const response = await ctx.request('/api/v2/auth/github/connect', {
      method: 'POST',
      as: 'admin',
      body: { channelId: 'email', externalId: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual([{ path: 'externalId', message: expect.any(String) }]);
  });
});
