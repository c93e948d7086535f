import { and, eq, ne } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { Db, DbOrTx } from '../../../db/client';
import { notificationUserConnections, users, type ChannelId } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { Connection, ConnectionFind, ConnectionInput, OwnConnections } from '../schemas';

type Row = typeof notificationUserConnections.$inferSelect;

export const toConnection = (row: Row): Connection => ({
  userId: row.userId,
  channelId: row.channelId,
  externalId: row.externalId,
  enabled: row.enabled,
  lastLinkSentAt: row.lastLinkSentAt?.toISOString() ?? null,
});

// access.md §35 GET /users/notifications/connections: the caller's channels by id.
export async function ownConnections(db: DbOrTx, userId: number): Promise<OwnConnections> {
  const rows = await db
    .select()
    .from(notificationUserConnections)
    .where(eq(notificationUserConnections.userId, userId));
  const connections: OwnConnections = {};
  for (const row of rows) {
    connections[row.channelId] = {
      value: row.externalId,
      enabled: row.enabled,
      lastLinkSentAt: row.lastLinkSentAt?.toISOString() ?? null,
    };
  }
  return connections;
}

const emailFormat = z.string().email();

async function assertFree(tx: DbOrTx, userId: number, channelId: ChannelId, externalId: string): Promise<void> {
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
    const message = `This ${channelId} account is connected to another user (id ${holder.userId}).`;
    throw new AppError('conflict', message, { errors: [{ path: 'externalId', message }] });
  }
}

// access.md §35 POST /users/notifications/connection (admin, bot): create or update the user's connection.
export async function saveConnection(db: Db, input: ConnectionInput, now: Date): Promise<Connection> {
  if (input.channelId === 'email' && !emailFormat.safeParse(input.externalId).success) {
    const message = 'externalId must be an e-mail address for the email channel';
    throw new AppError('validation', `Invalid body: ${message}.`, { errors: [{ path: 'externalId', message }] });
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, obfuscated: users.obfuscated })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user || user.obfuscated) throw new AppError('not_found', `No user with the id ${input.userId}.`);
    await assertFree(tx, input.userId, input.channelId, input.externalId);
    const enabled = input.enabled ?? true;
    const [row] = await tx
      .insert(notificationUserConnections)
      .values({ userId: input.userId, channelId: input.channelId, externalId: input.externalId, enabled })
      .onConflictDoUpdate({
        target: [notificationUserConnections.userId, notificationUserConnections.channelId],
        set: { externalId: input.externalId, enabled, updatedAt: now },
      })
      .returning();
    return toConnection(row);
  });
}

// access.md §35 POST /users/notifications/connection/find: by the channel's external id or by the user.
export async function findConnection(db: DbOrTx, input: ConnectionFind): Promise<Connection> {
  if (input.externalId === undefined && input.userId === undefined) {
    const message = 'give externalId or userId';
    throw new AppError('validation', `Invalid body: ${message}.`, {
      errors: [
        { path: 'externalId', message },
        { path: 'userId', message },
      ],
    });
  }
  const [row] = await db
    .select()
    .from(notificationUserConnections)
    .where(
      and(
        eq(notificationUserConnections.channelId, input.channelId),
        input.externalId !== undefined ? eq(notificationUserConnections.externalId, input.externalId) : undefined,
        input.userId !== undefined ? eq(notificationUserConnections.userId, input.userId) : undefined,
      ),
    );
  if (!row) throw new AppError('not_found', `No ${input.channelId} connection matches.`);
  return toConnection(row);
}
