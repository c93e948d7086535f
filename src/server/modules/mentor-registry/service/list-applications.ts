import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { certificates, mentorRegistries, mentors, students, users } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import type { MentorRegistryItem, RegistryFilter } from '../schemas';
import { visibleTo, type RegistryViewer } from './viewer';

export type RegistryOrder = { orderBy: 'receivedDate' | 'githubId'; orderDirection?: 'asc' | 'desc' };

const registry = mentorRegistries;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

// rules.md R14.6: canceled applications are hidden, the filters combine with AND, list filters are any-of (GIN `&&`),
// and a non-admin sees only the applications addressed to his courses. The user's columns are matched in a semi-join,
// so the registry is read without joining 50,000 users row by row.
function whereOf(viewer: RegistryViewer, filter: RegistryFilter): SQL | undefined {
  const userConditions = and(
    filter.githubId ? ilike(users.githubId, contains(filter.githubId)) : undefined,
    filter.cityName ? ilike(users.cityName, contains(filter.cityName)) : undefined,
  );
  return and(
    eq(registry.canceled, false),
    visibleTo(viewer),
    filter.status === 'new' ? sql`cardinality(${registry.preselectedCourses}) = 0` : undefined,
    filter.preferedCourses.length ? arrayOverlaps(registry.preferedCourses, filter.preferedCourses) : undefined,
    filter.preselectedCourses.length
      ? arrayOverlaps(registry.preselectedCourses, filter.preselectedCourses)
      : undefined,
    filter.technicalMentoring.length
      ? arrayOverlaps(registry.technicalMentoring, filter.technicalMentoring)
      : undefined,
    userConditions
      ? inArray(registry.userId, sql`(select ${users.id} from ${users} where ${userConditions})`)
      : undefined,
  );
}

const pageColumns = {
  id: registry.id,
  userId: registry.userId,
  maxStudentsLimit: registry.maxStudentsLimit,
  preferedStudentsLocation: registry.preferedStudentsLocation,
  preferedCourses: registry.preferedCourses,
  preselectedCourses: registry.preselectedCourses,
  technicalMentoring: registry.technicalMentoring,
  languagesMentoring: registry.languagesMentoring,
  receivedDate: registry.receivedDate,
  sendDate: registry.sendDate,
  comment: registry.comment,
};

// One page of applications in the asked order (access.md §0 "Sorting": id asc breaks ties, so pages are stable). The
// registry is read alone: a join with 50,000 users is planned as a hash join over all of them, so the login order
// looks each login up by primary key instead.
function selectPage(
  db: DbOrTx,
  where: SQL | undefined,
  order: RegistryOrder,
  page?: { limit: number; offset: number },
) {
  const direction = (order.orderDirection ?? (order.orderBy === 'githubId' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const key =
    order.orderBy === 'githubId'
      ? sql`(select ${users.githubId} from ${users} where ${users.id} = ${registry.userId})`
      : registry.receivedDate;
  const query = db.select(pageColumns).from(registry).where(where).orderBy(direction(key), asc(registry.id)).$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

// The people behind a page: three reads by primary or indexed keys, whatever the page size (no query per row).
async function describe(db: DbOrTx, rows: Awaited<ReturnType<typeof selectPage>>): Promise<MentorRegistryItem[]> {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  if (!userIds.length) return [];
  const [people, mentorships, certified] = await Promise.all([
    db
      .select({
        id: users.id,
        githubId: users.githubId,
        firstName: users.firstName,
        lastName: users.lastName,
        cityName: users.cityName,
        countryName: users.countryName,
      })
      .from(users)
      .where(inArray(users.id, userIds)),
    db
      .select({ userId: mentors.userId, courseId: mentors.courseId })
      .from(mentors)
      .where(inArray(mentors.userId, userIds)),
    db
      .selectDistinct({ userId: students.userId })
      .from(students)
      .innerJoin(certificates, eq(certificates.studentId, students.id))
      .where(inArray(students.userId, userIds)),
  ]);
  const personOf = new Map(people.map((person) => [person.id, person]));
  const coursesOf = new Map<number, number[]>();
  for (const row of mentorships) coursesOf.set(row.userId, [...(coursesOf.get(row.userId) ?? []), row.courseId]);
  const certifiedIds = new Set(certified.map((row) => row.userId));
  return rows.map(({ userId, ...application }) => {
    const person = personOf.get(userId);
    const githubId = person?.githubId ?? '';
    const mentoring = coursesOf.get(userId) ?? [];
    const preselected = application.preselectedCourses;
    // rules.md R14.6: new (nothing pre-selected), joined (a mentor in every pre-selected course), else invited.
    const status = !preselected.length
      ? 'new'
      : preselected.every((id) => mentoring.includes(id))
        ? 'joined'
        : 'invited';
    return {
      ...application,
      githubId,
      name: displayName({ firstName: person?.firstName ?? null, lastName: person?.lastName ?? null, githubId }),
      cityName: person?.cityName ?? null,
      countryName: person?.countryName ?? null,
      receivedDate: application.receivedDate.toISOString(),
      sendDate: application.sendDate?.toISOString() ?? null,
      status,
      hasCertificate: certifiedIds.has(userId),
      wasMentor: mentoring.length > 0,
    };
  });
}

export async function listApplications(
  db: DbOrTx,
  viewer: RegistryViewer,
  filter: RegistryFilter,
  page: { currentPage: number; pageSize: number } & RegistryOrder,
) {
  const where = whereOf(viewer, filter);
  const [rows, [totals]] = await Promise.all([
    selectPage(db, where, page, { limit: page.pageSize, offset: pageOffset(page.currentPage, page.pageSize) }),
    db
      .select({ total: count(), maxStudentsTotal: sql<string>`coalesce(sum(${registry.maxStudentsLimit}), 0)` })
      .from(registry)
      .where(where),
  ]);
  return {
    items: await describe(db, rows),
    pagination: pagination(page.currentPage, page.pageSize, totals.total),
    summary: { maxStudentsTotal: Number(totals.maxStudentsTotal) },
  };
}

// The CSV export: every row the same filters give, in the table's order.
export async function listAllApplications(
  db: DbOrTx,
  viewer: RegistryViewer,
  filter: RegistryFilter,
  order: RegistryOrder,
): Promise<MentorRegistryItem[]> {
  return describe(db, await selectPage(db, whereOf(viewer, filter), order));
}
