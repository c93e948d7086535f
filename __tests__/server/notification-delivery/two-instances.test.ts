import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '@/server/db/client';
import { notificationOutbox } from '@/server/db/schema';
import { parseEnv } from '@/server/env';
import { outboxJobs, runSweep } from '@/server/modules/background';
import { createDeliveryChannels, deliverOutbox, type DeliveryChannels } from '@/server/modules/notification-delivery';
import { createTestContext, type TestContext } from '../../support/server/context';
import { databaseUrlFor, testDatabaseUrl } from '../../support/server/database';
import {
  addDeliveryNotification,
  addOutboxRows,
  startSmtpServer,
  type MailServer,
} from '../../support/server/delivery';

// rules.md R20.3 with several instances: two connection pools deliver one PostgreSQL outbox at the same time, through
// the sweep and through bare delivery runs with small batches (so their claims interleave under FOR UPDATE SKIP
// LOCKED); every row reaches the SMTP server exactly once. Needs a real server (TEST_DATABASE_URL, as CI sets it).
const serverUrl = testDatabaseUrl();
const describeOnPostgres = serverUrl ? describe : describe.skip;

describeOnPostgres('two instances delivering one outbox', () => {
  let ctx: TestContext;
  let second: Database;
  let smtp: MailServer;
  let channels: DeliveryChannels[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const result = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    second = await openPostgres(databaseUrlFor(serverUrl as string, result.rows[0].name));
    smtp = await startSmtpServer();
    // One pooled transport per instance, as each process has its own.
    channels = [0, 1].map(() => createDeliveryChannels({ ...parseEnv({}), SMTP_URL: smtp.url }));
    await addDeliveryNotification(ctx.db);
  });
  afterAll(async () => {
    for (const created of channels ?? []) created.close();
    await smtp?.close();
    await second?.close();
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.db.delete(notificationOutbox);
    smtp.mail.length = 0;
  });

  const rows = (count: number, prefix: string) =>
    addOutboxRows(
      ctx.db,
      Array.from({ length: count }, (_, index) => ({
        userId: ctx.school.users.student.id,
        recipient: `${prefix}-${index}@example.org`,
        createdAt: ctx.clock.now(),
      })),
    );
  const expectEachOnce = async (count: number) => {
    expect(smtp.mail).toHaveLength(count);
    expect(new Set(smtp.mail.map((mail) => mail.to[0])).size).toBe(count);
    const states = await ctx.db
      .select({ status: notificationOutbox.status, attempts: notificationOutbox.attempts })
      .from(notificationOutbox);
    expect(states.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  };

  it('sends every row once when both sweep at the same time, round after round', async () => {
    await rows(300, 'sweep');
    const deps = (index: number) => ({ now: ctx.clock.now(), log: () => undefined, delivery: channels[index] });
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([runSweep(ctx.db, deps(0), outboxJobs), runSweep(second.db, deps(1), outboxJobs)]);
    }
    await expectEachOnce(300);
  });

  it('sends every row once when both claim small batches side by side (SKIP LOCKED)', async () => {
    await rows(400, 'claims');
    const run = (db: Database['db'], index: number) =>
      deliverOutbox(db, { now: ctx.clock.now(), log: () => undefined, channels: channels[index], batchSize: 20 });
    const [first, other] = await Promise.all([run(ctx.db, 0), run(second.db, 1)]);
    expect(first.sent + other.sent).toBe(400);
    // Both instances took part.
    expect(first.sent).toBeGreaterThan(0);
    expect(other.sent).toBeGreaterThan(0);
    await expectEachOnce(400);
  });
});
