import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { userGroups, users } from '../../db/schema';
import { AppError } from '../../http/problem';
import { displayName } from '../auth';
import type { UserGroup, UserGroupInput } from './schemas';

type GroupRow = typeof userGroups.$inferSelect;

async function withUsers(db: DbOrTx, groups: GroupRow[]): Promise<UserGroup[]> {
  const ids = [...new Set(groups.flatMap((group) => group.userIds))];
  const members = ids.length
    ? await db
        .select({ id: users.id, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(
    members.map((member) => [member.id, { id: member.id, githubId: member.githubId, name: displayName(member) }]),
  );
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    roles: group.roles,
    users: group.userIds.flatMap((id) => byId.get(id) ?? []),
  }));
}

export async function listUserGroups(db: DbOrTx): Promise<UserGroup[]> {
  return withUsers(db, await db.select().from(userGroups).orderBy(asc(userGroups.name), asc(userGroups.id)));
}

// Bad input names its field: unknown users and a taken name are refused before anything is written.
async function validateUsers(tx: DbOrTx, input: UserGroupInput): Promise<UserGroupInput> {
  const userIds = [...new Set(input.users)];
  if (userIds.length) {
    const known = await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    const missing = userIds.filter((id) => !known.some((row) => row.id === id));
    if (missing.length) {
      throw new AppError('validation', `Unknown users: ${missing.join(', ')}.`, {
        errors: [{ path: 'users', message: `Unknown user ids: ${missing.join(', ')}` }],
      });
    }
  }
  return { name: input.name, users: userIds, roles: [...new Set(input.roles)] };
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.name, name), exceptId ? ne(userGroups.id, exceptId) : undefined));
  if (taken) {
    throw new AppError('conflict', `A user group named "${name}" already exists.`, {
      errors: [{ path: 'name', message: 'This name is taken' }],
    });
  }
}

export async function createUserGroup(db: Db, input: UserGroupInput): Promise<UserGroup> {
  return db.transaction(async (tx) => {
    const clean = await validateUsers(tx, input);
    await assertNameFree(tx, clean.name);
    const [row] = await tx
      .insert(userGroups)
      .values({ name: clean.name, userIds: clean.users, roles: clean.roles })
      .returning();
    const [group] = await withUsers(tx, [row]);
    return group;
  });
}

export async function replaceUserGroup(db: Db, id: number, input: UserGroupInput, now: Date): Promise<UserGroup> {
  return db.transaction(async (tx) => {
    // rules.md R1.9: bad input (400), then an unknown group (404), then a taken name (409).
    const clean = await validateUsers(tx, input);
    const [current] = await tx.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.id, id));
    if (!current) throw new AppError('not_found', `User group ${id} does not exist.`);
    await assertNameFree(tx, clean.name, id);
    const [row] = await tx
      .update(userGroups)
      .set({ name: clean.name, userIds: clean.users, roles: clean.roles, updatedAt: now })
      .where(eq(userGroups.id, id))
      .returning();
    if (!row) throw new AppError('not_found', `User group ${id} does not exist.`);
    const [group] = await withUsers(tx, [row]);
    return group;
  });
}

export async function deleteUserGroup(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.delete(userGroups).where(eq(userGroups.id, id)).returning({ id: userGroups.id });
  if (!row) throw new AppError('not_found', `User group ${id} does not exist.`);
}
