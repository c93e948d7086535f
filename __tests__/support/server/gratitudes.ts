import { gratitudes } from '../../../src/server/db/schema';
import type { BadgeId } from '../../../src/server/db/schema/enums';
import type { TestContext } from './context';

export type GratitudeSeed = {
  to: number;
  from: number;
  courseId: number | null;
  at: string;
  badgeId?: BadgeId;
  comment?: string;
};

// Gratitudes written straight to the table, at the instants a test needs (rules.md R17).
export async function addGratitudes(ctx: TestContext, rows: GratitudeSeed[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await ctx.db
    .insert(gratitudes)
    .values(
      rows.map((row, index) => ({
        toUserId: row.to,
        fromUserId: row.from,
        courseId: row.courseId,
        badgeId: row.badgeId ?? 'Thank_you',
        comment: row.comment ?? `Gratitude number ${index + 1} for the help`,
        createdAt: new Date(row.at),
      })),
    )
    .returning({ id: gratitudes.id });
  return inserted.map((row) => row.id);
}
