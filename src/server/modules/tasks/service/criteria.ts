import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { taskCriteria, tasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { Criteria } from '../schemas';
import { liveTask } from './list-tasks';

const byIndex = (criteria: Criteria['criteria']) => [...criteria].sort((a, b) => a.index - b.index);

async function assertTask(tx: DbOrTx, taskId: number) {
  const [task] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(liveTask, eq(tasks.id, taskId)));
  if (!task) throw new AppError('not_found', `Task ${taskId} does not exist.`);
}

async function storedCriteria(tx: DbOrTx, taskId: number) {
  const [row] = await tx
    .select({ criteria: taskCriteria.criteria })
    .from(taskCriteria)
    .where(eq(taskCriteria.taskId, taskId));
  return row?.criteria;
}

// access.md §30 GET /tasks/{taskId}/criteria: ordered by index (R8.1); an empty list when none were written.
export async function getCriteria(db: DbOrTx, taskId: number): Promise<Criteria> {
  await assertTask(db, taskId);
  return { criteria: byIndex((await storedCriteria(db, taskId)) ?? []) };
}

export async function createCriteria(db: Db, taskId: number, input: Criteria, now: Date): Promise<Criteria> {
  return db.transaction(async (tx) => {
    await assertTask(tx, taskId);
    if (await storedCriteria(tx, taskId)) {
      throw new AppError('conflict', `Task ${taskId} already has criteria; change them with PATCH.`);
    }
    const criteria = byIndex(input.criteria);
    await tx.insert(taskCriteria).values({ taskId, criteria, createdAt: now, updatedAt: now });
    return { criteria };
  });
}

// rules.md R8.4: replacing criteria affects new reviews only; saved reviews keep their snapshot.
export async function replaceCriteria(db: Db, taskId: number, input: Criteria, now: Date): Promise<Criteria> {
  return db.transaction(async (tx) => {
    await assertTask(tx, taskId);
    const criteria = byIndex(input.criteria);
    const [row] = await tx
      .update(taskCriteria)
      .set({ criteria, updatedAt: now })
      .where(eq(taskCriteria.taskId, taskId))
      .returning({ taskId: taskCriteria.taskId });
    if (!row) throw new AppError('not_found', `Task ${taskId} has no criteria yet; create them with POST.`);
    return { criteria };
  });
}
