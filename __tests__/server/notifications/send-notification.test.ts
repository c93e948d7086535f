import { notificationOutbox } from '@/server/db/schema';
import { sendNotification, sendNotifications } from '@/server/modules/notifications';
import { createTestContext, type TestContext } from '../../support/server/context';
import { addNotification, connect, outboxOf, setUserSetting } from '../../support/server/notifications';
import { addUser } from '../../support/server/school';

// rules.md R20.2 (who gets a delivery) and R20.4 (direct messages), written to notification_outbox.
let ctx: TestContext;
const templates = {
  email: { subject: 'Hi {{name}}', body: '<p>Hello {{name}}</p>' },
  telegram: { body: 'Hello {{name}}' },
  discord: { body: 'Hello **{{name}}**' },
};
let counter = 0;

async function userWith(channels: ('email' | 'telegram' | 'discord')[], enabled = true) {
  const user = await addUser(ctx.db);
  counter += 1;
  for (const channel of channels) await connect(ctx.db, user.id, channel, `${channel}-${counter}`, enabled);
  return user.id;
}

const send = (notificationId: string, userId: number, direct?: boolean) =>
  ctx.db.transaction((tx) =>
    sendNotification(tx, { notificationId, userId, data: { name: 'Ann' }, direct }, ctx.clock.now()),
  );
const channelsOf = async (userId: number, notificationId: string) =>
  (await outboxOf(ctx.db, userId, notificationId)).map((row) => row.channelId).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, { id: 'plain', templates });
  await addNotification(ctx.db, { id: 'off', enabled: false, templates });
  await addNotification(ctx.db, { id: 'mailOnly', templates: { email: templates.email } });
  await addNotification(ctx.db, { id: 'parent', templates });
  await addNotification(ctx.db, { id: 'parent:child', parentId: 'parent', templates });
  await addNotification(ctx.db, { id: 'letter', type: 'message', templates });
});
afterAll(() => ctx.close());

describe('R20.2 sending a notification', () => {
  it('writes nothing for a missing or disabled notification', async () => {
    const userId = await userWith(['email', 'telegram']);
    expect(await send('missing', userId)).toBe(0);
    expect(await send('off', userId)).toBe(0);
    expect(await outboxOf(ctx.db, userId)).toEqual([]);
  });

  it('event: e-mail and telegram by default, Discord off by default, only through enabled connections', async () => {
    const userId = await userWith(['email', 'telegram', 'discord']);
    expect(await send('plain', userId)).toBe(2);
    expect(await channelsOf(userId, 'plain')).toEqual(['email', 'telegram']);
    const disconnected = await userWith(['email'], false);
    expect(await send('plain', disconnected)).toBe(0);
    expect(await send('plain', await userWith([]))).toBe(0);
  });

  it('writes a pending row with the recipient, the rendered subject and body', async () => {
    const userId = await userWith(['email']);
    await ctx.db.transaction((tx) =>
      sendNotification(
        tx,
        { notificationId: 'plain', userId, data: { name: 'Ann' }, expireDate: new Date('2026-03-02T00:00:00Z') },
        ctx.clock.now(),
      ),
    );
    const [row] = await outboxOf(ctx.db, userId);
    expect(row).toMatchObject({
      notificationId: 'plain',
      channelId: 'email',
      recipient: `email-${counter}`,
      subject: 'Hi Ann',
      status: 'pending',
      attempts: 0,
      expireAt: new Date('2026-03-02T00:00:00Z'),
      createdAt: ctx.clock.now(),
    });
    expect(row.body).toContain('<p>Hello Ann</p>');
  });

  it('only channels with a template are used', async () => {
    const userId = await userWith(['email', 'telegram']);
    expect(await send('mailOnly', userId)).toBe(1);
    expect(await channelsOf(userId, 'mailOnly')).toEqual(['email']);
  });

  it('event: the user setting decides (own first, then the parent), enabling Discord too', async () => {
    const userId = await userWith(['email', 'telegram', 'discord']);
    await setUserSetting(ctx.db, 'plain', userId, 'email', false);
    await setUserSetting(ctx.db, 'plain', userId, 'discord', true);
    await send('plain', userId);
    expect(await channelsOf(userId, 'plain')).toEqual(['discord', 'telegram']);

    const child = await userWith(['email', 'telegram', 'discord']);
    await setUserSetting(ctx.db, 'parent', child, 'telegram', false);
    await setUserSetting(ctx.db, 'parent', child, 'discord', true);
    await setUserSetting(ctx.db, 'parent', child, 'email', false);
    await setUserSetting(ctx.db, 'parent:child', child, 'email', true);
    await send('parent:child', child);
    expect(await channelsOf(child, 'parent:child')).toEqual(['discord', 'email']);
  });

  it('message: every enabled connection, whatever the settings', async () => {
    const userId = await userWith(['email', 'telegram', 'discord']);
    await setUserSetting(ctx.db, 'letter', userId, 'email', false);
    expect(await send('letter', userId)).toBe(3);
    expect(await send('letter', await userWith(['email'], false))).toBe(0);
  });

  it('R20.4: a direct send bypasses the settings but still needs an enabled connection', async () => {
    const userId = await userWith(['email', 'discord']);
    await setUserSetting(ctx.db, 'plain', userId, 'email', false);
    expect(await send('plain', userId, true)).toBe(2);
    expect(await send('plain', await userWith(['email'], false), true)).toBe(0);
  });

  it('writes in the caller transaction: a rollback leaves no outbox row', async () => {
    const userId = await userWith(['email']);
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await sendNotification(tx, { notificationId: 'plain', userId, data: {} }, ctx.clock.now())).toBe(1);
        throw new Error('business failure');
      }),
    ).rejects.toThrow('business failure');
    expect(await outboxOf(ctx.db, userId)).toEqual([]);
  });

  it('sends many notifications at once, grouped by notification', async () => {
    const first = await userWith(['email']);
    const second = await userWith(['telegram']);
    const written = await ctx.db.transaction((tx) =>
      sendNotifications(
        tx,
        [
          { notificationId: 'plain', userId: first, data: { name: 'A' } },
          { notificationId: 'plain', userId: second, data: { name: 'B' } },
          { notificationId: 'mailOnly', userId: first, data: { name: 'C' } },
          { notificationId: 'off', userId: first, data: {} },
        ],
        ctx.clock.now(),
      ),
    );
    expect(written).toBe(3);
    expect((await outboxOf(ctx.db, second))[0].body).toBe('Hello B');
    expect(await ctx.db.$count(notificationOutbox)).toBeGreaterThanOrEqual(3);
  });

  it('reaches the users past the first 5,000 of one send (read in batches of 5,000), with their own settings', async () => {
    const first = await userWith(['email', 'telegram']);
    const last = await userWith(['email', 'telegram']);
    await setUserSetting(ctx.db, 'plain', last, 'telegram', false);
    // 5,000 ids in between that no user has: the last user is the 5,002nd.
    const nobody = Array.from({ length: 5000 }, (_, i) => 900_000_000 + i);
    const items = [first, ...nobody, last].map((userId) => ({ notificationId: 'plain', userId, data: { name: 'N' } }));
    const written = await ctx.db.transaction((tx) => sendNotifications(tx, items, ctx.clock.now()));
    expect(written).toBe(3);
    expect(await channelsOf(first, 'plain')).toEqual(['email', 'telegram']);
    expect(await channelsOf(last, 'plain')).toEqual(['email']);
  });
});
