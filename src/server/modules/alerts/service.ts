import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { alerts, courses } from '../../db/schema';
import { AppError } from '../../http/problem';
import type { SessionData } from '../session/service';
import type { Alert, AlertInput, AlertPatch } from './schemas';

const alertColumns = {
  alert: alerts,
  course: { id: courses.id, name: courses.name, alias: courses.alias },
};

type AlertRow = { alert: typeof alerts.$inferSelect; course: { id: number; name: string; alias: string } | null };

const toAlert = ({ alert, course }: AlertRow): Alert => ({
  id: alert.id,
  text: alert.text,
  type: alert.type,
  enabled: alert.enabled,
  courseId: alert.courseId,
  course: course ? { id: course.id, name: course.name, alias: course.alias } : null,
  createdDate: alert.createdAt.toISOString(),
  updatedDate: alert.updatedAt.toISOString(),
});

async function selectAlerts(db: DbOrTx, where: SQL | undefined): Promise<Alert[]> {
  const rows = await db
    .select(alertColumns)
    .from(alerts)
    .leftJoin(courses, eq(courses.id, alerts.courseId))
    .where(where)
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return rows.map(toAlert);
}

// rules.md R23.1, access.md §2: enabled alerts that are global or of a course the caller holds a role in, newest
// first; `enabled=false` lists every alert, for admins only (anyone else gets the enabled list).
export async function listAlerts(db: DbOrTx, session: SessionData, enabledOnly: boolean): Promise<Alert[]> {
  if (!enabledOnly && session.isAdmin) return selectAlerts(db, undefined);
  const courseIds = Object.entries(session.courses)
    .filter(([, course]) => course.roles.length > 0)
    .map(([id]) => Number(id));
  const scope = courseIds.length
    ? or(isNull(alerts.courseId), inArray(alerts.courseId, courseIds))
    : isNull(alerts.courseId);
  return selectAlerts(db, and(eq(alerts.enabled, true), scope));
}

async function assertCourseExists(tx: DbOrTx, courseId: number | null | undefined): Promise<void> {
  if (courseId === null || courseId === undefined) return;
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) {
    throw new AppError('not_found', `Course ${courseId} does not exist.`, {
      errors: [{ path: 'courseId', message: `Unknown course ${courseId}` }],
    });
  }
}

async function readAlert(tx: DbOrTx, id: number): Promise<Alert> {
  const [alert] = await selectAlerts(tx, eq(alerts.id, id));
  if (!alert) throw new AppError('not_found', `Alert ${id} does not exist.`);
  return alert;
}

export async function createAlert(db: Db, input: AlertInput, now: Date): Promise<Alert> {
  return db.transaction(async (tx) => {
    await assertCourseExists(tx, input.courseId);
    const [row] = await tx
      .insert(alerts)
      .values({
        text: input.text,
        type: input.type,
        enabled: input.enabled ?? false,
        courseId: input.courseId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: alerts.id });
    return readAlert(tx, row.id);
  });
}

export async function updateAlert(db: Db, id: number, patch: AlertPatch, now: Date): Promise<Alert> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: alerts.id }).from(alerts).where(eq(alerts.id, id));
    if (!current) throw new AppError('not_found', `Alert ${id} does not exist.`);
    await assertCourseExists(tx, patch.courseId);
    await tx
      .update(alerts)
      .set({
        ...(patch.text !== undefined && { text: patch.text }),
        ...(patch.type !== undefined && { type: patch.type }),
        ...(patch.enabled !== undefined && { enabled: patch.enabled }),
        ...(patch.courseId !== undefined && { courseId: patch.courseId }),
        updatedAt: now,
      })
      .where(eq(alerts.id, id));
    return readAlert(tx, id);
  });
}

export async function deleteAlert(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.delete(alerts).where(eq(alerts.id, id)).returning({ id: alerts.id });
  if (!row) throw new AppError('not_found', `Alert ${id} does not exist.`);
}
