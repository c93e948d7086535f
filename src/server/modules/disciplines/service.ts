import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { disciplines } from '../../db/schema';
import { AppError } from '../../http/problem';
import type { Discipline } from './schemas';

type DisciplineRow = typeof disciplines.$inferSelect;

const toDiscipline = (row: DisciplineRow): Discipline => ({
  id: row.id,
  name: row.name,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

const live = isNull(disciplines.deletedAt);

export async function listDisciplines(db: DbOrTx): Promise<Discipline[]> {
  const rows = await db.select().from(disciplines).where(live).orderBy(asc(disciplines.name), asc(disciplines.id));
  return rows.map(toDiscipline);
}

export async function listDisciplinesByIds(db: DbOrTx, ids: number[]): Promise<Discipline[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(disciplines)
    .where(and(live, inArray(disciplines.id, ids)))
    .orderBy(asc(disciplines.name), asc(disciplines.id));
  return rows.map(toDiscipline);
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: disciplines.id })
    .from(disciplines)
    .where(and(live, eq(disciplines.name, name), exceptId ? ne(disciplines.id, exceptId) : undefined));
  if (taken) {
    throw new AppError('conflict', `A discipline named "${name}" already exists.`, {
      errors: [{ path: 'name', message: 'This name is taken' }],
    });
  }
}

export async function createDiscipline(db: Db, input: { name: string }, now: Date): Promise<Discipline> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx.insert(disciplines).values({ name: input.name, createdAt: now, updatedAt: now }).returning();
    return toDiscipline(row);
  });
}

export async function renameDiscipline(db: Db, id: number, input: { name: string }, now: Date): Promise<Discipline> {
  return db.transaction(async (tx) => {
    // rules.md R1.9: an unknown or deleted discipline answers 404 before a taken name answers 409.
    const [current] = await tx
      .select({ id: disciplines.id })
      .from(disciplines)
      .where(and(live, eq(disciplines.id, id)));
    if (!current) throw new AppError('not_found', `Discipline ${id} does not exist.`);
    await assertNameFree(tx, input.name, id);
    const [row] = await tx
      .update(disciplines)
      .set({ name: input.name, updatedAt: now })
      .where(and(live, eq(disciplines.id, id)))
      .returning();
    if (!row) throw new AppError('not_found', `Discipline ${id} does not exist.`);
    return toDiscipline(row);
  });
}

// data-model.md: disciplines are soft-deleted; courses and tasks keep their reference.
export async function deleteDiscipline(db: DbOrTx, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(disciplines)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(live, eq(disciplines.id, id)))
    .returning({ id: disciplines.id });
  if (!row) throw new AppError('not_found', `Discipline ${id} does not exist.`);
}
