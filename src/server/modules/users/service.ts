import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { displayName } from '../auth';

const SEARCH_LIMIT = 20;

// LIKE wildcards in the typed text are matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// product-spec §7: user search by prefix of login, first or last name; an empty text finds nobody.
export async function searchUsersByPrefix(db: DbOrTx, text: string) {
  const prefix = text.trim().toLowerCase();
  if (!prefix) return [];
  const pattern = `${escapeLike(prefix)}%`;
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
        ),
      ),
    )
    .orderBy(asc(users.githubId))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({ id: row.id, githubId: row.githubId, name: displayName(row) }));
}
