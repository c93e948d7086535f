import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { plannedOnce, runPlannedOnce } from '../../../db/generic-plans';
import { statementCache } from '../../../db/statement-cache';
import { certificates, courses, disciplines, mentorRegistries, mentors, students, users } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { displayNameSql, isoInstant, userOfPageRow } from '../../course-students/keys';
import { indexProbe } from '../../users/service/search-users';
import type { MentorRegistryItem, RegistryFilter } from '../schemas';
import type { RegistryViewer } from './viewer';

export type RegistryOrder = { orderBy: 'receivedDate' | 'githubId'; orderDirection?: 'asc' | 'desc' };

const registry = mentorRegistries;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

// The applicant's login and city, copied onto the application (migration 0017, kept exact by triggers).
export const applicantLogin = sql<string>`${registry}.${sql.identifier('github_id')}`;
export const applicantCity = sql<string | null>`${registry}.${sql.identifier('city_name')}`;

// Every value of the statement is bound by name when it runs (the statement of a shape is built once, see below).
const value = (name: keyof StatementValues) => sql.placeholder(name);
type StatementValues = {
  staffCourseIds: number[];
  preferedCourses: number[];
  preselectedCourses: number[];
  technicalMentoring: string[];
  githubId: string;
  githubIdProbe: string;
  cityName: string;
  limit: number;
  offset: number;
};

// rules.md R14.6 (viewer.ts visibleTo, with the viewer's courses bound): a non-admin sees applications preferring one of
// his courses, preferring none, or naming the discipline of one of his courses.
function visibleToViewer(viewer: RegistryViewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  if (!viewer.staffCourseIds.length) return sql`false`;
  const staff = value('staffCourseIds');
  const disciplineNames = sql`(select coalesce(array_agg(${disciplines.name}), '{}') from ${courses}
    join ${disciplines} on ${disciplines.id} = ${courses.disciplineId}
    where ${courses.id} = any(${staff}) and ${disciplines.deletedAt} is null)`;
  return or(
    sql`${registry.preferedCourses} && ${staff}`,
    sql`cardinality(${registry.preferedCourses}) = 0`,
    sql`${registry.technicalMentoring} && ${disciplineNames}`,
  );
}

// The login filter's longest run of 3+ digits (as the user search's indexProbe): the trigram index is asked for it
// alone, and the whole filter is matched on the rows it gives, written so that no index takes it (|| ''; equal for
// every login, null stays null): the trigrams of a login's shared words (bench-user-) cost the index 0.4 ms to read
// through, twice per call (the page and the totals), a digit run's 0.02 ms. The probe is read through a subquery, so
// that no plan knows it: a custom plan's guess from the digits was cheaper than the generic plan's, and PostgreSQL
// planned this shape (78% of the bench's cold sample) again on every call although both plans do the same work.
const loginProbe = (filter: RegistryFilter) => (filter.githubId ? indexProbe([filter.githubId]) : undefined);

function loginFilter(filter: RegistryFilter): SQL | undefined {
  if (!filter.githubId) return undefined;
  if (!loginProbe(filter)) return sql`${applicantLogin} ilike ${value('githubId')}`;
  return sql`${applicantLogin} ilike (select ${value('githubIdProbe')}::text) and (${applicantLogin} || '') ilike ${value('githubId')}`;
}

// rules.md R14.6: canceled applications are hidden, the filters combine with AND, list filters are any-of (GIN `&&`),
// and a non-admin sees only the applications addressed to his courses. The applicant's login and city are read from
// the application itself. "New" is written as equality with the empty array (the same rows as a zero cardinality):
// the planner estimates it from the column's statistics, where a cardinality test gets a blind guess that made it
// expect one row where there are thousands.
function whereOf(viewer: RegistryViewer, filter: RegistryFilter): SQL | undefined {
  return and(
    // Written as a constant: a bound false would keep generic plans off the indexes built for open applications.
    sql`not ${registry.canceled}`,
    visibleToViewer(viewer),
    filter.status === 'new' ? sql`${registry.preselectedCourses} = '{}'::integer[]` : undefined,
    filter.preferedCourses.length ? sql`${registry.preferedCourses} && ${value('preferedCourses')}` : undefined,
    filter.preselectedCourses.length
      ? sql`${registry.preselectedCourses} && ${value('preselectedCourses')}`
      : undefined,
    filter.technicalMentoring.length
      ? sql`${registry.technicalMentoring} && ${value('technicalMentoring')}`
      : undefined,
    loginFilter(filter),
    filter.cityName ? sql`${applicantCity} ilike ${value('cityName')}` : undefined,
  );
}

export const pageColumn = (name: string) => sql`${sql.identifier('page')}.${sql.identifier(name)}`;
const field = (value: SQL | PgColumn, name: string) => sql`${value} as ${sql.identifier(name)}`;

// The application columns the answer shows, read by primary key for the rows of the page only: a sort of the
// matches (an order no index serves, a page deep in the list) then moves narrow rows, not every shown column.
const applicationColumn = (name: string) => sql`${sql.identifier('application')}.${sql.identifier(name)}`;
export const applicationOfPageRow = (db: DbOrTx) =>
  db
    .select({
      maxStudentsLimit: sql`${registry.maxStudentsLimit}`.as('max_students_limit'),
      location: sql`${registry.preferedStudentsLocation}`.as('prefered_students_location'),
      preferedCourses: sql`${registry.preferedCourses}`.as('prefered_courses'),
      preselectedCourses: sql`${registry.preselectedCourses}`.as('preselected_courses'),
      technicalMentoring: sql`${registry.technicalMentoring}`.as('technical_mentoring'),
      languagesMentoring: sql`${registry.languagesMentoring}`.as('languages_mentoring'),
      receivedDate: sql`${registry.receivedDate}`.as('received_date'),
      sendDate: sql`${registry.sendDate}`.as('send_date'),
      comment: sql`${registry.comment}`.as('comment'),
    })
    .from(registry)
    .where(eq(registry.id, pageColumn('page_id')))
    .limit(1)
    .as('application');

// A filtered page counts its matches while it reads them (windows over all of them, before the sort cuts the page):
// its matches come from an index of the filter and are all read and sorted anyway, so a separate count read them a
// second time (the JavaScript filter: 140 more buffers, a third of the statement's time outside the page's items).
const windowTotals = {
  total: sql<string>`count(*) over ()`.as('page_total'),
  maxStudentsTotal: sql<string>`coalesce(sum(${registry.maxStudentsLimit}) over (), 0)`.as('page_max_students_total'),
};

// Step one: the ids of the page in the asked order (access.md §0 "Sorting": id asc breaks ties, so pages are stable),
// with their applicants and sort keys only, from the registry alone (the login it sorts by is on the application): the received order walks
// mentor_registry_open_received_idx and the login order mentor_registry_open_login_cover_idx (migration 0023), each
// stopping after the page; the other direction walks the same index backwards and puts equal keys in id order.
function selectPage(db: DbOrTx, where: SQL | undefined, order: RegistryOrder, paged: boolean, counted: boolean) {
  const ascending = (order.orderDirection ?? (order.orderBy === 'githubId' ? 'asc' : 'desc')) === 'asc';
  const byLogin = order.orderBy === 'githubId';
  const key = byLogin ? applicantLogin : sql`${registry.receivedDate}`;
  // Both keys are never null: the null placement is written as each index is built, or the planner cannot walk it
  // (received: desc nulls last; login: asc nulls last), so that both directions walk it, one of them backwards.
  const direction = ascending
    ? byLogin
      ? sql`asc nulls last`
      : sql`asc nulls first`
    : byLogin
      ? sql`desc nulls first`
      : sql`desc nulls last`;
  const query = db
    .select({
      id: sql<number>`${registry.id}`.as('page_id'),
      userId: sql<number>`${registry.userId}`.as('page_user_id'),
      sortKey: key.as('sort_key'),
      ...(counted ? windowTotals : {}),
    })
    .from(registry)
    .where(where)
    .orderBy(sql`${key} ${direction}, ${registry.id} asc`)
    .$dynamic();
  const page = (paged ? query.limit(value('limit')).offset(value('offset')) : query).as('page');
  return { page, pageOrder: sql`${pageColumn('sort_key')} ${direction}, ${pageColumn('page_id')} asc` };
}

// Whether the applicant mentors (or mentored) a course, and whether in every pre-selected one, probed in hash tables of
// the mentors' (user) and (user, course) keys that PostgreSQL builds once per statement (a few hundred rows): no join
// whose method hangs on the planner's guess of the page's size (a guess of one row made it rescan the mentors' table
// for every row of the page).
const pageUser = pageColumn('page_user_id');
const wasMentor = sql`${pageUser} in (select ${mentors.userId} from ${mentors})`;
const mentorsInEvery = (
  courseIds: SQL,
) => sql`not exists (select from unnest(${courseIds}) as ${sql.identifier('pre')}(${sql.identifier('course_id')})
    where (${pageUser}, ${sql.identifier('pre')}.${sql.identifier('course_id')}) not in (select ${mentors.userId}, ${mentors.courseId} from ${mentors}))`;

// A scalar subquery that stops at the first row: as EXISTS, the planner hashes every certified student instead.
const hasCertificate = sql<boolean>`coalesce((select true from ${students} inner join ${certificates}
    on ${certificates.studentId} = ${students.id} where ${students.userId} = ${pageUser} limit 1), false)`;

// One MentorRegistryItem as JSON text, written by PostgreSQL in the key order the route has always sent (the order
// the objects of the earlier service were built in), compact as JSON.stringify writes it.
// rules.md R14.6 status: new (nothing pre-selected), joined (a mentor in every pre-selected course), else invited.
export function itemJson(): SQL {
  const login = sql`coalesce(${users.githubId}, '')`;
  const preselected = applicationColumn('preselected_courses');
  const status = sql`case when cardinality(${preselected}) = 0 then 'new'
    when ${mentorsInEvery(preselected)} then 'joined' else 'invited' end`;
  const fields = [
    field(pageColumn('page_id'), 'id'),
    field(applicationColumn('max_students_limit'), 'maxStudentsLimit'),
    field(applicationColumn('prefered_students_location'), 'preferedStudentsLocation'),
    field(applicationColumn('prefered_courses'), 'preferedCourses'),
    field(preselected, 'preselectedCourses'),
    field(applicationColumn('technical_mentoring'), 'technicalMentoring'),
    field(applicationColumn('languages_mentoring'), 'languagesMentoring'),
    field(isoInstant(applicationColumn('received_date')), 'receivedDate'),
    field(isoInstant(applicationColumn('send_date')), 'sendDate'),
    field(applicationColumn('comment'), 'comment'),
    field(login, 'githubId'),
    field(displayNameSql(sql`${users.firstName}`, sql`${users.lastName}`, login), 'name'),
    field(users.cityName, 'cityName'),
    field(users.countryName, 'countryName'),
    field(status, 'status'),
    field(hasCertificate, 'hasCertificate'),
    field(wasMentor, 'wasMentor'),
  ];
  return sql`(select row_to_json(o) from (select ${sql.join(fields, sql`, `)}) o)`;
}

// One statement, one row: the count and the places of every filtered application (an aggregate over the matches
// alone: no window over them, no sort of them), and the page's items as one JSON text, each row of the page joined to
// its person by primary or indexed keys after the page is cut.
function buildRegistryStatement(
  db: DbOrTx,
  name: string,
  where: SQL | undefined,
  order: RegistryOrder,
  counted: boolean,
  paged: boolean,
) {
  const { page, pageOrder } = selectPage(db, where, order, paged, counted);
  const pageTotals: Record<string, SQL.Aliased> = counted
    ? {
        pageTotal: sql<string | null>`max(${pageColumn('page_total')})`.as('items_total'),
        pageMaxStudentsTotal: sql<string | null>`max(${pageColumn('page_max_students_total')})`.as('items_max_total'),
      }
    : {};
  const items = db
    .select({
      json: sql<string | null>`string_agg(${itemJson()}::text, ',' order by ${pageOrder})`.as('items_json'),
      ...pageTotals,
    })
    .from(page)
    .innerJoinLateral(applicationOfPageRow(db), sql`true`)
    .leftJoinLateral(userOfPageRow(db, pageColumn('page_user_id')), sql`true`)
    .as('items');
  const itemsColumn = (column: string) => sql`${sql.identifier('items')}.${sql.identifier(column)}`;
  // Counted on the page, the totals are read again only when the page is empty (past the last match): a condition on
  // the items alone, which PostgreSQL checks once before reading anything.
  const totals = db
    .select({
      total: sql<string>`count(*)`.as('total'),
      maxStudentsTotal: sql<string>`coalesce(sum(${registry.maxStudentsLimit}), 0)`.as('max_students_total'),
    })
    .from(registry)
    .where(counted ? and(sql`${itemsColumn('items_total')} is null`, where) : where)
    .as('totals');
  // Named: each connection parses and plans it once (db/generic-plans.ts): planning it took 0.6-0.9 ms per call, more
  // than executing most shapes.
  const query = counted
    ? db
        .select({
          total: sql<string>`coalesce(${itemsColumn('items_total')}, ${totals.total})`,
          maxStudentsTotal: sql<string>`coalesce(${itemsColumn('items_max_total')}, ${totals.maxStudentsTotal})`,
          json: items.json,
        })
        .from(items)
        .innerJoinLateral(totals, sql`true`)
    : db
        .select({ total: totals.total, maxStudentsTotal: totals.maxStudentsTotal, json: items.json })
        .from(totals)
        .innerJoin(items, sql`true`);
  return plannedOnce(query, name, ['total', 'maxStudentsTotal', 'json']);
}
type RegistryStatement = ReturnType<typeof buildRegistryStatement>;

// The statement of a shape (the viewer's kind, status, which filters are set, order, paged or not) is built once per
// database handle: building this statement's SQL text cost more Node CPU than everything else of a call.
const statements = statementCache<RegistryStatement>();

function statementOf(db: DbOrTx, viewer: RegistryViewer, filter: RegistryFilter, order: RegistryOrder, paged: boolean) {
  const viewerKind = viewer.isAdmin ? 'admin' : viewer.staffCourseIds.length ? 'staff' : 'none';
  const set = [
    filter.preferedCourses.length,
    filter.preselectedCourses.length,
    filter.technicalMentoring.length,
    filter.githubId,
    filter.cityName,
  ].map((part) => (part ? 1 : 0));
  const probe = loginProbe(filter) ? 'probe' : '';
  const key = [viewerKind, filter.status, set.join(''), probe, order.orderBy, order.orderDirection ?? '', paged].join(
    ':',
  );
  // Every filter reads its matches from an index of its own and sorts them; the unfiltered lists walk an order index
  // and stop after the page, so they count apart.
  const counted = set.includes(1);
  return statements(db, key, () =>
    buildRegistryStatement(db, `registry:${key}`, whereOf(viewer, filter), order, counted, paged),
  );
}

async function selectRegistry(
  db: DbOrTx,
  viewer: RegistryViewer,
  filter: RegistryFilter,
  order: RegistryOrder,
  limits?: { limit: number; offset: number },
) {
  const values: StatementValues = {
    staffCourseIds: viewer.staffCourseIds,
    preferedCourses: filter.preferedCourses,
    preselectedCourses: filter.preselectedCourses,
    technicalMentoring: filter.technicalMentoring,
    githubId: contains(filter.githubId ?? ''),
    githubIdProbe: `%${loginProbe(filter) ?? ''}%`,
    cityName: contains(filter.cityName ?? ''),
    limit: limits?.limit ?? 0,
    offset: limits?.offset ?? 0,
  };
  const statement = statementOf(db, viewer, filter, order, Boolean(limits));
  // On a PostgreSQL server's pool, planned once per connection (db/generic-plans.ts): every shape keeps its generic
  // plan, which reads the same buffers as its custom plans (but for the admin's deep unfiltered pages in received
  // order, whose custom plans PostgreSQL found no cheaper on average either). A transaction's connection or PGlite
  // run it as prepared.
  const [row] = await runPlannedOnce(db, statement, values);
  return { json: `[${row.json ?? ''}]`, total: Number(row.total), maxStudentsTotal: Number(row.maxStudentsTotal) };
}

// access.md §26 GET /registry/mentors: one page as the JSON text of MentorRegistryPage, handed over unparsed.
export async function listApplicationsJson(
  db: DbOrTx,
  viewer: RegistryViewer,
  filter: RegistryFilter,
  page: { currentPage: number; pageSize: number } & RegistryOrder,
): Promise<string> {
  const offset = pageOffset(page.currentPage, page.pageSize);
  const found = await selectRegistry(db, viewer, filter, page, { limit: page.pageSize, offset });
  return registryPageText(page, found);
}

// MentorRegistryPage as JSON text, from its items' JSON array text and the totals of every match.
export function registryPageText(
  page: { currentPage: number; pageSize: number },
  found: { json: string; total: number; maxStudentsTotal: number },
): string {
  const paging = JSON.stringify(pagination(page.currentPage, page.pageSize, found.total));
  return `{"items":${found.json},"pagination":${paging},"summary":{"maxStudentsTotal":${found.maxStudentsTotal}}}`;
}

// The CSV export: every row the same filters give, in the table's order.
export async function listAllApplications(
  db: DbOrTx,
  viewer: RegistryViewer,
  filter: RegistryFilter,
  order: RegistryOrder,
): Promise<MentorRegistryItem[]> {
  return JSON.parse((await selectRegistry(db, viewer, filter, order)).json) as MentorRegistryItem[];
}
