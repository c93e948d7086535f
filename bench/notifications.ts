// Issue 11 bench, in-process: (a) one notification fanned out to 10,000 users, written to the outbox in the business
// transaction (budget ≤ 2 s; sendNotifications reads catalogue and connections in batches of 1,000 and inserts in
// batches of 1,000); (b) the delivery sweep sending those e-mails to an SMTP server on loopback through the pooled
// transport (budget ≥ 200 e-mails/s). Works on the large school (its first 10,000 users get an e-mail connection
// unless they have one) or on any migrated database with enough users.
import { asc, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../src/server/db/client';
import {
  notificationChannelSettings,
  notificationOutbox,
  notifications,
  notificationUserConnections,
  users,
} from '../src/server/db/schema';
import { createDeliveryChannels, deliverOutbox } from '../src/server/modules/notification-delivery';
import { sendNotifications } from '../src/server/modules/notifications';

export const NOTIFICATION_FANOUT_USERS = 10_000;
export const NOTIFICATION_FANOUT_BUDGET_MS = 2_000;
export const EMAIL_DELIVERY_BUDGET_PER_SECOND = 200;
const NOTIFICATION_ID = 'benchAnnouncement';
const BATCH = 2_000;

export type NotificationBench = {
  recipients: number;
  outboxRows: number;
  fanoutMs: number;
  emailsSent: number;
  emailsReceived: number;
  deliveryMs: number;
  emailsPerSecond: number;
};

async function prepareRecipients(db: Db, count: number, now: Date): Promise<number[]> {
  await db
    .insert(notifications)
    .values({ id: NOTIFICATION_ID, name: 'Bench announcement', type: 'message', enabled: true })
    .onConflictDoNothing();
  await db
    .insert(notificationChannelSettings)
    .values({
      notificationId: NOTIFICATION_ID,
      channelId: 'email',
      template: {
        subject: 'News for {{name}}: {{truncate title 40}}',
        body: '<p>Hello {{capitalize name}},</p><p>{{title}} starts at {{formatDateTime startsAt}} UTC.</p>',
      },
    })
    .onConflictDoNothing();
  const ids = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(count)).map((row) => row.id);
  for (let start = 0; start < ids.length; start += BATCH) {
    await db
      .insert(notificationUserConnections)
      .values(
        ids.slice(start, start + BATCH).map((userId) => ({
          userId,
          channelId: 'email' as const,
          externalId: `bench-${userId}@example.org`,
          enabled: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  return ids;
}

// An SMTP server that accepts and counts (reading each message to its end, as a real server would).
async function countingSmtpServer() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function measureNotifications(db: Db, now = new Date()): Promise<NotificationBench> {
  const ids = await prepareRecipients(db, NOTIFICATION_FANOUT_USERS, now);
  await db.delete(notificationOutbox).where(eq(notificationOutbox.notificationId, NOTIFICATION_ID));
  const items = ids.map((userId, index) => ({
    notificationId: NOTIFICATION_ID,
    userId,
    data: { name: `student ${index}`, title: 'Cross-check of Songbird & Portfolio', startsAt: now },
  }));
  const fanoutStarted = performance.now();
  const outboxRows = await db.transaction((tx) => sendNotifications(tx, items, now));
  const fanoutMs = Math.round(performance.now() - fanoutStarted);
  await db.execute(sql`analyze notification_outbox`);

  const smtp = await countingSmtpServer();
  const channels = createDeliveryChannels({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'RS School <noreply@rs.school>',
    TELEGRAM_API_URL: 'http://127.0.0.1:9',
    DISCORD_API_URL: 'http://127.0.0.1:9',
  });
  try {
    const deliveryStarted = performance.now();
    const report = await deliverOutbox(db, { now, log: () => undefined, channels, timeBudgetMs: 600_000 });
    const deliveryMs = Math.round(performance.now() - deliveryStarted);
    return {
      recipients: ids.length,
      outboxRows,
      fanoutMs,
      emailsSent: report.sent,
      emailsReceived: smtp.received(),
      deliveryMs,
      emailsPerSecond: Math.round((report.sent / deliveryMs) * 1000),
    };
  } finally {
    channels.close();
    await smtp.close();
  }
}
