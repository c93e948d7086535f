import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { calendarTokens } from '../../../db/schema';
import { findCourseName } from './schedule';

// rules.md R6.1: one token per (user, course), created on first request and returned unchanged afterwards.
export async function calendarToken(db: DbOrTx, userId: number, courseId: number): Promise<string> {
  // An admin passes the policy for any id: an unknown course is a 404, not a foreign-key failure.
  await findCourseName(db, courseId);
  const [created] = await db
    .insert(calendarTokens)
    .values({ userId, courseId })
    .onConflictDoUpdate({
      target: [calendarTokens.userId, calendarTokens.courseId],
      set: { token: sql`${calendarTokens.token}` },
    })
    .returning({ token: calendarTokens.token });
  return created.token;
}

export async function calendarTokenOwner(db: DbOrTx, courseId: number, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: calendarTokens.userId })
    .from(calendarTokens)
    .where(and(eq(calendarTokens.token, token), eq(calendarTokens.courseId, courseId)));
  return row?.userId ?? null;
}
