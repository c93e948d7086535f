import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { courses, gratitudes, users } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import type { Gratitude, GratitudesQuery } from '../schemas';

const recipients = alias(users, 'recipient');
const senders = alias(users, 'sender');

const contains = (haystack: SQL, needle: string) => sql`strpos(lower(${haystack}), ${needle.toLowerCase()}) > 0`;

// rules.md R17.3: recipient login contains, recipient name contains, course; all given filters at once.
function conditions(query: GratitudesQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.githubId) where.push(contains(sql`${recipients.githubId}`, query.githubId));
  if (query.name) {
    where.push(contains(sql`concat_ws(' ', ${recipients.firstName}, ${recipients.lastName})`, query.name));
  }
  if (query.courseId) where.push(eq(gratitudes.courseId, query.courseId));
  return where.length ? and(...where) : undefined;
}

// access.md §19 GET /gratitudes: newest first, paged. The page's ids come from the gratitude table alone (the date
// index, joined to the recipient only when his name or login is filtered), then their details; the count is apart.
export async function listGratitudes(db: DbOrTx, query: GratitudesQuery) {
  const where = conditions(query);
  const needsRecipient = Boolean(query.githubId || query.name);
  const countQuery = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(gratitudes);
  const idsQuery = db.select({ id: gratitudes.id }).from(gratitudes);
  const [[{ total }], pageIds] = await Promise.all([
    (needsRecipient ? countQuery.innerJoin(recipients, eq(recipients.id, gratitudes.toUserId)) : countQuery).where(
      where,
    ),
    (needsRecipient ? idsQuery.innerJoin(recipients, eq(recipients.id, gratitudes.toUserId)) : idsQuery)
      .where(where)
      // Exactly the order of gratitude_created_idx / gratitude_course_idx (drizzle writes DESC NULLS LAST there).
      .orderBy(sql`${gratitudes.createdAt} desc nulls last`, asc(gratitudes.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.current, query.pageSize)),
  ]);
  const ids = pageIds.map((row) => row.id);
  const rows = ids.length
    ? await db
        .select({
          id: gratitudes.id,
          badgeId: gratitudes.badgeId,
          comment: gratitudes.comment,
          createdAt: gratitudes.createdAt,
          toGithubId: recipients.githubId,
          toFirstName: recipients.firstName,
          toLastName: recipients.lastName,
          fromGithubId: senders.githubId,
          fromFirstName: senders.firstName,
          fromLastName: senders.lastName,
          courseId: courses.id,
          courseName: courses.name,
        })
        .from(gratitudes)
        .innerJoin(recipients, eq(recipients.id, gratitudes.toUserId))
        .innerJoin(senders, eq(senders.id, gratitudes.fromUserId))
        .leftJoin(courses, eq(courses.id, gratitudes.courseId))
        .where(inArray(gratitudes.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id): Gratitude[] => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        badgeId: row.badgeId,
        comment: row.comment,
        date: row.createdAt.toISOString(),
        to: {
          githubId: row.toGithubId,
          name: displayName({ githubId: row.toGithubId, firstName: row.toFirstName, lastName: row.toLastName }),
        },
        from: {
          githubId: row.fromGithubId,
          name: displayName({ githubId: row.fromGithubId, firstName: row.fromFirstName, lastName: row.fromLastName }),
        },
        course: row.courseId !== null && row.courseName !== null ? { id: row.courseId, name: row.courseName } : null,
      },
    ];
  });
  return { items, pagination: pagination(query.current, query.pageSize, total) };
}
