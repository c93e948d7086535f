import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { courseEvents, disciplines, events } from '../../db/schema';
import { AppError } from '../../http/problem';
import type { Event, EventInput, EventPatch } from './schemas';

type EventRow = typeof events.$inferSelect;
type Discipline = { id: number; name: string } | null;

const toEvent = (row: EventRow, discipline: Discipline): Event => ({
  id: row.id,
  name: row.name,
  type: row.type,
  discipline,
  descriptionUrl: row.descriptionUrl,
  description: row.description,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

const withDiscipline = (db: DbOrTx) =>
  db
    .select({ event: events, disciplineId: disciplines.id, disciplineName: disciplines.name })
    .from(events)
    .leftJoin(disciplines, eq(disciplines.id, events.disciplineId));

type Joined = { event: EventRow; disciplineId: number | null; disciplineName: string | null };
const fromJoined = ({ event, disciplineId, disciplineName }: Joined) =>
  toEvent(event, disciplineId !== null && disciplineName !== null ? { id: disciplineId, name: disciplineName } : null);

// access.md §18 GET /events: the catalogue with disciplines, name asc (id asc as the tie-breaker).
export async function listEvents(db: DbOrTx): Promise<Event[]> {
  const rows = await withDiscipline(db).orderBy(asc(events.name), asc(events.id));
  return rows.map(fromJoined);
}

async function loaded(tx: DbOrTx, id: number): Promise<Event> {
  const [row] = await withDiscipline(tx).where(eq(events.id, id));
  if (!row) throw new AppError('not_found', `Event ${id} does not exist.`);
  return fromJoined(row);
}

async function assertDiscipline(tx: DbOrTx, disciplineId: number | null | undefined) {
  if (!disciplineId) return;
  const [found] = await tx
    .select({ id: disciplines.id })
    .from(disciplines)
    .where(and(eq(disciplines.id, disciplineId), isNull(disciplines.deletedAt)));
  if (!found) {
    throw new AppError('validation', `Discipline ${disciplineId} does not exist.`, {
      errors: [{ path: 'disciplineId', message: 'Unknown discipline' }],
    });
  }
}

export async function createEvent(db: Db, input: EventInput, now: Date): Promise<Event> {
  return db.transaction(async (tx) => {
    await assertDiscipline(tx, input.disciplineId);
    const [row] = await tx
      .insert(events)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning({ id: events.id });
    return loaded(tx, row.id);
  });
}

export async function updateEvent(db: Db, id: number, patch: EventPatch, now: Date): Promise<Event> {
  return db.transaction(async (tx) => {
    await assertDiscipline(tx, patch.disciplineId);
    const [row] = await tx
      .update(events)
      .set({ ...patch, updatedAt: now })
      .where(eq(events.id, id))
      .returning({ id: events.id });
    if (!row) throw new AppError('not_found', `Event ${id} does not exist.`);
    return loaded(tx, id);
  });
}

// access.md §18 DELETE /events/{id}: 409 while a course event uses it (course_event.event_id is `restrict`).
export async function deleteEvent(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ uses }] = await tx.select({ uses: count() }).from(courseEvents).where(eq(courseEvents.eventId, id));
    if (uses > 0) {
      const what = uses === 1 ? '1 course event uses it' : `${uses} course events use it`;
      throw new AppError('conflict', `The event cannot be deleted: ${what}.`);
    }
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id });
    if (!row) throw new AppError('not_found', `Event ${id} does not exist.`);
  });
}
