import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, courseTasks, courseUsers, disciplines, mentors, students } from '../../db/schema';
import { AppError } from '../../http/problem';
import type { Course } from './schemas';

type CourseRow = typeof courses.$inferSelect & { discipline: { id: number; name: string } | null };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    fullName: row.fullName,
    alias: row.alias,
    description: row.description,
    descriptionUrl: row.descriptionUrl,
    year: row.year,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    registrationEndDate: iso(row.registrationEndDate),
    discipline: row.discipline,
    discordServerId: row.discordServerId,
    completed: row.completed,
    planned: row.planned,
    inviteOnly: row.inviteOnly,
    certificateIssuer: row.certificateIssuer,
    personalMentoring: row.personalMentoring,
    personalMentoringStartDate: iso(row.personalMentoringStartDate),
    personalMentoringEndDate: iso(row.personalMentoringEndDate),
    logo: row.logo,
    minStudentsPerMentor: row.minStudentsPerMentor,
    certificateThreshold: row.certificateThreshold,
    communityUrl: row.communityUrl,
    certificateDisciplines: row.certificateDisciplines,
  };
}

function selectCourses(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(courses),
      discipline: sql<{ id: number; name: string } | null>`case when ${disciplines.id} is null then null
        else json_build_object('id', ${disciplines.id}, 'name', ${disciplines.name}) end`,
    })
    .from(courses)
    .leftJoin(disciplines, and(eq(disciplines.id, courses.disciplineId), isNull(disciplines.deletedAt)));
}

export async function listCourses(db: DbOrTx): Promise<Course[]> {
  const rows = await selectCourses(db).orderBy(desc(courses.startDate), courses.id);
  return rows.map(toCourse);
}

// The course-selector list (access.md §24): admin sees every course, others the courses where they hold a role.
export async function listCoursesOfUser(db: DbOrTx, userId: number, isAdmin: boolean): Promise<Course[]> {
  if (isAdmin) return listCourses(db);
  const memberCourseIds = sql`(
    select ${students.courseId} from ${students} where ${students.userId} = ${userId}
    union select ${mentors.courseId} from ${mentors} where ${mentors.userId} = ${userId} and not ${mentors.isExpelled}
    union select ${courseUsers.courseId} from ${courseUsers} where ${courseUsers.userId} = ${userId}
      and (${courseUsers.isManager} or ${courseUsers.isSupervisor} or ${courseUsers.isDementor})
    union select ${courseTasks.courseId} from ${courseTasks} where ${courseTasks.taskOwnerId} = ${userId}
      and ${courseTasks.checker} = 'taskOwner' and not ${courseTasks.disabled}
  )`;
  const rows = await selectCourses(db)
    .where(inArray(courses.id, memberCourseIds))
    .orderBy(desc(courses.startDate), courses.id);
  return rows.map(toCourse);
}

export async function getCourse(db: DbOrTx, courseId: number): Promise<Course> {
  const [row] = await selectCourses(db).where(eq(courses.id, courseId));
  if (!row) throw new AppError('not_found', `Course ${courseId} does not exist.`);
  return toCourse(row);
}

// rules.md R14.1: a course takes student registrations while it is not completed, not invite-only and not closed.
export async function listOpenCourses(db: DbOrTx, now: Date) {
  const rows = await selectCourses(db)
    .where(
      and(
        eq(courses.completed, false),
        eq(courses.inviteOnly, false),
        or(isNull(courses.registrationEndDate), gte(courses.registrationEndDate, now)),
      ),
    )
    .orderBy(asc(courses.startDate), asc(courses.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    fullName: row.fullName,
    alias: row.alias,
    startDate: row.startDate.toISOString(),
    description: row.description,
    discipline: row.discipline,
  }));
}
