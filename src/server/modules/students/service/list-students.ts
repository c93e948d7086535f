import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { certificates, courses, profilePermissions, studentRanks, students, users } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import { effectivePermissions, visibilityFor, visibleContacts } from '../../profile';
import type { SessionData } from '../../session';
import type { StudentListCourse, StudentListItem, StudentListQuery } from '../schemas';

// LIKE wildcards in the typed text are matched literally.
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const fullName = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

// access.md §28 GET /students filters, all combined with AND; a list of course ids matches any of its courses.
function filters(query: StudentListQuery): SQL[] {
  const conditions: SQL[] = [
    sql`not ${users.obfuscated}`,
    sql`exists (select 1 from ${students} where ${students.userId} = ${users.id})`,
  ];
  for (const term of (query.student ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = contains(term);
    conditions.push(sql`(lower(${users.githubId}) like ${pattern} or ${fullName} like ${pattern})`);
  }
  if (query.country) conditions.push(sql`lower(${users.countryName}) like ${contains(query.country)}`);
  if (query.city) conditions.push(sql`lower(${users.cityName}) like ${contains(query.city)}`);
  if (query.ongoingCourses?.length) {
    conditions.push(sql`exists (select 1 from ${students} join ${courses} on ${courses.id} = ${students.courseId}
      where ${students.userId} = ${users.id} and not ${students.isExpelled} and not ${courses.completed}
        and ${inArray(students.courseId, query.ongoingCourses)})`);
  }
  if (query.previousCourses?.length) {
    conditions.push(sql`exists (select 1 from ${students} join ${certificates} on ${certificates.studentId} = ${students.id}
      where ${students.userId} = ${users.id} and ${inArray(students.courseId, query.previousCourses)})`);
  }
  return conditions;
}

type CourseSplit = { onGoingCourses: StudentListCourse[]; previousCourses: StudentListCourse[] };

// Ongoing: an active student of a course that is not completed. Previous: a course he holds a certificate of.
async function coursesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, CourseSplit>> {
  const byUser = new Map<number, CourseSplit>(userIds.map((id) => [id, { onGoingCourses: [], previousCourses: [] }]));
  if (!userIds.length) return byUser;
  const rows = await db
    .select({
      userId: students.userId,
      courseId: courses.id,
      name: courses.name,
      completed: courses.completed,
      isExpelled: students.isExpelled,
      totalScore: students.totalScore,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
      certificatePublicId: certificates.publicId,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .leftJoin(certificates, eq(certificates.studentId, students.id))
    .where(inArray(students.userId, userIds))
    .orderBy(sql`${courses.startDate} desc`, courses.id);
  for (const row of rows) {
    const split = byUser.get(row.userId);
    if (!split) continue;
    const course: StudentListCourse = {
      courseId: row.courseId,
      name: row.name,
      totalScore: Number(row.totalScore),
      rank: row.isExpelled ? row.rank : row.activeRank,
      certificatePublicId: row.certificatePublicId,
    };
    if (row.certificatePublicId) split.previousCourses.push(course);
    else if (!row.completed && !row.isExpelled) split.onGoingCourses.push(course);
  }
  return byUser;
}

// rules.md R19.2: an admin sees every contact; a hirer has no course relation to the students he browses, so he sees
// what their owners opened to everyone.
async function contactsOf(db: DbOrTx, viewer: SessionData, rows: (typeof users.$inferSelect)[]) {
  const ids = rows.map((row) => row.id);
  const stored = ids.length
    ? await db.select().from(profilePermissions).where(inArray(profilePermissions.userId, ids))
    : [];
  const settingsOf = new Map(stored.map((row) => [row.userId, row.settings]));
  const relation = viewer.isAdmin ? 'admin' : 'all';
  return new Map(
    rows.map((row) => [
      row.id,
      visibleContacts(row, visibilityFor(relation, effectivePermissions(settingsOf.get(row.id) ?? {}))) ?? {},
    ]),
  );
}

// access.md §28 GET /students: the hirers' students list, by login.
export async function listStudents(db: DbOrTx, viewer: SessionData, query: StudentListQuery) {
  const rows = await db
    .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(and(...filters(query)))
    .orderBy(sql`lower(${users.githubId})`, users.id)
    .limit(query.pageSize)
    .offset(pageOffset(query.current, query.pageSize));
  let total = rows[0]?.total ?? 0;
  if (!rows.length && query.current > 1) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(...filters(query)));
    total = counted?.total ?? 0;
  }
  const people = rows.map((row) => row.user);
  const [courseMap, contactMap] = await Promise.all([
    coursesOf(
      db,
      people.map((user) => user.id),
    ),
    contactsOf(db, viewer, people),
  ]);
  const items: StudentListItem[] = people.map((user) => ({
    id: user.id,
    githubId: user.githubId,
    name: displayName(user),
    countryName: user.countryName,
    cityName: user.cityName,
    languages: user.languages,
    contacts: contactMap.get(user.id) ?? {},
    discord: user.discord?.username ?? null,
    ...(courseMap.get(user.id) ?? { onGoingCourses: [], previousCourses: [] }),
  }));
  return { items, pagination: pagination(query.current, query.pageSize, total) };
}
