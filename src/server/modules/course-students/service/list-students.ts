import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { certificates, mentors, students, users } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import type { CourseStudent, CourseStudentsQuery, StudentOrderBy } from '../schemas';
import { personName } from './names';

const mentorUsers = alias(users, 'mentor_user');
type PersonColumns = { githubId: PgColumn; firstName: PgColumn; lastName: PgColumn };

const fullName = (table: PersonColumns) => sql`concat_ws(' ', ${table.firstName}, ${table.lastName})`;
// The name a person is shown by (auth displayName): "first last", else the login.

type Order = { columns: SQL[]; needsUser?: true; needsMentor?: true };

const orders: Record<StudentOrderBy, (activeOnly: boolean) => Order> = {
  totalScore: () => ({ columns: [sql`${students.totalScore}`] }),
  rank: (activeOnly) => ({ columns: [sql`${activeOnly ? students.activeRank : students.rank}`] }),
  // First name, last name, login: the order of the shown names, served by the lower(first_name) index.
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
function orderSql(order: Order, direction: 'asc' | 'desc'): SQL {
  const sorted = order.columns.map((column) => sql`${direction === 'asc' ? asc(column) : desc(column)} nulls last`);
  return sql.join([...sorted, sql`${students.id} asc`], sql`, `);
}

const searchMentors = alias(mentors, 'search_mentor');
const searchMentorUsers = alias(users, 'search_mentor_user');

// One lower-cased text per row (fields apart by a line break) costs one comparison instead of one per field.
const haystack = (person: PersonColumns, ...more: PgColumn[]) =>
  sql`lower(concat_ws(chr(10), ${person.githubId}, ${fullName(person)}${sql.join(
    more.map((column) => sql`, ${column}`),
    sql``,
  )}))`;

// Contains, any letter case, compared as plain text (`%` and `_` are no wildcards): the student's login, name, city,
// country, or his mentor's login or name. The mentors are matched apart (a few hundred rows, not one per student).
function searchCondition(courseId: number, search: string): SQL {
  const needle = search.toLowerCase();
  const matchingMentors = sql`select ${searchMentors.id} from ${mentors} as ${sql.identifier('search_mentor')}
    inner join ${users} as ${sql.identifier('search_mentor_user')} on ${searchMentorUsers.id} = ${searchMentors.userId}
    where ${searchMentors.courseId} = ${courseId} and strpos(${haystack(searchMentorUsers)}, ${needle}) > 0`;
  return sql`(strpos(${haystack(users, users.cityName, users.countryName)}, ${needle}) > 0
    or ${students.mentorId} in (${matchingMentors}))`;
}

function filters(courseId: number, activeOnly: boolean, search: string | undefined) {
  const conditions: SQL[] = [eq(students.courseId, courseId)];
  if (activeOnly) conditions.push(eq(students.isExpelled, false));
  if (search) conditions.push(searchCondition(courseId, search));
  return and(...conditions);
}

type ListOptions = Omit<CourseStudentsQuery, 'current' | 'pageSize'> & { limit?: number; offset?: number };

// Step one of the page: the ids in order, joining only what the order and the search read, so that the default
// orders walk an index and stop after the page. With a search every row is read anyway, and the total comes along.
function pageIds(db: DbOrTx, courseId: number, options: ListOptions) {
  const activeOnly = options.status === 'active';
  const order = orders[options.orderBy ?? 'totalScore'](activeOnly);
  const direction = options.orderDirection ?? (options.orderBy && options.orderBy !== 'totalScore' ? 'asc' : 'desc');
  const search = options.search || undefined;
  const ordering = orderSql(order, direction);
  let query = db
    .select({
      id: sql<number>`${students.id}`.as('page_student_id'),
      position: sql<number>`row_number() over (order by ${ordering})`.as('position'),
      total: (search ? sql<number>`count(*) over ()` : sql<number>`0`).as('total'),
    })
    .from(students)
    .$dynamic();
  if (search || order.needsUser) query = query.innerJoin(users, eq(users.id, students.userId));
  if (order.needsMentor) {
    query = query
      .leftJoin(mentors, eq(mentors.id, students.mentorId))
      .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId));
  }
  query = query.where(filters(courseId, activeOnly, search)).orderBy(ordering);
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return query.as('page');
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
  const page = pageIds(db, courseId, options);
  const rows = await db
    .select({ total: page.total, ...studentColumns(options.status === 'active') })
    .from(page)
    .innerJoin(students, eq(students.id, page.id))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .leftJoin(certificates, eq(certificates.studentId, students.id))
    .orderBy(asc(page.position));
  return { items: rows.map(toCourseStudent), searchTotal: Number(rows[0]?.total ?? 0) };
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

// Without a search the total is a count on the student index alone, run beside the page.
async function countStudents(db: DbOrTx, courseId: number, activeOnly: boolean) {
  const [row] = await db
    .select({ total: count() })
    .from(students)
    .where(filters(courseId, activeOnly, undefined));
  return row.total;
}

// access.md §28 GET /courses/{courseId}/students: one page, sorted and searched in SQL.
export async function listCourseStudents(db: DbOrTx, courseId: number, query: CourseStudentsQuery) {
  const { current, pageSize, ...options } = query;
  const offset = pageOffset(current, pageSize);
  const pageOptions = { ...options, limit: pageSize, offset };
  if (!options.search) {
    const [{ items }, total] = await Promise.all([
      selectStudents(db, courseId, pageOptions),
      countStudents(db, courseId, options.status === 'active'),
    ]);
    return { items, pagination: pagination(current, pageSize, total) };
  }
  const { items, searchTotal } = await selectStudents(db, courseId, pageOptions);
  // A searched page past the end has no row to carry the total: the first row of the search tells it.
  const total =
    items.length || offset === 0
      ? searchTotal
      : (await selectStudents(db, courseId, { ...options, limit: 1, offset: 0 })).searchTotal;
  return { items, pagination: pagination(current, pageSize, total) };
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
