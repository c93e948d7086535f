import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { notificationUserConnections, type ChannelId } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { queueEmailConfirmation } from '../../user-notifications/service/email-confirmation';

type ChannelIds = { email: string | null; discord: string | null };

async function upsertConnection(
  tx: DbOrTx,
  userId: number,
  channelId: ChannelId,
  externalId: string,
  enabled: boolean,
  field: string,
  now: Date,
): Promise<void> {
  const [holder] = await tx
    .select({ userId: notificationUserConnections.userId })
    .from(notificationUserConnections)
    .where(
      and(
        eq(notificationUserConnections.channelId, channelId),
        eq(notificationUserConnections.externalId, externalId),
        ne(notificationUserConnections.userId, userId),
      ),
    );
  if (holder) {
    const message = `This ${channelId === 'email' ? 'e-mail' : 'Discord account'} is connected to another user.`;
    throw new AppError('conflict', message, { errors: [{ path: field, message }] });
  }
  await tx
    .insert(notificationUserConnections)
    .values({ userId, channelId, externalId, enabled })
    .onConflictDoUpdate({
      target: [notificationUserConnections.userId, notificationUserConnections.channelId],
      set: { externalId, enabled, lastLinkSentAt: null, updatedAt: now },
    });
}

const dropConnection = (tx: DbOrTx, userId: number, channelId: ChannelId) =>
  tx
    .delete(notificationUserConnections)
    .where(and(eq(notificationUserConnections.userId, userId), eq(notificationUserConnections.channelId, channelId)));

// rules.md R20.5, R20.6: a new contact e-mail waits for confirmation (a disabled connection); a Discord id is an enabled
// connection; removing either deletes its connection. Unchanged values leave the connection as it is. A new e-mail
// also gets the confirmation link (emailConfirmation) when the caller gives the app's base URL for it.
export async function syncProfileConnections(
  tx: DbOrTx,
  userId: number,
  before: ChannelIds,
  after: ChannelIds,
  now: Date,
  appUrl?: string,
): Promise<void> {
  if (after.email !== before.email) {
    if (after.email) {
      await upsertConnection(tx, userId, 'email', after.email, false, 'contacts.email', now);
      if (appUrl) await queueEmailConfirmation(tx, userId, after.email, appUrl, now);
    } else await dropConnection(tx, userId, 'email');
  }
  if (after.discord !== before.discord) {
    if (after.discord) await upsertConnection(tx, userId, 'discord', after.discord, true, 'discord.id', now);
    else await dropConnection(tx, userId, 'discord');
  }
}
