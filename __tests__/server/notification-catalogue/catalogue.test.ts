import { eq } from 'drizzle-orm';
import { notificationChannelSettings, notifications } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addNotification } from '../../support/server/notifications';
import { addUser } from '../../support/server/school';
import { sendNotification } from '@/server/modules/notifications';
import { connect } from '../../support/server/notifications';

// access.md §22 and rules.md R20.1: admins keep the notification catalogue; every template must compile.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, { id: 'parentEvent', templates: { telegram: { body: 'Hi' } } });
  await addNotification(ctx.db, { id: 'childEvent', parentId: 'parentEvent', templates: {} });
});
afterAll(() => ctx.close());

type Notification = {
  id: string;
  name: string;
  enabled: boolean;
  type: string;
  parentId: string | null;
  channels: { channelId: string; template: { subject?: string; body: string } }[];
};

const valid = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Name of ${id}`,
  enabled: true,
  type: 'event',
  channels: [
    { channelId: 'discord', template: { body: '**{{name}}**' } },
    { channelId: 'email', template: { subject: 'Hi {{name}}', body: '<p>{{formatDateTime at}}</p>' } },
  ],
  ...extra,
});
const post = (body: unknown) => ctx.request('/api/v2/notifications', { method: 'POST', as: 'admin', body });
const put = (body: unknown) => ctx.request('/api/v2/notifications', { method: 'PUT', as: 'admin', body });
const remove = (id: string) =>
  ctx.request(`/api/v2/notifications/${encodeURIComponent(id)}`, { method: 'DELETE', as: 'admin' });
const list = async () => {
  const response = await ctx.request('/api/v2/notifications', { as: 'admin' });
  expect(response.status).toBe(200);
  return (await response.json()) as Notification[];
};
const expectFieldError = async (response: Response, path: string, reason?: RegExp) => {
  expect(response.status).toBe(400);
  const problem = await readProblem(response);
  const error = problem.errors?.find((item) => item.path === path);
  expect(error).toBeDefined();
  if (reason) expect(error?.message).toMatch(reason);
};

describe('POST /notifications', () => {
  it('creates a notification with its templates (201) and lists it with channels in email, telegram, discord order', async () => {
    const response = await post(valid('created'));
    expect(response.status).toBe(201);
    const created = (await response.json()) as Notification;
    expect(created).toEqual({
      id: 'created',
      name: 'Name of created',
      enabled: true,
      type: 'event',
      parentId: null,
      channels: [
        { channelId: 'email', template: { subject: 'Hi {{name}}', body: '<p>{{formatDateTime at}}</p>' } },
        { channelId: 'discord', template: { body: '**{{name}}**' } },
      ],
    });
    expect((await list()).find((item) => item.id === 'created')).toEqual(created);
  });

  it('answers 409 when the id exists and changes nothing', async () => {
    await post(valid('taken'));
    const response = await post(valid('taken', { name: 'Other' }));
    expect(response.status).toBe(409);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, 'taken'));
    expect(row.name).toBe('Name of taken');
  });

  it('answers 400 naming the template that does not compile, with the parser reason', async () => {
    const body = valid('broken', {
      channels: [
        { channelId: 'email', template: { subject: 'Ok', body: '<p>{{#if x}}open</p>' } },
        { channelId: 'telegram', template: { body: 'Hi {{name' } },
      ],
    });
    const response = await post(body);
    await expectFieldError(response.clone(), 'channels.0.template.body', /does not compile/);
    await expectFieldError(response, 'channels.1.template.body', /Parse error|Expecting/);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.id, 'broken'))).toEqual([]);
  });

  it('answers 400 for a subject that does not compile and for an unknown helper', async () => {
    const badSubject = valid('badSubject', {
      channels: [{ channelId: 'email', template: { subject: '{{/if}}', body: 'x' } }],
    });
    await expectFieldError(await post(badSubject), 'channels.0.template.subject', /does not compile/);
    const unknownHelper = valid('badHelper', {
      channels: [{ channelId: 'discord', template: { body: '{{shout name}}' } }],
    });
    await expectFieldError(await post(unknownHelper), 'channels.0.template.body', /shout/);
  });

  it.each([
    ['an unknown channel', { channels: [{ channelId: 'pigeon', template: { body: 'x' } }] }, 'channels.0.channelId'],
    [
      'a channel listed twice',
      { channels: [1, 2].map(() => ({ channelId: 'discord', template: { body: 'x' } })) },
      'channels.1.channelId',
    ],
    [
      'an e-mail template without a subject',
      { channels: [{ channelId: 'email', template: { body: 'x' } }] },
      'channels.0.template.subject',
    ],
    [
      'a subject on a telegram template',
      { channels: [{ channelId: 'telegram', template: { subject: 's', body: 'x' } }] },
      'channels.0.template.subject',
    ],
    ['an empty body', { channels: [{ channelId: 'telegram', template: { body: '  ' } }] }, 'channels.0.template.body'],
    ['an unknown type', { type: 'broadcast' }, 'type'],
    ['a missing name', { name: '' }, 'name'],
    ['an id with spaces', { id: 'a b' }, 'id'],
    ['an unknown field', { extra: 1 }, 'extra'],
    ['a missing parent', { parentId: 'nowhere' }, 'parentId'],
    ['a parent that has a parent', { parentId: 'childEvent' }, 'parentId'],
    ['itself as parent', { parentId: 'selfParent' }, 'parentId'],
  ])('answers 400 for %s, naming the field', async (_case, extra, path) => {
    await expectFieldError(await post(valid('selfParent', extra)), path);
  });

  it('accepts an existing top-level parent', async () => {
    const response = await post(valid('withParent', { parentId: 'parentEvent' }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Notification).parentId).toBe('parentEvent');
  });
});

describe('PUT /notifications', () => {
  it('creates a missing notification and replaces an existing one with its templates', async () => {
    expect((await put(valid('upserted'))).status).toBe(200);
    const response = await put(
      valid('upserted', {
        name: 'Renamed',
        enabled: false,
        type: 'message',
        channels: [{ channelId: 'telegram', template: { body: 'T' } }],
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 'upserted',
      name: 'Renamed',
      enabled: false,
      type: 'message',
      parentId: null,
      channels: [{ channelId: 'telegram', template: { body: 'T' } }],
    });
    const templates = await ctx.db
      .select()
      .from(notificationChannelSettings)
      .where(eq(notificationChannelSettings.notificationId, 'upserted'));
    expect(templates.map((row) => row.channelId)).toEqual(['telegram']);
  });

  it('answers 400 for a template that does not compile and keeps the stored one', async () => {
    await put(valid('kept'));
    const response = await put(
      valid('kept', { channels: [{ channelId: 'discord', template: { body: '{{#each}}' } }] }),
    );
    await expectFieldError(response, 'channels.0.template.body');
    expect((await list()).find((item) => item.id === 'kept')?.channels).toHaveLength(2);
  });

  it('answers 400 when a parent would get a parent', async () => {
    await expectFieldError(await put(valid('parentEvent', { parentId: 'created' })), 'parentId');
  });
});

describe('DELETE /notifications/{id}', () => {
  it('deletes a notification with its templates (204) and frees its children', async () => {
    await post(valid('doomed'));
    await post(valid('doomedChild', { parentId: 'doomed' }));
    expect((await remove('doomed')).status).toBe(204);
    const ids = (await list()).map((item) => item.id);
    expect(ids).not.toContain('doomed');
    expect((await list()).find((item) => item.id === 'doomedChild')?.parentId).toBeNull();
    expect(
      await ctx.db
        .select()
        .from(notificationChannelSettings)
        .where(eq(notificationChannelSettings.notificationId, 'doomed')),
    ).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await remove('neverThere')).status).toBe(404);
  });

  it('answers 409 while the outbox holds deliveries of it', async () => {
    await post(valid('delivered', { channels: [{ channelId: 'telegram', template: { body: 'x' } }] }));
    const user = await addUser(ctx.db);
    await connect(ctx.db, user.id, 'telegram', 'chat-delivered');
    await ctx.db.transaction((tx) =>
      sendNotification(tx, { notificationId: 'delivered', userId: user.id, data: {} }, ctx.clock.now()),
    );
    const response = await remove('delivered');
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toMatch(/turn it off/);
  });
});

describe('access', () => {
  it.each(['manager', 'student', 'hirer'] as const)('refuses %s with 403 on every operation', async (as) => {
    expect((await ctx.request('/api/v2/notifications', { as })).status).toBe(403);
    expect((await ctx.request('/api/v2/notifications', { method: 'POST', as, body: valid('x') })).status).toBe(403);
    expect((await ctx.request('/api/v2/notifications', { method: 'PUT', as, body: valid('x') })).status).toBe(403);
    expect((await ctx.request('/api/v2/notifications/created', { method: 'DELETE', as })).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.request('/api/v2/notifications')).status).toBe(401);
  });
});
