import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notifications, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { sendNotification } from '../../notifications';
import type { SendInput } from '../schemas';

// access.md §35 POST /users/notifications/send (admin): queues through the outbox like every trigger (R20.2); a
// disabled notification queues nothing.
export async function sendToUser(db: Db, input: SendInput, now: Date): Promise<{ queued: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw new AppError('not_found', `No user with the id ${input.userId}.`);
    const [notification] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.id, input.notificationId));
    if (!notification) throw new AppError('not_found', `No notification "${input.notificationId}".`);
    const queued = await sendNotification(
      tx,
      {
        notificationId: input.notificationId,
        userId: input.userId,
        data: input.data ?? {},
        expireDate: input.expireDate ? new Date(input.expireDate) : null,
      },
      now,
    );
    return { queued };
  });
}
