import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { certificates, mentors, students, users } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import type { CourseStudent, CourseStudentsQuery, StudentOrderBy } from '../schemas';
import { personName } from './names';
import { columnSearchConditions, searchCondition } from './search-condition';

const mentorUsers = alias(users, 'mentor_user');
type Order = { columns: SQL[]; needsUser?: true; needsMentor?: true };

const orders: Record<StudentOrderBy, (activeOnly: boolean) => Order> = {
  totalScore: () => ({ columns: [sql`${students.totalScore}`] }),
  rank: (activeOnly) => ({ columns: [sql`${activeOnly ? students.activeRank : students.rank}`] }),
  // First name, last name, login: the order of the shown names, served by the lower(first_name) indexes (ascending,
  // and descending with missing names last: migration 0008) walked in order, the rest sorted group by group.
  name: () => ({
    columns: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, sql`lower(${users.githubId})`],
    needsUser: true,
  }),
  githubId: () => ({ columns: [sql`lower(${users.githubId})`], needsUser: true }),
  cityName: () => ({ columns: [sql`lower(${users.cityName})`], needsUser: true }),
  countryName: () => ({ columns: [sql`lower(${users.countryName})`], needsUser: true }),
  mentor: () => ({ columns: [sql`lower(${mentorUsers.githubId})`], needsMentor: true }),
};

// access.md §0 "Sorting": missing values last, then id asc so that pages are stable. "nulls last" everywhere matches
// the (course_id, total_score desc nulls last, id) and (course_id, rank, id) indexes that serve the default pages.
function orderSql(order: Order, direction: 'asc' | 'desc', id: SQL | PgColumn = students.id): SQL {
  const sorted = order.columns.map((column) => sql`${direction === 'asc' ? asc(column) : desc(column)} nulls last`);
  return sql.join([...sorted, sql`${id} asc`], sql`, `);
}

function filters(courseId: number, activeOnly: boolean, searches: SQL[] = []) {
  const conditions: SQL[] = [eq(students.courseId, courseId)];
  if (activeOnly) conditions.push(eq(students.isExpelled, false));
  conditions.push(...searches);
  return and(...conditions);
}

type ListOptions = Omit<CourseStudentsQuery, 'current' | 'pageSize'> & { limit?: number; offset?: number };

// Step one of the page: the ids in order with their sort keys, joining only what the order and the search read, so
// that the default orders walk an index and stop after the page and the others keep only the page's rows while
// sorting (no window function over the order, which would sort every row). The total comes along: a count beside
// the rows of a search (every row is read anyway), else a count on the student index alone.
function pageIds(db: DbOrTx, courseId: number, options: ListOptions) {
  const activeOnly = options.status === 'active';
  const order = orders[options.orderBy ?? 'totalScore'](activeOnly);
  const direction = options.orderDirection ?? (options.orderBy && options.orderBy !== 'totalScore' ? 'asc' : 'desc');
  const search = options.search ? searchCondition(courseId, options.search) : undefined;
  const columns = columnSearchConditions(courseId, options);
  const searches = [...(search ? [search.condition] : []), ...columns.conditions];
  const keyName = (i: number) => `page_key_${i}`;
  const keys = Object.fromEntries(order.columns.map((column, i) => [keyName(i), sql`${column}`.as(keyName(i))]));
  const total = searches.length
    ? sql<number>`count(*) over ()`
    : sql<number>`(select count(*) from ${students} where ${filters(courseId, activeOnly)})`;
  let query = db
    .select({ id: sql<number>`${students.id}`.as('page_student_id'), total: total.as('total'), ...keys })
    .from(students)
    .$dynamic();
  if (search?.needsUser || columns.needsUser || order.needsUser)
    query = query.innerJoin(users, eq(users.id, students.userId));
  if (order.needsMentor) {
    query = query
      .leftJoin(mentors, eq(mentors.id, students.mentorId))
      .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId));
  }
  query = query.where(filters(courseId, activeOnly, searches)).orderBy(orderSql(order, direction));
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const page = query.as('page');
  // The page's own order, on its sort keys, for the query that joins the rest of each row.
  const pageOrder = orderSql(
    { columns: order.columns.map((_, i) => sql`${sql.identifier('page')}.${sql.identifier(keyName(i))}`) },
    direction,
    sql`${page.id}`,
  );
  return { page, pageOrder };
}

const studentColumns = (activeOnly: boolean) => ({
  id: students.id,
  githubId: users.githubId,
  firstName: users.firstName,
  lastName: users.lastName,
  isExpelled: students.isExpelled,
  mentoring: students.mentoring,
  expellingReason: students.expellingReason,
  mentorId: mentors.id,
  mentorGithubId: mentorUsers.githubId,
  mentorFirstName: mentorUsers.firstName,
  mentorLastName: mentorUsers.lastName,
  cityName: users.cityName,
  countryName: users.countryName,
  totalScore: students.totalScore,
  rank: activeOnly ? students.activeRank : students.rank,
  certificatePublicId: certificates.publicId,
  discord: users.discord,
});

// Step two: the page's rows with their user, mentor and certificate, in the order of step one.
async function selectStudents(db: DbOrTx, courseId: number, options: ListOptions) {
  const { page, pageOrder } = pageIds(db, courseId, options);
  const rows = await db
    .select({ total: page.total, ...studentColumns(options.status === 'active') })
    .from(page)
    .innerJoin(students, eq(students.id, page.id))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .leftJoin(certificates, eq(certificates.studentId, students.id))
    .orderBy(pageOrder);
  return { items: rows.map(toCourseStudent), total: Number(rows[0]?.total ?? 0) };
}

type StudentRow = {
  id: number;
  githubId: string;
  firstName: string | null;
  lastName: string | null;
  isExpelled: boolean;
  mentoring: boolean;
  expellingReason: string | null;
  mentorId: number | null;
  mentorGithubId: string | null;
  mentorFirstName: string | null;
  mentorLastName: string | null;
  cityName: string | null;
  countryName: string | null;
  totalScore: number;
  rank: number | null;
  certificatePublicId: string | null;
  discord: { username: string } | null;
};

function toCourseStudent(row: StudentRow): CourseStudent {
  return {
    id: row.id,
    githubId: row.githubId,
    name: personName(row.firstName, row.lastName, row.githubId),
    isActive: !row.isExpelled,
    mentoring: row.mentoring,
    mentor:
      row.mentorId && row.mentorGithubId
        ? {
            id: row.mentorId,
            githubId: row.mentorGithubId,
            name: personName(row.mentorFirstName, row.mentorLastName, row.mentorGithubId),
          }
        : null,
    cityName: row.cityName,
    countryName: row.countryName,
    totalScore: Number(row.totalScore),
    rank: row.rank,
    // Interviews arrive with a later issue (data-model.md §6 interview_pair): until then nobody has a screening.
    screening: 'none',
    certificate: row.certificatePublicId ? { publicId: row.certificatePublicId } : null,
    discord: row.discord?.username ?? null,
    expellingReason: row.expellingReason,
  };
}

// access.md §28 GET /courses/{courseId}/students: one page, sorted and searched in SQL, with its total, in one query.
export async function listCourseStudents(db: DbOrTx, courseId: number, query: CourseStudentsQuery) {
  const { current, pageSize, ...options } = query;
  const offset = pageOffset(current, pageSize);
  const { items, total } = await selectStudents(db, courseId, { ...options, limit: pageSize, offset });
  if (items.length || offset === 0) return { items, pagination: pagination(current, pageSize, total) };
  // A page past the end has no row to carry the total: the first page tells it.
  const first = await selectStudents(db, courseId, { ...options, limit: 1, offset: 0 });
  return { items, pagination: pagination(current, pageSize, first.total) };
}

// access.md §28 GET /courses/{courseId}/students/csv: every student of the scope in the table's default order, in one
// plain query (no page to cut).
export async function listStudentsForCsv(db: DbOrTx, courseId: number, status: 'active' | undefined) {
  const activeOnly = status === 'active';
  const rows = await db
    .select(studentColumns(activeOnly))
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .leftJoin(certificates, eq(certificates.studentId, students.id))
    .where(filters(courseId, activeOnly, undefined))
    .orderBy(orderSql(orders.totalScore(activeOnly), 'desc'));
  return rows.map(toCourseStudent);
}
