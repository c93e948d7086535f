import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import {
  notificationChannelSettings,
  notifications,
  notificationUserSettings,
  type ChannelId,
} from '../../../db/schema';
import { AppError, type FieldError } from '../../../http/problem';
import type { UserNotifications, UserNotificationsUpdate } from '../schemas';
import { ownConnections } from './connections';

// rules.md R20.2: without a stored setting, e-mail and telegram are on, Discord is off.
const DEFAULT_ON: Record<ChannelId, boolean> = { email: true, telegram: true, discord: false };
const channelOrder: ChannelId[] = ['email', 'telegram', 'discord'];

// rules.md R20.7: the user chooses among enabled top-level `event` notifications, per channel they have a template for.
async function listable(db: DbOrTx) {
  const rows = await db
    .select({
      id: notifications.id,
      name: notifications.name,
      channelId: notificationChannelSettings.channelId,
    })
    .from(notifications)
    .innerJoin(notificationChannelSettings, eq(notificationChannelSettings.notificationId, notifications.id))
    .where(and(eq(notifications.enabled, true), eq(notifications.type, 'event'), isNull(notifications.parentId)))
    .orderBy(asc(notifications.name), asc(notifications.id));
  const byId = new Map<string, { id: string; name: string; channels: ChannelId[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, name: row.name, channels: [] };
    entry.channels.push(row.channelId);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

export async function getUserNotifications(db: DbOrTx, userId: number): Promise<UserNotifications> {
  const items = await listable(db);
  const stored = items.length
    ? await db
        .select()
        .from(notificationUserSettings)
        .where(
          and(
            eq(notificationUserSettings.userId, userId),
            inArray(
              notificationUserSettings.notificationId,
              items.map((item) => item.id),
            ),
          ),
        )
    : [];
  const own = new Map(stored.map((row) => [`${row.notificationId}/${row.channelId}`, row.enabled]));
  return {
    notifications: items.map((item) => ({
      id: item.id,
      name: item.name,
      enabled: true,
      settings: Object.fromEntries(
        channelOrder
          .filter((channel) => item.channels.includes(channel))
          .map((channel) => [channel, own.get(`${item.id}/${channel}`) ?? DEFAULT_ON[channel]]),
      ),
    })),
    connections: await ownConnections(db, userId),
  };
}

// access.md §35 PUT /users/notifications: every row names a listed notification and a channel it has a template for.
export async function saveUserNotifications(
  db: Db,
  userId: number,
  input: UserNotificationsUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const items = new Map((await listable(tx)).map((item) => [item.id, item]));
    const errors: FieldError[] = [];
    input.forEach(({ notificationId, channelId }, index) => {
      const item = items.get(notificationId);
      if (!item) {
        errors.push({
          path: `${index}.notificationId`,
          message: `"${notificationId}" is not a notification users can choose`,
        });
      } else if (!item.channels.includes(channelId)) {
        errors.push({ path: `${index}.channelId`, message: `"${notificationId}" has no ${channelId} template` });
      }
    });
    if (errors.length) {
      throw new AppError('validation', `Invalid body: ${errors.map((error) => error.message).join('; ')}.`, { errors });
    }
    for (const { notificationId, channelId, enabled } of input) {
      await tx
        .insert(notificationUserSettings)
        .values({ notificationId, userId, channelId, enabled, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [
            notificationUserSettings.notificationId,
            notificationUserSettings.userId,
            notificationUserSettings.channelId,
          ],
          set: { enabled, updatedAt: now },
        });
    }
  });
}
