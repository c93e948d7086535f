import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import {
  notificationChannelSettings,
  notificationOutbox,
  notifications,
  notificationUserConnections,
  notificationUserSettings,
  type ChannelId,
  type NotificationTemplate,
} from '../../../src/server/db/schema';

// Factories for rules.md R20 tests: catalogue entries, connections, user settings and outbox reads.
export type NotificationValues = {
  id: string;
  type?: 'event' | 'message';
  enabled?: boolean;
  parentId?: string | null;
  templates?: Partial<Record<ChannelId, NotificationTemplate>>;
};

export async function addNotification(db: Db, values: NotificationValues): Promise<void> {
  const { id, type = 'event', enabled = true, parentId = null, templates = {} } = values;
  await db.insert(notifications).values({ id, name: id, type, enabled, parentId });
  const rows = Object.entries(templates).map(([channelId, template]) => ({
    notificationId: id,
    channelId: channelId as ChannelId,
    template,
  }));
  if (rows.length) await db.insert(notificationChannelSettings).values(rows);
}

export async function connect(db: Db, userId: number, channelId: ChannelId, externalId: string, enabled = true) {
  await db.insert(notificationUserConnections).values({ userId, channelId, externalId, enabled });
}

export async function setUserSetting(
  db: Db,
  notificationId: string,
  userId: number,
  channelId: ChannelId,
  enabled: boolean,
) {
  await db.insert(notificationUserSettings).values({ notificationId, userId, channelId, enabled });
}

export const outboxOf = (db: Db, userId: number, notificationId?: string) =>
  db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.userId, userId),
        notificationId ? eq(notificationOutbox.notificationId, notificationId) : undefined,
      ),
    )
    .orderBy(notificationOutbox.id);
