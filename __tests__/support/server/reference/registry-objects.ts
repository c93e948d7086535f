import { and, arrayOverlaps, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { certificates, mentorRegistries, mentors, students, users } from '@/server/db/schema';
import { pageOffset, pagination } from '@/server/http/paging';
import { displayName } from '@/server/modules/auth';
import type { MentorRegistryItem, RegistryFilter } from '@/server/modules/mentor-registry/schemas';
import { visibleTo, type RegistryViewer } from '@/server/modules/mentor-registry/service/viewer';

export type RegistryOrder = { orderBy: 'receivedDate' | 'githubId'; orderDirection?: 'asc' | 'desc' };

const registry = mentorRegistries;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

// The applicant's login and city, copied onto the application (migration 0017, kept exact by triggers).
const applicantLogin = sql<string>`${registry}.${sql.identifier('github_id')}`;
const applicantCity = sql<string | null>`${registry}.${sql.identifier('city_name')}`;

// rules.md R14.6: canceled applications are hidden, the filters combine with AND, list filters are any-of (GIN `&&`),
// and a non-admin sees only the applications addressed to his courses. The applicant's login and city are read from
// the application itself.
function whereOf(viewer: RegistryViewer, filter: RegistryFilter): SQL | undefined {
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
    filter.githubId ? ilike(applicantLogin, contains(filter.githubId)) : undefined,
    filter.cityName ? ilike(applicantCity, contains(filter.cityName)) : undefined,
  );
}

const applicationColumns = {
  id: registry.id,
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

type Page = { limit: number; offset: number };

const { id: _id, ...pageColumns } = applicationColumns;

// Step one: the ids of the page in the asked order (access.md §0 "Sorting": id asc breaks ties, so pages are stable),
// with the count and the places of every filtered application beside them. The registry is read alone (the login
// it sorts by is on the application), and the page's columns travel with its ids.
function selectPage(db: DbOrTx, where: SQL | undefined, order: RegistryOrder, page?: Page) {
  const direction = (order.orderDirection ?? (order.orderBy === 'githubId' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const key = order.orderBy === 'githubId' ? applicantLogin : sql<Date>`${registry.receivedDate}`;
  const query = db
    .select({
      id: sql<number>`${registry.id}`.as('page_id'),
      userId: sql<number>`${registry.userId}`.as('page_user_id'),
      sortKey: key.as('sort_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      maxStudentsTotal: sql<string>`sum(${registry.maxStudentsLimit}) over ()`.as('max_students_total'),
      ...pageColumns,
    })
    .from(registry)
    .where(where)
    .orderBy(direction(key), asc(registry.id))
    .$dynamic();
  const rows = page ? query.limit(page.limit).offset(page.offset) : query;
  return { rows: rows.as('page'), direction };
}

// Every mentor's courses, aggregated in one pass over the mentors (a few hundred rows) and hashed, instead of a scan
// of the mentor table per row of the page.
const mentoredCoursesOf = (db: DbOrTx) =>
  db
    .select({ userId: mentors.userId, courseIds: sql<number[]>`array_agg(${mentors.courseId})`.as('course_ids') })
    .from(mentors)
    .groupBy(mentors.userId)
    .as('mentored');

// A scalar subquery that stops at the first row: as EXISTS, the planner hashes every certified student instead.
const hasCertificate = (userId: SQL.Aliased<number>) =>
  sql<boolean>`coalesce((select true from ${students} inner join ${certificates}
    on ${certificates.studentId} = ${students.id} where ${students.userId} = ${userId} limit 1), false)`;

// Step two, in the same statement: each application of the page and the person behind it, by primary or indexed keys
// (no query per row).
async function describe(db: DbOrTx, where: SQL | undefined, order: RegistryOrder, limits?: Page) {
  const { rows: page, direction } = selectPage(db, where, order, limits);
  const mentoredCourses = mentoredCoursesOf(db);
  const rows = await db
    .select({
      application: {
        id: sql<number>`${page.id}`.mapWith(Number),
        maxStudentsLimit: page.maxStudentsLimit,
        preferedStudentsLocation: page.preferedStudentsLocation,
        preferedCourses: page.preferedCourses,
        preselectedCourses: page.preselectedCourses,
        technicalMentoring: page.technicalMentoring,
        languagesMentoring: page.languagesMentoring,
        receivedDate: page.receivedDate,
        sendDate: page.sendDate,
        comment: page.comment,
      },
      total: page.total,
      maxStudentsTotal: page.maxStudentsTotal,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      cityName: users.cityName,
      countryName: users.countryName,
      mentoring: sql<number[]>`coalesce(${mentoredCourses.courseIds}, '{}')`,
      hasCertificate: hasCertificate(page.userId),
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.userId))
    .leftJoin(mentoredCourses, eq(mentoredCourses.userId, page.userId))
    .orderBy(direction(page.sortKey), asc(page.id));
  // Written field by field: spreading the row and then replacing its dates by strings costs ten times as much.
  const items = rows.map(({ application, mentoring, ...person }): MentorRegistryItem => {
    const githubId = person.githubId ?? '';
    const preselected = application.preselectedCourses;
    // rules.md R14.6: new (nothing pre-selected), joined (a mentor in every pre-selected course), else invited.
    const status = !preselected.length
      ? 'new'
      : preselected.every((id) => mentoring.includes(id))
        ? 'joined'
        : 'invited';
    return {
      id: application.id,
      maxStudentsLimit: application.maxStudentsLimit,
      preferedStudentsLocation: application.preferedStudentsLocation,
      preferedCourses: application.preferedCourses,
      preselectedCourses: preselected,
      technicalMentoring: application.technicalMentoring,
      languagesMentoring: application.languagesMentoring,
      receivedDate: application.receivedDate.toISOString(),
      sendDate: application.sendDate?.toISOString() ?? null,
      comment: application.comment,
      githubId,
      name: displayName({ firstName: person.firstName, lastName: person.lastName, githubId }),
      cityName: person.cityName,
      countryName: person.countryName,
      status,
      hasCertificate: person.hasCertificate,
      wasMentor: mentoring.length > 0,
    };
  });
  return { items, total: rows[0]?.total ?? 0, maxStudentsTotal: Number(rows[0]?.maxStudentsTotal ?? 0) };
}

// The count and the places of every filtered application, for a page past the end (it has no row to carry them).
async function countApplications(db: DbOrTx, where: SQL | undefined) {
  const [totals] = await db
    .select({ total: count(), maxStudentsTotal: sql<string>`coalesce(sum(${registry.maxStudentsLimit}), 0)` })
    .from(registry)
    .where(where);
  return { total: totals.total, maxStudentsTotal: Number(totals.maxStudentsTotal) };
}

export async function listApplications(
  db: DbOrTx,
  viewer: RegistryViewer,
  filter: RegistryFilter,
  page: { currentPage: number; pageSize: number } & RegistryOrder,
) {
  const where = whereOf(viewer, filter);
  const offset = pageOffset(page.currentPage, page.pageSize);
  const { items, ...found } = await describe(db, where, page, { limit: page.pageSize, offset });
  const totals = items.length || offset === 0 ? found : await countApplications(db, where);
  return {
    items,
    pagination: pagination(page.currentPage, page.pageSize, totals.total),
    summary: { maxStudentsTotal: totals.maxStudentsTotal },
  };
}

// The CSV export: every row the same filters give, in the table's order.
export async function listAllApplications(
  db: DbOrTx,
  viewer: RegistryViewer,
  filter: RegistryFilter,
  order: RegistryOrder,
): Promise<MentorRegistryItem[]> {
  return (await describe(db, whereOf(viewer, filter), order)).items;
}
