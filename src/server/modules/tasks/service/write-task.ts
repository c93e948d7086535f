import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { disciplines, tasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { Task, TaskInput, TaskPatch } from '../schemas';
import { findTask, liveTask } from './list-tasks';
import { validateTaskAttributes } from './self-check';

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

async function loaded(tx: DbOrTx, id: number): Promise<Task> {
  const task = await findTask(tx, id);
  if (!task) throw new AppError('not_found', `Task ${id} does not exist.`);
  return task;
}

export async function createTask(db: Db, input: TaskInput, now: Date): Promise<Task> {
  validateTaskAttributes(input.type, input.attributes ?? {});
  return db.transaction(async (tx) => {
    await assertDiscipline(tx, input.disciplineId);
    const [row] = await tx
      .insert(tasks)
      .values({ ...input, attributes: input.attributes ?? {}, createdAt: now, updatedAt: now })
      .returning({ id: tasks.id });
    return loaded(tx, row.id);
  });
}

// access.md §30 PATCH /tasks/{id}: a partial TaskInput; a self-check test is validated as it will be stored.
export async function updateTask(db: Db, id: number, patch: TaskPatch, now: Date): Promise<Task> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ type: tasks.type, attributes: tasks.attributes })
      .from(tasks)
      .where(and(liveTask, eq(tasks.id, id)));
    if (!current) throw new AppError('not_found', `Task ${id} does not exist.`);
    if (patch.type !== undefined || patch.attributes !== undefined) {
      validateTaskAttributes(patch.type ?? current.type, patch.attributes ?? current.attributes);
    }
    await assertDiscipline(tx, patch.disciplineId);
    await tx
      .update(tasks)
      .set({ ...patch, updatedAt: now })
      .where(eq(tasks.id, id));
    return loaded(tx, id);
  });
}

// data-model.md "task (soft)": course tasks keep their reference; the catalogue no longer lists it.
export async function deleteTask(db: DbOrTx, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(tasks)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(liveTask, eq(tasks.id, id)))
    .returning({ id: tasks.id });
  if (!row) throw new AppError('not_found', `Task ${id} does not exist.`);
}
