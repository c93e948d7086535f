import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  notificationChannelSettings,
  notificationOutbox,
  notifications,
  notificationUserConnections,
  notificationUserSettings,
  type ChannelId,
  type NotificationTemplate,
  type NotificationType,
} from '../../../db/schema';
import { renderTemplate } from '../render';

export type NotificationInput = {
  notificationId: string;
  // A user id, never a student or mentor id (access.md §0.2 decision 19).
  userId: number;
  data: Record<string, unknown>;
  // Not delivered after this instant (R20.3).
  expireDate?: Date | null;
  // rules.md R20.4: direct messages (e-mail confirmation, mentor invitations) bypass the user's settings.
  direct?: boolean;
};

type Catalogue = { type: NotificationType; parentId: string | null; templates: Map<ChannelId, NotificationTemplate> };
type Connection = {
  userId: number;
  channelId: ChannelId;
  externalId: string;
  own: boolean | null;
  inherited: boolean | null;
};

const BATCH = 1000;
// rules.md R20.2: without a stored setting, e-mail and telegram are on, Discord is off.
const DEFAULT_ON: Record<ChannelId, boolean> = { email: true, telegram: true, discord: false };

async function loadCatalogue(tx: DbOrTx, notificationId: string): Promise<Catalogue | null> {
  const rows = await tx
    .select({
      type: notifications.type,
      enabled: notifications.enabled,
      parentId: notifications.parentId,
      channelId: notificationChannelSettings.channelId,
      template: notificationChannelSettings.template,
    })
    .from(notifications)
    .leftJoin(notificationChannelSettings, eq(notificationChannelSettings.notificationId, notifications.id))
    .where(eq(notifications.id, notificationId));
  if (!rows.length || !rows[0].enabled) return null;
  const templates = new Map<ChannelId, NotificationTemplate>();
  for (const row of rows) if (row.channelId && row.template?.body) templates.set(row.channelId, row.template);
  return { type: rows[0].type, parentId: rows[0].parentId, templates };
}

async function loadConnections(
  tx: DbOrTx,
  notificationId: string,
  catalogue: Catalogue,
  userIds: number[],
): Promise<Connection[]> {
  const own = alias(notificationUserSettings, 'own_setting');
  const inherited = alias(notificationUserSettings, 'parent_setting');
  const connections = notificationUserConnections;
  const found: Connection[] = [];
  for (let start = 0; start < userIds.length; start += BATCH) {
    const rows = await tx
      .select({
        userId: connections.userId,
        channelId: connections.channelId,
        externalId: connections.externalId,
        own: own.enabled,
        inherited: inherited.enabled,
      })
      .from(connections)
      .leftJoin(
        own,
        and(
          eq(own.notificationId, notificationId),
          eq(own.userId, connections.userId),
          eq(own.channelId, connections.channelId),
        ),
      )
      .leftJoin(
        inherited,
        and(
          eq(inherited.notificationId, catalogue.parentId ?? ''),
          eq(inherited.userId, connections.userId),
          eq(inherited.channelId, connections.channelId),
        ),
      )
      .where(
        and(
          inArray(connections.userId, userIds.slice(start, start + BATCH)),
          inArray(connections.channelId, [...catalogue.templates.keys()]),
          eq(connections.enabled, true),
        ),
      );
    found.push(...rows);
  }
  return found;
}

// rules.md R20.2: `event` notifications need an enabled connection and an enabled setting (own, else the parent's,
// else the channel default); `message` notifications go to every enabled connection; direct sends skip settings.
function allowed(type: NotificationType, connection: Connection, direct: boolean | undefined): boolean {
  if (type === 'message' || direct) return true;
  return connection.own ?? connection.inherited ?? DEFAULT_ON[connection.channelId];
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

// rules.md R20.2: each delivery becomes a pending `notification_outbox` row written in the caller's (business)
// transaction, so it commits or rolls back with the change it reports; the sweep delivers it (R20.3).
// Returns the number of rows written.
export async function sendNotifications(tx: DbOrTx, items: readonly NotificationInput[], now: Date): Promise<number> {
  const rows: (typeof notificationOutbox.$inferInsert)[] = [];
  for (const [notificationId, group] of groupBy(items, (item) => item.notificationId)) {
    const catalogue = await loadCatalogue(tx, notificationId);
    if (!catalogue || catalogue.templates.size === 0) continue;
    const userIds = [...new Set(group.map((item) => item.userId))];
    const byUser = groupBy(await loadConnections(tx, notificationId, catalogue, userIds), (row) => row.userId);
    for (const item of group) {
      for (const connection of byUser.get(item.userId) ?? []) {
        const template = catalogue.templates.get(connection.channelId);
        if (!template || !allowed(catalogue.type, connection, item.direct)) continue;
        const message = renderTemplate(connection.channelId, template, item.data);
        rows.push({
          notificationId,
          userId: item.userId,
          channelId: connection.channelId,
          recipient: connection.externalId,
          subject: message.subject,
          body: message.body,
          expireAt: item.expireDate ?? null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx.insert(notificationOutbox).values(rows.slice(start, start + BATCH));
  }
  return rows.length;
}

export function sendNotification(tx: DbOrTx, input: NotificationInput, now: Date): Promise<number> {
  return sendNotifications(tx, [input], now);
}
