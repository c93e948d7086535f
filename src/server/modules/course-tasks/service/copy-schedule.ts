import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseEvents, courses, courseTasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { courseEventChangeFields } from './course-event-fields';
import { courseTaskChangeFields } from './save-task';
import { pickFields, recordScheduleChanges, type ScheduleChange } from './schedule-change';

const shift = (date: Date | null, offsetMs: number) => (date ? new Date(date.getTime() + offsetMs) : null);
const shiftRequired = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);

// rules.md R15.1/R15.2: the source's non-disabled course tasks and its course events, every date shifted by offsetMs;
// cross-check status starts at initial. Nothing in the target is deleted; every insert records a schedule_change.
// R15.3: people, results, solutions, reviews and pairs are never copied.
export async function copyScheduleItems(tx: DbOrTx, sourceId: number, targetId: number, offsetMs: number, now: Date) {
  const sourceTasks = await tx
    .select()
    .from(courseTasks)
    .where(and(eq(courseTasks.courseId, sourceId), eq(courseTasks.disabled, false)))
    .orderBy(courseTasks.id);
  const sourceEvents = await tx
    .select()
    .from(courseEvents)
    .where(eq(courseEvents.courseId, sourceId))
    .orderBy(courseEvents.id);
  const changes: ScheduleChange[] = [];
  if (sourceTasks.length) {
    const created = await tx
      .insert(courseTasks)
      .values(
        sourceTasks.map(({ id: _id, createdAt: _c, updatedAt: _u, ...task }) => ({
          ...task,
          courseId: targetId,
          studentStartDate: shiftRequired(task.studentStartDate, offsetMs),
          studentEndDate: shiftRequired(task.studentEndDate, offsetMs),
          studentRegistrationStartDate: shift(task.studentRegistrationStartDate, offsetMs),
          crossCheckEndDate: shift(task.crossCheckEndDate, offsetMs),
          crossCheckStatus: 'initial' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    for (const row of created) {
      changes.push({
        courseId: targetId,
        entityType: 'courseTask',
        entityId: row.id,
        operation: 'insert',
        current: pickFields(row, courseTaskChangeFields),
      });
    }
  }
  if (sourceEvents.length) {
    const created = await tx
      .insert(courseEvents)
      .values(
        sourceEvents.map(({ id: _id, createdAt: _c, updatedAt: _u, ...event }) => ({
          ...event,
          courseId: targetId,
          dateTime: shiftRequired(event.dateTime, offsetMs),
          endTime: shift(event.endTime, offsetMs),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    for (const row of created) {
      changes.push({
        courseId: targetId,
        entityType: 'courseEvent',
        entityId: row.id,
        operation: 'insert',
        current: pickFields(row, courseEventChangeFields),
      });
    }
  }
  await recordScheduleChanges(tx, changes, now);
  return { tasks: sourceTasks.length, events: sourceEvents.length };
}

// access.md §13 POST .../schedule/copy: the offset is the difference of the two courses' start dates (R15.2).
export async function copySchedule(db: Db, targetId: number, sourceId: number, now: Date) {
  if (sourceId === targetId) {
    throw new AppError('validation', 'A course cannot copy its own schedule.', {
      errors: [{ path: 'copyFromCourseId', message: 'must differ from the course' }],
    });
  }
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ startDate: courses.startDate }).from(courses).where(eq(courses.id, targetId));
    if (!target) throw new AppError('not_found', `Course ${targetId} does not exist.`);
    const [source] = await tx.select({ startDate: courses.startDate }).from(courses).where(eq(courses.id, sourceId));
    if (!source) throw new AppError('not_found', `Course ${sourceId} does not exist.`);
    await copyScheduleItems(tx, sourceId, targetId, target.startDate.getTime() - source.startDate.getTime(), now);
  });
}
