import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { courseEvents, disciplines, events, users } from '../../db/schema';
import { AppError } from '../../http/problem';
import { displayName } from '../auth';
import { assertCourseExists } from '../course-students';
import { courseEventChangeFields, pickFields, recordScheduleChanges } from '../course-tasks';
import type { CourseEvent, CourseEventInput } from './schemas';

type CourseEventRow = typeof courseEvents.$inferSelect;

function selectCourseEvents(db: DbOrTx) {
  return db
    .select({
      courseEvent: courseEvents,
      event: events,
      discipline: { id: disciplines.id, name: disciplines.name },
      organizer: { id: users.id, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName },
    })
    .from(courseEvents)
    .innerJoin(events, eq(events.id, courseEvents.eventId))
    .leftJoin(disciplines, eq(disciplines.id, events.disciplineId))
    .leftJoin(users, eq(users.id, courseEvents.organizerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCourseEvents>['execute']>>[number];

function toCourseEvent({ courseEvent: row, event, discipline, organizer }: Row): CourseEvent {
  return {
    id: row.id,
    event: {
      id: event.id,
      name: event.name,
      type: event.type,
      descriptionUrl: event.descriptionUrl,
      description: event.description,
      discipline: discipline ?? null,
    },
    dateTime: row.dateTime.toISOString(),
    endTime: row.endTime ? row.endTime.toISOString() : null,
    duration: row.duration,
    place: row.place,
    organizer: organizer ? { id: organizer.id, githubId: organizer.githubId, name: displayName(organizer) } : null,
    broadcastUrl: row.broadcastUrl,
    coordinator: row.coordinator,
    comment: row.comment,
    special: row.special,
  };
}

export async function listCourseEvents(db: DbOrTx, courseId: number): Promise<CourseEvent[]> {
  const rows = await selectCourseEvents(db)
    .where(eq(courseEvents.courseId, courseId))
    .orderBy(asc(courseEvents.dateTime), asc(courseEvents.id));
  return rows.map(toCourseEvent);
}

async function getCourseEvent(db: DbOrTx, courseEventId: number): Promise<CourseEvent> {
  const [row] = await selectCourseEvents(db).where(eq(courseEvents.id, courseEventId));
  if (!row) throw new AppError('not_found', `Course event ${courseEventId} was not found.`);
  return toCourseEvent(row);
}

async function assertReferences(tx: DbOrTx, input: CourseEventInput) {
  const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, input.eventId));
  if (!event) {
    throw new AppError('not_found', `Event ${input.eventId} does not exist.`, {
      errors: [{ path: 'eventId', message: 'unknown event' }],
    });
  }
  if (input.organizerId) {
    const [organizer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.organizerId));
    if (!organizer) {
      throw new AppError('validation', `User ${input.organizerId} does not exist.`, {
        errors: [{ path: 'organizerId', message: 'unknown user' }],
      });
    }
  }
}

const toValues = (input: CourseEventInput) => ({
  eventId: input.eventId,
  dateTime: new Date(input.dateTime),
  endTime: input.endTime ? new Date(input.endTime) : null,
  duration: input.duration ?? null,
  place: input.place || null,
  organizerId: input.organizerId ?? null,
  broadcastUrl: input.broadcastUrl || null,
  coordinator: input.coordinator || null,
  comment: input.comment || null,
  special: input.special ?? '',
});

const fields = (row: CourseEventRow) => pickFields(row, courseEventChangeFields);

export async function createCourseEvent(db: Db, courseId: number, input: CourseEventInput, now: Date) {
  const id = await db.transaction(async (tx) => {
    await assertCourseExists(tx, courseId);
    await assertReferences(tx, input);
    const [row] = await tx
      .insert(courseEvents)
      .values({ ...toValues(input), courseId, createdAt: now, updatedAt: now })
      .returning();
    const change = { courseId, entityType: 'courseEvent' as const, entityId: row.id, operation: 'insert' as const };
    await recordScheduleChanges(tx, [{ ...change, current: fields(row) }], now);
    return row.id;
  });
  return getCourseEvent(db, id);
}

// access.md §0 "Resource binding": another course's event answers 404.
async function findForUpdate(tx: DbOrTx, courseId: number, courseEventId: number) {
  const [row] = await tx
    .select()
    .from(courseEvents)
    .where(and(eq(courseEvents.courseId, courseId), eq(courseEvents.id, courseEventId)))
    .for('update');
  if (!row) throw new AppError('not_found', `Course event ${courseEventId} was not found in this course.`);
  return row;
}

export async function updateCourseEvent(
  db: Db,
  courseId: number,
  courseEventId: number,
  input: CourseEventInput,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const before = await findForUpdate(tx, courseId, courseEventId);
    await assertReferences(tx, input);
    const [after] = await tx
      .update(courseEvents)
      .set({ ...toValues(input), updatedAt: now })
      .where(eq(courseEvents.id, courseEventId))
      .returning();
    const change = {
      courseId,
      entityType: 'courseEvent' as const,
      entityId: courseEventId,
      operation: 'update' as const,
    };
    await recordScheduleChanges(tx, [{ ...change, previous: fields(before), current: fields(after) }], now);
  });
  return getCourseEvent(db, courseEventId);
}

export async function deleteCourseEvent(db: Db, courseId: number, courseEventId: number, now: Date) {
  await db.transaction(async (tx) => {
    const before = await findForUpdate(tx, courseId, courseEventId);
    await tx.delete(courseEvents).where(eq(courseEvents.id, courseEventId));
    const change = {
      courseId,
      entityType: 'courseEvent' as const,
      entityId: courseEventId,
      operation: 'remove' as const,
    };
    await recordScheduleChanges(tx, [{ ...change, previous: fields(before), current: null }], now);
  });
}
