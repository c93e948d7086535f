import type { DbOrTx } from '../../../db/client';
import { scheduleChanges, type ScheduleEntityType } from '../../../db/schema';

export type ScheduleOperation = 'insert' | 'update' | 'remove';

export type ScheduleChange = {
  courseId: number;
  entityType: ScheduleEntityType;
  entityId: number;
  operation: ScheduleOperation;
  previous?: Record<string, unknown> | null;
  current?: Record<string, unknown> | null;
};

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

// The fields the schedule digest (R20.9) reports: dates, place, score settings; Dates become ISO strings.
export function pickFields<T extends Record<string, unknown>>(row: T, fields: readonly (keyof T)[]) {
  return Object.fromEntries(fields.map((field) => [field, jsonValue(row[field])])) as Record<string, unknown>;
}

// rules.md R20.9: every course task / course event write records a schedule_change row in the same transaction.
export async function recordScheduleChanges(tx: DbOrTx, changes: readonly ScheduleChange[], now: Date) {
  if (changes.length === 0) return;
  await tx.insert(scheduleChanges).values(
    changes.map((change) => ({
      courseId: change.courseId,
      entityType: change.entityType,
      entityId: change.entityId,
      operation: change.operation,
      previous: change.previous ?? null,
      current: change.current ?? null,
      createdAt: now,
    })),
  );
}
