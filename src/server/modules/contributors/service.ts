import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contributors, users } from '../../db/schema';
import { AppError } from '../../http/problem';
import { displayName } from '../auth';
import type { Contributor, ContributorInput, ContributorPatch } from './schemas';

const live = isNull(contributors.deletedAt);

async function selectContributors(db: DbOrTx, where: SQL | undefined): Promise<Contributor[]> {
  const rows = await db
    .select({
      id: contributors.id,
      description: contributors.description,
      userId: users.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contributors)
    .innerJoin(users, eq(users.id, contributors.userId))
    .where(and(live, where))
    .orderBy(asc(contributors.id));
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    user: { id: row.userId, githubId: row.githubId, name: displayName(row) },
  }));
}

export const listContributors = (db: DbOrTx): Promise<Contributor[]> => selectContributors(db, undefined);

export async function getContributor(db: DbOrTx, id: number): Promise<Contributor> {
  const [contributor] = await selectContributors(db, eq(contributors.id, id));
  if (!contributor) throw new AppError('not_found', `Contributor ${id} does not exist.`);
  return contributor;
}

async function assertUserExists(tx: DbOrTx, userId: number): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) {
    throw new AppError('not_found', `User ${userId} does not exist.`, {
      errors: [{ path: 'userId', message: `Unknown user ${userId}` }],
    });
  }
}

// The row of a user, live or soft-deleted (user_id is unique across both).
async function rowOfUser(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ id: contributors.id, deletedAt: contributors.deletedAt })
    .from(contributors)
    .where(eq(contributors.userId, userId));
  return row;
}

const alreadyContributor = (userId: number) =>
  new AppError('conflict', `User ${userId} is already a contributor.`, {
    errors: [{ path: 'userId', message: 'This user is already a contributor' }],
  });

// access.md §5: a deleted contributor is soft-deleted, so adding the same user again revives that row.
export async function createContributor(db: Db, input: ContributorInput, now: Date): Promise<Contributor> {
  return db.transaction(async (tx) => {
    await assertUserExists(tx, input.userId);
    const existing = await rowOfUser(tx, input.userId);
    if (existing && !existing.deletedAt) throw alreadyContributor(input.userId);
    const [row] = existing
      ? await tx
          .update(contributors)
          .set({ description: input.description, deletedAt: null, createdAt: now, updatedAt: now })
          .where(eq(contributors.id, existing.id))
          .returning({ id: contributors.id })
      : await tx
          .insert(contributors)
          .values({ userId: input.userId, description: input.description, createdAt: now, updatedAt: now })
          .returning({ id: contributors.id });
    return getContributor(tx, row.id);
  });
}

export async function updateContributor(db: Db, id: number, patch: ContributorPatch, now: Date): Promise<Contributor> {
  return db.transaction(async (tx) => {
    await getContributor(tx, id);
    if (patch.userId !== undefined) {
      await assertUserExists(tx, patch.userId);
      const holder = await rowOfUser(tx, patch.userId);
      if (holder && holder.id !== id) {
        if (!holder.deletedAt) throw alreadyContributor(patch.userId);
        // The user's old soft-deleted row would block the unique user_id; it carries nothing worth keeping.
        await tx.delete(contributors).where(eq(contributors.id, holder.id));
      }
    }
    await tx
      .update(contributors)
      .set({ ...patch, updatedAt: now })
      .where(and(live, eq(contributors.id, id)));
    return getContributor(tx, id);
  });
}

export async function deleteContributor(db: DbOrTx, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(contributors)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(live, eq(contributors.id, id)))
    .returning({ id: contributors.id });
  if (!row) throw new AppError('not_found', `Contributor ${id} does not exist.`);
}
