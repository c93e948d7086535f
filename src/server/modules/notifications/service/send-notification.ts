import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { ChannelId, NotificationTemplate, NotificationType } from '../../../db/schema';
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

const LOOKUP_BATCH = 5000;
const INSERT_BATCH = 2000;
// rules.md R20.2: without a stored setting, e-mail and telegram are on, Discord is off.
const DEFAULT_ON: Record<ChannelId, boolean> = { email: true, telegram: true, discord: false };

// The catalogue entry of a notification (its type, whether it is on, its parent and its channels' templates) and the
// enabled connections of its first users on the channels that have a template, in one round trip: a score write
// notifies one student, and a second statement for his connections was a round trip of its own on each write (issue
// 12, ten mentors scoring at once). Null when the notification is unknown or off.
async function loadCatalogue(
  tx: DbOrTx,
  notificationId: string,
  userIds: number[],
): Promise<{ catalogue: Catalogue; connections: Connection[] } | null> {
  const result = (await tx.execute(sql`
    select n.type, n.enabled, n.parent_id as "parentId",
      (select json_agg(json_build_object('channelId', t.channel_id, 'template', t.template))
        from notification_channel_settings t where t.notification_id = n.id) as "templates",
      (select json_agg(json_build_object('userId', c.user_id, 'channelId', c.channel_id, 'externalId', c.external_id,
          'own', own.enabled, 'inherited', parent.enabled))
        from notification_user_connection c
        left join notification_user_settings own
          on own.notification_id = n.id and own.user_id = c.user_id and own.channel_id = c.channel_id
        left join notification_user_settings parent
          on parent.notification_id = coalesce(n.parent_id, '') and parent.user_id = c.user_id
            and parent.channel_id = c.channel_id
        where c.user_id = any(${`{${userIds.join(',')}}`}::int[]) and c.enabled
          and exists (select 1 from notification_channel_settings t where t.notification_id = n.id
            and t.channel_id = c.channel_id and coalesce(t.template ->> 'body', '') <> '')) as "connections"
    from notification n where n.id = ${notificationId}
  `)) as unknown as {
    rows: {
      type: NotificationType;
      enabled: boolean;
      parentId: string | null;
      templates: { channelId: ChannelId; template: NotificationTemplate | null }[] | null;
      connections: Connection[] | null;
    }[];
  };
  const [row] = result.rows;
  if (!row?.enabled) return null;
  const templates = new Map<ChannelId, NotificationTemplate>();
  for (const { channelId, template } of row.templates ?? []) if (template?.body) templates.set(channelId, template);
  return { catalogue: { type: row.type, parentId: row.parentId, templates }, connections: row.connections ?? [] };
}

// The connections of the users after the first 5,000 (loadCatalogue reads those): one statement per 5,000 users with
// the ids as one array parameter (a list of thousands of parameters costs more to
// build and parse than the query itself: the 10,000-user fan-out budget of issue 11).
async function loadConnections(
  tx: DbOrTx,
  notificationId: string,
  catalogue: Catalogue,
  userIds: number[],
): Promise<Connection[]> {
  const found: Connection[] = [];
  const channels = `{${[...catalogue.templates.keys()].join(',')}}`;
  for (let start = 0; start < userIds.length; start += LOOKUP_BATCH) {
    const ids = `{${userIds.slice(start, start + LOOKUP_BATCH).join(',')}}`;
    const result = (await tx.execute(sql`
      select c.user_id as "userId", c.channel_id as "channelId", c.external_id as "externalId",
        own.enabled as "own", parent.enabled as "inherited"
      from notification_user_connection c
      left join notification_user_settings own
        on own.notification_id = ${notificationId} and own.user_id = c.user_id and own.channel_id = c.channel_id
      left join notification_user_settings parent
        on parent.notification_id = ${catalogue.parentId ?? ''} and parent.user_id = c.user_id
          and parent.channel_id = c.channel_id
      where c.user_id = any(${ids}::int[]) and c.channel_id = any(${channels}::channel_id[]) and c.enabled
    `)) as unknown as { rows: Connection[] };
    found.push(...result.rows);
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

export type OutboxRow = {
  notification_id: string;
  user_id: number;
  channel_id: ChannelId;
  recipient: string;
  subject: string | null;
  body: string;
  expire_at: Date | null;
  created_at: Date;
};

// The rows travel as one JSON parameter: ten times cheaper than a multi-row VALUES list of 10 parameters a row.
async function insertRows(tx: DbOrTx, rows: OutboxRow[]): Promise<void> {
  await tx.execute(sql`
    insert into notification_outbox
      (notification_id, user_id, channel_id, recipient, subject, body, expire_at, created_at, updated_at)
    select notification_id, user_id, channel_id, recipient, subject, body, expire_at, created_at, created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row(notification_id text, user_id int,
      channel_id channel_id, recipient text, subject text, body text, expire_at timestamptz, created_at timestamptz)
  `);
}

// The outbox rows sendNotifications writes, built but not written: for a caller that writes them in one statement
// with its change (the score write, scores/service/apply-score.ts).
export async function buildNotificationRows(
  tx: DbOrTx,
  items: readonly NotificationInput[],
  now: Date,
): Promise<OutboxRow[]> {
  const rows: OutboxRow[] = [];
  for (const [notificationId, group] of groupBy(items, (item) => item.notificationId)) {
    const userIds = [...new Set(group.map((item) => item.userId))];
    const loaded = await loadCatalogue(tx, notificationId, userIds.slice(0, LOOKUP_BATCH));
    if (!loaded || loaded.catalogue.templates.size === 0) continue;
    const { catalogue } = loaded;
    const rest = await loadConnections(tx, notificationId, catalogue, userIds.slice(LOOKUP_BATCH));
    const byUser = groupBy([...loaded.connections, ...rest], (row) => row.userId);
    for (const item of group) {
      for (const connection of byUser.get(item.userId) ?? []) {
        const template = catalogue.templates.get(connection.channelId);
        if (!template || !allowed(catalogue.type, connection, item.direct)) continue;
        const message = renderTemplate(connection.channelId, template, item.data);
        rows.push({
          notification_id: notificationId,
          user_id: item.userId,
          channel_id: connection.channelId,
          recipient: connection.externalId,
          subject: message.subject,
          body: message.body,
          expire_at: item.expireDate ?? null,
          created_at: now,
        });
      }
    }
  }
  return rows;
}

// rules.md R20.2: each delivery becomes a pending `notification_outbox` row written in the caller's (business)
// transaction, so it commits or rolls back with the change it reports; the sweep delivers it (R20.3).
// Returns the number of rows written.
export async function sendNotifications(tx: DbOrTx, items: readonly NotificationInput[], now: Date): Promise<number> {
  const rows = await buildNotificationRows(tx, items, now);
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await insertRows(tx, rows.slice(start, start + INSERT_BATCH));
  return rows.length;
}

export function sendNotification(tx: DbOrTx, input: NotificationInput, now: Date): Promise<number> {
  return sendNotifications(tx, [input], now);
}
