import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/problem';
import { displayName } from '../auth';

const SEARCH_LIMIT = 20;

// LIKE wildcards in the typed text are matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// rules.md R22.2: prefix of the login, the first name, the last name or "first last", any letter case; an empty text
// finds nobody. One statement whose every branch starts on an index of lower(...): "first last" also needs the first
// name to start with the text's first word, which walks user_first_name_idx instead of scanning every user.
export async function searchUsersByPrefix(db: DbOrTx, text: string) {
  const prefix = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!prefix) return [];
  const pattern = `${escapeLike(prefix)}%`;
  const space = prefix.indexOf(' ');
  const fullName =
    space > 0
      ? and(
          like(sql`lower(${users.firstName})`, `${escapeLike(prefix.slice(0, space))}%`),
          like(sql`lower(concat_ws(' ', ${users.firstName}, ${users.lastName}))`, pattern),
        )
      : undefined;
  const rows = await db
    .select({ id: users.id, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.obfuscated, false),
        or(
          like(sql`lower(${users.githubId})`, pattern),
          like(sql`lower(${users.firstName})`, pattern),
          like(sql`lower(${users.lastName})`, pattern),
          fullName,
        ),
      ),
    )
    .orderBy(asc(users.githubId))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({ id: row.id, githubId: row.githubId, name: displayName(row) }));
}

export type UserFlagsInput = { isAdmin?: boolean; isHirer?: boolean; activist?: boolean };

// access.md §34 and rules.md R1.5: an admin changes flags; he cannot take his own admin flag away.
export async function setUserFlags(db: DbOrTx, callerId: number, userId: number, input: UserFlagsInput, now: Date) {
  if (userId === callerId && input.isAdmin === false) {
    throw new AppError('conflict', 'You cannot remove your own admin flag; ask another admin.', {
      errors: [{ path: 'isAdmin', message: 'Cannot remove your own admin flag' }],
    });
  }
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = Object.keys(changes).length
    ? await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId))
        .returning({ id: users.id })
    : await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('not_found', `User ${userId} does not exist.`);
}
