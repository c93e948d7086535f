import { inArray, sql } from 'drizzle-orm';
import { notificationOutbox } from '@/server/db/schema';
import { parseEnv } from '@/server/env';
import { outboxJobs, runSweep } from '@/server/modules/background';
import {
  claimOutbox,
  createDeliveryChannels,
  type DeliveryChannels,
  type DeliverySettings,
} from '@/server/modules/notification-delivery';
import { createTestContext, type TestContext } from '../../support/server/context';
import {
  addDeliveryNotification,
  addOutboxRows,
  startBotServer,
  startSmtpServer,
  type BotServer,
  type MailServer,
} from '../../support/server/delivery';

// rules.md R20.3 / R2.2 (d): the sweep delivers the outbox to a real SMTP server on loopback (read back with
// mailparser) and to local stand-ins for the Telegram and Discord bot APIs, with an injected clock.
let ctx: TestContext;
let smtp: MailServer;
let bot: BotServer;
const opened: DeliveryChannels[] = [];
const MINUTE = 60_000;

const settings = (values: Partial<DeliverySettings> = {}): DeliverySettings => ({
  ...parseEnv({}),
  APP_URL: 'https://app.rs.school/',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'RS School <noreply@rs.school>',
  TELEGRAM_BOT_TOKEN: 'tg-token',
  TELEGRAM_API_URL: `${bot.url}/telegram`,
  DISCORD_BOT_TOKEN: 'discord-token',
  DISCORD_API_URL: `${bot.url}/discord`,
  ...values,
});
const channels = (values?: Partial<DeliverySettings>) => {
  const created = createDeliveryChannels(settings(values));
  opened.push(created);
  return created;
};
let delivery: DeliveryChannels;

const sweepAt = (at: Date, through = delivery) =>
  runSweep(ctx.db, { now: at, log: () => undefined, delivery: through }, outboxJobs);
const rowsOf = (ids: number[]) =>
  ctx.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids)).orderBy(notificationOutbox.id);
let userId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startSmtpServer();
  bot = await startBotServer((request) => {
    if (request.path.endsWith('/users/@me/channels')) return { status: 200, body: { id: 'dm-42' } };
    return { status: 200, body: { ok: true, result: {} } };
  });
  delivery = channels();
  await addDeliveryNotification(ctx.db);
  userId = ctx.school.users.student.id;
});
beforeEach(async () => {
  await ctx.db.delete(notificationOutbox);
  smtp.mail.length = 0;
  smtp.refuse.clear();
  bot.requests.length = 0;
});
afterAll(async () => {
  for (const created of opened) created.close();
  await smtp?.close();
  await bot?.close();
  await ctx?.close();
});

describe('R20.3 delivery through each channel', () => {
  it('sends e-mail over SMTP with the subject, the recipient, the HTML body and a text alternative', async () => {
    const now = ctx.clock.now();
    const ids = await addOutboxRows(ctx.db, [
      {
        userId,
        recipient: 'ann@example.org',
        subject: 'Task graded: Songbird',
        body:
          '<p>Your score: <b>90</b> &amp; a comment</p><p><a href="http://x.org/r">http://x.org/r</a></p>' +
          '<p><a href="/course/student/dashboard?course=js">Dashboard</a></p>',
        createdAt: now,
      },
    ]);
    const [report] = await sweepAt(now);
    expect(report).toMatchObject({ name: 'deliver notification outbox', status: 'ran', summary: { sent: 1 } });
    expect(smtp.mail).toHaveLength(1);
    const [mail] = smtp.mail;
    expect(mail.to).toEqual(['ann@example.org']);
    expect(mail.from).toContain('noreply@rs.school');
    expect(mail.subject).toBe('Task graded: Songbird');
    expect(mail.html).toContain('<p>Your score: <b>90</b> &amp; a comment</p>');
    expect(mail.text).toContain('Your score: 90 & a comment');
    // Paths the templates link to leave with the app's address in front.
    expect(mail.html).toContain('<a href="https://app.rs.school/course/student/dashboard?course=js">Dashboard</a>');
    expect(mail.text).toContain('Dashboard (https://app.rs.school/course/student/dashboard?course=js)');
    const [row] = await rowsOf(ids);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, nextAttemptAt: null });
    expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(now.getTime());
  });

  it('sends Telegram messages to the chat and Discord direct messages through a DM channel', async () => {
    const now = ctx.clock.now();
    const ids = await addOutboxRows(ctx.db, [
      { userId, channelId: 'telegram', recipient: '1001', subject: null, body: 'Score &lt;90&gt;', createdAt: now },
      { userId, channelId: 'discord', recipient: '555', subject: null, body: 'Score &amp; **90**', createdAt: now },
    ]);
    await sweepAt(now);
    const telegram = bot.requests.filter((request) => request.path.startsWith('/telegram'));
    expect(telegram).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/telegram/bottg-token/sendMessage',
        body: expect.objectContaining({ chat_id: '1001', text: 'Score &lt;90&gt;', parse_mode: 'HTML' }),
      }),
    ]);
    const discord = bot.requests.filter((request) => request.path.startsWith('/discord'));
    expect(discord.map((request) => [request.path, request.body, request.headers.authorization])).toEqual([
      ['/discord/users/@me/channels', { recipient_id: '555' }, 'Bot discord-token'],
      ['/discord/channels/dm-42/messages', { content: 'Score & **90**' }, 'Bot discord-token'],
    ]);
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('skips rows of channels that are not configured, with the reason, and rows past expire_at', async () => {
    const now = ctx.clock.now();
    const ids = await addOutboxRows(ctx.db, [
      { userId, channelId: 'telegram', recipient: '1', createdAt: now },
      { userId, channelId: 'discord', recipient: '2', createdAt: now },
      { userId, recipient: 'late@example.org', expireAt: new Date(now.getTime() - 1), createdAt: now },
      { userId, recipient: 'soon@example.org', expireAt: new Date(now.getTime() + MINUTE), createdAt: now },
    ]);
    const [report] = await sweepAt(now, channels({ TELEGRAM_BOT_TOKEN: undefined, DISCORD_BOT_TOKEN: undefined }));
    expect(report.summary).toMatchObject({ sent: 1, expired: 1, unconfigured: 2 });
    expect((await rowsOf(ids)).map((row) => [row.status, row.error])).toEqual([
      ['skipped', 'Telegram delivery is not configured (TELEGRAM_BOT_TOKEN is not set)'],
      ['skipped', 'Discord delivery is not configured (DISCORD_BOT_TOKEN is not set)'],
      ['skipped', 'Expired before it could be delivered'],
      ['sent', null],
    ]);
    expect(smtp.mail.map((mail) => mail.to[0])).toEqual(['soon@example.org']);
    expect(bot.requests).toEqual([]);
  });

  it('leaves the outbox alone when the sweep has no channels (tests of other jobs)', async () => {
    const now = ctx.clock.now();
    const ids = await addOutboxRows(ctx.db, [{ userId, recipient: 'a@example.org', createdAt: now }]);
    const [report] = await runSweep(ctx.db, { now, log: () => undefined }, outboxJobs);
    expect(report.summary).toEqual({});
    expect((await rowsOf(ids))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('R20.3 retries after 1, 5 and 30 minutes, then failed', () => {
  it('retries a refused message on schedule and marks it failed after the third retry', async () => {
    const start = ctx.clock.now().getTime();
    const at = (ms: number) => new Date(start + ms);
    smtp.refuse.add('bounce@example.org');
    const [id] = await addOutboxRows(ctx.db, [{ userId, recipient: 'bounce@example.org', createdAt: at(0) }]);
    const state = async () => {
      const [row] = await rowsOf([id]);
      return {
        status: row.status,
        attempts: row.attempts,
        next: row.nextAttemptAt && row.nextAttemptAt.getTime() - start,
      };
    };
    await sweepAt(at(0));
    expect(await state()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await state()).next).toBeGreaterThanOrEqual(MINUTE);
    expect((await rowsOf([id]))[0].error).toMatch(/550|unavailable/i);
    // Not before the delay is over.
    await sweepAt(at(MINUTE - 1000));
    expect(await state()).toMatchObject({ attempts: 1 });
    await sweepAt(at(MINUTE + 1000));
    expect(await state()).toMatchObject({ status: 'pending', attempts: 2 });
    await sweepAt(at(MINUTE + 5 * MINUTE - 1000));
    expect(await state()).toMatchObject({ attempts: 2 });
    await sweepAt(at(7 * MINUTE));
    expect(await state()).toMatchObject({ status: 'pending', attempts: 3 });
    await sweepAt(at(7 * MINUTE + 29 * MINUTE));
    expect(await state()).toMatchObject({ attempts: 3 });
    const [last] = await sweepAt(at(38 * MINUTE));
    expect(last.summary).toMatchObject({ failed: 1 });
    expect(await state()).toMatchObject({ status: 'failed', attempts: 4, next: null });
    await sweepAt(at(120 * MINUTE));
    expect(await state()).toMatchObject({ status: 'failed', attempts: 4 });
    expect(smtp.mail).toEqual([]);
  });

  it('delivers on a retry once the failure is gone', async () => {
    const start = ctx.clock.now().getTime();
    smtp.refuse.add('flaky@example.org');
    const [id] = await addOutboxRows(ctx.db, [{ userId, recipient: 'flaky@example.org', createdAt: new Date(start) }]);
    await sweepAt(new Date(start));
    smtp.refuse.clear();
    await sweepAt(new Date(start + MINUTE + 1000));
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(smtp.mail.map((mail) => mail.to[0])).toEqual(['flaky@example.org']);
  });

  it('retries a bot API error (HTTP 500) and a refusal (ok: false) like any failure', async () => {
    const now = ctx.clock.now();
    const previous = bot.answer;
    bot.answer = (request) =>
      request.path.includes('/telegram')
        ? { status: 200, body: { ok: false, description: 'chat not found' } }
        : { status: 500, body: { message: 'boom' } };
    try {
      const ids = await addOutboxRows(ctx.db, [
        { userId, channelId: 'telegram', recipient: '1', createdAt: now },
        { userId, channelId: 'discord', recipient: '2', createdAt: now },
      ]);
      await sweepAt(now);
      const rows = await rowsOf(ids);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(rows[0].error).toContain('chat not found');
      expect(rows[1].error).toContain('HTTP 500');
    } finally {
      bot.answer = previous;
    }
  });
});

describe('R20.3 never lost, never sent twice', () => {
  it('sends every row once when sweeps run one after the other and at the same time', async () => {
    const now = ctx.clock.now();
    const ids = await addOutboxRows(
      ctx.db,
      Array.from({ length: 60 }, (_, index) => ({ userId, recipient: `r${index}@example.org`, createdAt: now })),
    );
    await Promise.all([sweepAt(now), sweepAt(now), sweepAt(now)]);
    await sweepAt(now);
    expect(smtp.mail).toHaveLength(60);
    expect(new Set(smtp.mail.map((mail) => mail.to[0])).size).toBe(60);
    expect((await rowsOf(ids)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('a claim left by a crash is delivered exactly once after its lease', async () => {
    const start = ctx.clock.now().getTime();
    const [id] = await addOutboxRows(ctx.db, [{ userId, recipient: 'crash@example.org', createdAt: new Date(start) }]);
    // The instance claims the row (its transaction commits), then dies before sending it.
    const claimed = await ctx.db.transaction((tx) => claimOutbox(tx, new Date(start), ['email'], 10));
    expect(claimed.map((row) => row.id)).toEqual([id]);
    // Other sweeps leave it alone while the lease lasts.
    await sweepAt(new Date(start + 1000));
    await sweepAt(new Date(start + MINUTE - 1000));
    expect(smtp.mail).toEqual([]);
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    // Then it is due again, like a failed attempt, and goes out once.
    await Promise.all([sweepAt(new Date(start + MINUTE + 1000)), sweepAt(new Date(start + MINUTE + 1000))]);
    await sweepAt(new Date(start + 10 * MINUTE));
    expect(smtp.mail.map((mail) => mail.to[0])).toEqual(['crash@example.org']);
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a crash during the last attempt ends failed, not pending for ever', async () => {
    const start = ctx.clock.now().getTime();
    const [id] = await addOutboxRows(ctx.db, [{ userId, recipient: 'last@example.org', createdAt: new Date(start) }]);
    await ctx.db.execute(sql`update notification_outbox set attempts = 3 where id = ${id}`);
    await ctx.db.transaction((tx) => claimOutbox(tx, new Date(start), ['email'], 10));
    await sweepAt(new Date(start + 31 * MINUTE));
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'failed', attempts: 4 });
    expect((await rowsOf([id]))[0].error).toContain('interrupted');
    expect(smtp.mail).toEqual([]);
  });
});
