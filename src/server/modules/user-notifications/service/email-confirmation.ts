import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import {
  loginStates,
  notificationChannelSettings,
  notificationOutbox,
  notifications,
  notificationUserConnections,
  users,
} from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { renderTemplate } from '../../notifications';

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const RESEND_AFTER_MS = 60 * 1000;
export const EMAIL_CONFIRMATION = 'emailConfirmation';

export const confirmationPath = (token: string) => `/api/v2/users/notifications/confirmation/email/${token}`;

// rules.md R20.5: a sign-in link whose login state (24 h) carries {channelId: email, externalId}, sent as the direct
// message `emailConfirmation` (R20.4) to the address being confirmed: the connection is still disabled, so the
// message is addressed here instead of through the user's enabled connections. Returns false when the catalogue has
// no enabled e-mail template for it.
export async function queueEmailConfirmation(
  tx: DbOrTx,
  userId: number,
  email: string,
  appUrl: string,
  now: Date,
): Promise<boolean> {
  const [entry] = await tx
    .select({ template: notificationChannelSettings.template })
    .from(notifications)
    .innerJoin(notificationChannelSettings, eq(notificationChannelSettings.notificationId, notifications.id))
    .where(
      and(
        eq(notifications.id, EMAIL_CONFIRMATION),
        eq(notifications.enabled, true),
        eq(notificationChannelSettings.channelId, 'email'),
      ),
    );
  if (!entry) return false;
  const token = randomUUID();
  await tx.delete(loginStates).where(lt(loginStates.expiresAt, now));
  await tx.insert(loginStates).values({
    id: token,
    userId,
    data: { channelId: 'email', externalId: email },
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    createdAt: now,
  });
  const link = `${appUrl.replace(/\/+$/, '')}${confirmationPath(token)}`;
  const message = renderTemplate('email', entry.template, { email, link });
  await tx.insert(notificationOutbox).values({
    notificationId: EMAIL_CONFIRMATION,
    userId,
    channelId: 'email',
    recipient: email,
    subject: message.subject,
    body: message.body,
    expireAt: new Date(now.getTime() + LINK_TTL_MS),
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .update(notificationUserConnections)
    .set({ lastLinkSentAt: now, updatedAt: now })
    .where(and(eq(notificationUserConnections.userId, userId), eq(notificationUserConnections.channelId, 'email')));
  return true;
}

// access.md §35 POST /users/notifications/confirmation/email: resend the link to the caller's contact e-mail.
export async function resendEmailConfirmation(db: Db, userId: number, appUrl: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.contactsEmail }).from(users).where(eq(users.id, userId));
    if (!user?.email) throw new AppError('conflict', 'Add an e-mail to your contacts first.');
    const [connection] = await tx
      .select()
      .from(notificationUserConnections)
      .where(and(eq(notificationUserConnections.userId, userId), eq(notificationUserConnections.channelId, 'email')));
    if (connection?.enabled && connection.externalId === user.email)
      throw new AppError('conflict', 'Your e-mail is already confirmed.');
    if (connection?.lastLinkSentAt && now.getTime() - connection.lastLinkSentAt.getTime() < RESEND_AFTER_MS) {
      const wait = Math.ceil((RESEND_AFTER_MS - (now.getTime() - connection.lastLinkSentAt.getTime())) / 1000);
      throw new AppError(
        'rate_limited',
        `A confirmation link was sent less than a minute ago; try again in ${wait} s.`,
      );
    }
    if (!connection || connection.externalId !== user.email) {
      await tx
        .insert(notificationUserConnections)
        .values({ userId, channelId: 'email', externalId: user.email, enabled: false })
        .onConflictDoUpdate({
          target: [notificationUserConnections.userId, notificationUserConnections.channelId],
          set: { externalId: user.email, enabled: false, updatedAt: now },
        });
    }
    if (!(await queueEmailConfirmation(tx, userId, user.email, appUrl, now)))
      throw new AppError('conflict', 'The e-mail confirmation message is not set up in the notification catalogue.');
  });
}

// Signing in through the link as the same user enables the connection, provided the address is still his (R20.5).
export async function confirmEmailConnection(tx: DbOrTx, userId: number, email: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(notificationUserConnections)
    .set({ enabled: true, updatedAt: now })
    .where(
      and(
        eq(notificationUserConnections.userId, userId),
        eq(notificationUserConnections.channelId, 'email'),
        eq(notificationUserConnections.externalId, email),
      ),
    )
    .returning({ userId: notificationUserConnections.userId });
  return rows.length > 0;
}

export type LinkOutcome = { kind: 'invalid' } | { kind: 'confirmed' } | { kind: 'signIn'; userId: number | null };

// GET of the link: the state names the user; with his session (development sign-in) the connection is enabled here,
// otherwise the caller signs in through GitHub with the same state (the callback enables it, R1.2).
export async function followConfirmationLink(
  db: Db,
  token: string,
  callerId: number | null,
  now: Date,
): Promise<LinkOutcome> {
  const [state] = await db.select().from(loginStates).where(eq(loginStates.id, token));
  if (!state || state.expiresAt <= now || state.data.channelId !== 'email' || !state.data.externalId)
    return { kind: 'invalid' };
  if (callerId === null || callerId !== state.userId) return { kind: 'signIn', userId: state.userId };
  const email = state.data.externalId;
  return db.transaction(async (tx) => {
    await tx.delete(loginStates).where(eq(loginStates.id, token));
    return (await confirmEmailConnection(tx, callerId, email, now)) ? { kind: 'confirmed' } : { kind: 'invalid' };
  });
}
