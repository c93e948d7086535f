import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { channelId } from './enums';
import { users } from './users';

// data-model.md §1 and §10: the notification catalogue, its per-channel templates, the users' subscriptions and the
// outbox every delivery goes through (rules.md R20). Connections live in users.ts (notification_user_connection).
export const notificationChannelValues = ['event', 'message'] as const;
export const outboxStatusValues = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationType = (typeof notificationChannelValues)[number];
export type OutboxStatus = (typeof outboxStatusValues)[number];
export type NotificationTemplate = { subject?: string; body: string };

export const notificationChannel = pgEnum('notification_channel', notificationChannelValues);
export const outboxStatus = pgEnum('outbox_status', outboxStatusValues);

export const notifications = pgTable('notification', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: notificationChannel('type').notNull().default('event'),
  enabled: boolean('enabled').notNull().default(false),
  parentId: text('parent_id').references((): AnyPgColumn => notifications.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const notificationChannelSettings = pgTable(
  'notification_channel_settings',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channelId: channelId('channel_id').notNull(),
    template: jsonb('template').$type<NotificationTemplate>().notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.channelId] })],
);

export const notificationUserSettings = pgTable(
  'notification_user_settings',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: channelId('channel_id').notNull(),
    enabled: boolean('enabled').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.userId, table.channelId] })],
);

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: identity(),
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: channelId('channel_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    expireAt: instant('expire_at'),
    sentAt: instant('sent_at'),
    // Not tried again before this instant: the lease of a claimed delivery, then the retry delay (R20.3); null = due.
    nextAttemptAt: instant('next_attempt_at'),
    ...timestamps,
  },
  (table) => [
    index('notification_outbox_pending_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
