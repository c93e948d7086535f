import type { SendNotificationInput, UserName } from '@/api/model';
import { sendUserNotification } from '@/api/user-notifications';
import { userSearchLabel } from '@/components/form/UserSearchSelect';
import { problemDetail } from '@/hooks/problem';

export const DATA_NOT_OBJECT = 'Data must be a JSON object';
// A few requests at a time: quick for a handful of users, gentle on the server for a long list.
export const SEND_CONCURRENCY = 3;

// The optional Data field: empty, or a JSON object (not an array, a string or a number).
export function parseData(text: string | undefined): Record<string, unknown> | undefined {
  if (!text?.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(DATA_NOT_OBJECT);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(DATA_NOT_OBJECT);
  return value as Record<string, unknown>;
}

export type SendFailure = { userId: number; user: string; detail: string };
export type SendSummary = { queued: number; failures: SendFailure[] };

const userLabel = (userId: number, user?: UserName) => (user ? userSearchLabel(user) : `User ${userId}`);

// POST /users/notifications/send takes one user per request: one call per chosen user, SEND_CONCURRENCY at a time; a
// failure does not stop the others and is reported with the server's problem detail.
export async function sendToUsers(
  input: Omit<SendNotificationInput, 'userId'>,
  userIds: readonly number[],
  users: ReadonlyMap<number, UserName>,
): Promise<SendSummary> {
  const summary: SendSummary = { queued: 0, failures: [] };
  const failed = new Map<number, string>();
  let next = 0;
  const worker = async () => {
    while (next < userIds.length) {
      const userId = userIds[next++];
      try {
        await sendUserNotification({ ...input, userId });
        summary.queued += 1;
      } catch (error) {
        failed.set(userId, problemDetail(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, userIds.length) }, worker));
  // Failures in the order the users were chosen, whatever order the answers came in.
  summary.failures = userIds
    .filter((userId) => failed.has(userId))
    .map((userId) => ({ userId, user: userLabel(userId, users.get(userId)), detail: failed.get(userId) ?? '' }));
  return summary;
}
