import Handlebars from 'handlebars';
import { asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notificationChannelSettings, notificationOutbox, notifications, type ChannelId } from '../../db/schema';
import { AppError, type FieldError } from '../../http/problem';
import { renderTemplate } from '../notifications';
import type { Notification, NotificationInput } from './schemas';

const channelOrder: Record<ChannelId, number> = { email: 0, telegram: 1, discord: 2 };

export async function listNotifications(db: DbOrTx): Promise<Notification[]> {
  const rows = await db.select().from(notifications).orderBy(asc(notifications.id));
  const templates = await db.select().from(notificationChannelSettings);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    type: row.type,
    parentId: row.parentId,
    channels: templates
      .filter((template) => template.notificationId === row.id)
      .sort((a, b) => channelOrder[a.channelId] - channelOrder[b.channelId])
      .map(({ channelId, template }) => ({ channelId, template })),
  }));
}

// A template must compile and render (an unknown helper fails only when it runs), rules.md R20.1.
function templateError(source: string, channelId: ChannelId): string | null {
  try {
    Handlebars.parse(source);
    renderTemplate(channelId, { body: source }, {});
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `the template does not compile: ${reason}`;
  }
}

async function validate(tx: DbOrTx, input: NotificationInput): Promise<void> {
  const errors: FieldError[] = [];
  const seen = new Set<ChannelId>();
  input.channels.forEach(({ channelId, template }, index) => {
    const at = `channels.${index}`;
    if (seen.has(channelId)) errors.push({ path: `${at}.channelId`, message: `channel ${channelId} is listed twice` });
    seen.add(channelId);
    if (channelId === 'email' && !template.subject)
      errors.push({ path: `${at}.template.subject`, message: 'an e-mail template needs a subject' });
    if (channelId !== 'email' && template.subject)
      errors.push({ path: `${at}.template.subject`, message: `a ${channelId} template has no subject` });
    for (const part of ['subject', 'body'] as const) {
      const source = template[part];
      const message = source ? templateError(source, channelId) : null;
      if (message) errors.push({ path: `${at}.template.${part}`, message: `${part}: ${message}` });
    }
  });
  if (input.parentId) {
    if (input.parentId === input.id) {
      errors.push({ path: 'parentId', message: 'a notification cannot be its own parent' });
    } else {
      const [parent] = await tx
        .select({ parentId: notifications.parentId })
        .from(notifications)
        .where(eq(notifications.id, input.parentId));
      if (!parent) errors.push({ path: 'parentId', message: `notification "${input.parentId}" does not exist` });
      else if (parent.parentId)
        errors.push({ path: 'parentId', message: 'the parent must be a top-level notification' });
    }
  }
  if (errors.length) {
    throw new AppError('validation', `Invalid notification: ${errors.map((e) => e.message).join('; ')}.`, { errors });
  }
}

async function write(tx: DbOrTx, input: NotificationInput, now: Date): Promise<void> {
  const values = {
    name: input.name,
    enabled: input.enabled,
    type: input.type,
    parentId: input.parentId ?? null,
    updatedAt: now,
  };
  await tx
    .insert(notifications)
    .values({ id: input.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: notifications.id, set: values });
  await tx.delete(notificationChannelSettings).where(eq(notificationChannelSettings.notificationId, input.id));
  if (input.channels.length) {
    await tx.insert(notificationChannelSettings).values(
      input.channels.map(({ channelId, template }) => ({
        notificationId: input.id,
        channelId,
        template: channelId === 'email' ? { subject: template.subject, body: template.body } : { body: template.body },
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}

async function findOne(db: DbOrTx, id: string): Promise<Notification> {
  const found = (await listNotifications(db)).find((notification) => notification.id === id);
  if (!found) throw new AppError('not_found', `No notification "${id}".`);
  return found;
}

// access.md §22 POST: 409 when the id is taken.
export async function createNotification(db: Db, input: NotificationInput, now: Date): Promise<Notification> {
  return db.transaction(async (tx) => {
    await validate(tx, input);
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.id, input.id));
    if (existing) {
      const message = `A notification with the id "${input.id}" already exists.`;
      throw new AppError('conflict', message, { errors: [{ path: 'id', message }] });
    }
    await write(tx, input, now);
    return findOne(tx, input.id);
  });
}

// access.md §22 PUT: create or replace, templates included.
export async function upsertNotification(db: Db, input: NotificationInput, now: Date): Promise<Notification> {
  return db.transaction(async (tx) => {
    await validate(tx, input);
    const [child] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.parentId, input.id))
      .limit(1);
    if (child && input.parentId) {
      const message = `"${input.id}" is the parent of "${child.id}", so it cannot have a parent itself.`;
      throw new AppError('validation', message, { errors: [{ path: 'parentId', message }] });
    }
    await write(tx, input, now);
    return findOne(tx, input.id);
  });
}

// The outbox keeps delivered history, so a notification that has deliveries is disabled, not deleted (409).
export async function deleteNotification(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id));
    if (!existing) throw new AppError('not_found', `No notification "${id}".`);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.notificationId, id));
    if (total > 0) {
      throw new AppError(
        'conflict',
        `The notification "${id}" has ${total} deliveries in the outbox; turn it off instead of deleting it.`,
      );
    }
    await tx.update(notifications).set({ parentId: null }).where(eq(notifications.parentId, id));
    await tx.delete(notifications).where(eq(notifications.id, id));
  });
}
