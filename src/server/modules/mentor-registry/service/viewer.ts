import { and, arrayOverlaps, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses, disciplines, mentorRegistries, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';

// The staff member looking at the registry: admin, or the courses he manages or supervises (rules.md R14.6).
export type RegistryViewer = { isAdmin: boolean; staffCourseIds: number[]; managedCourseIds: number[] };

export function registryViewer(session: SessionData): RegistryViewer {
  const withRole = (...roles: string[]) =>
    Object.entries(session.courses)
      .filter(([, course]) => course.roles.some((role) => roles.includes(role)))
      .map(([courseId]) => Number(courseId));
  return {
    isAdmin: session.isAdmin,
    staffCourseIds: withRole('manager', 'supervisor'),
    managedCourseIds: withRole('manager'),
  };
}

// rules.md R14.6: a non-admin sees applications preferring one of his courses, preferring none, or naming the
// discipline of one of his courses. Undefined means "no restriction" (admin).
export function visibleTo(viewer: RegistryViewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  if (!viewer.staffCourseIds.length) return sql`false`;
  const disciplineNames = sql`(select coalesce(array_agg(${disciplines.name}), '{}') from ${courses}
    join ${disciplines} on ${disciplines.id} = ${courses.disciplineId}
    where ${and(inArray(courses.id, viewer.staffCourseIds), isNull(disciplines.deletedAt))})`;
  return or(
    arrayOverlaps(mentorRegistries.preferedCourses, viewer.staffCourseIds),
    sql`cardinality(${mentorRegistries.preferedCourses}) = 0`,
    arrayOverlaps(mentorRegistries.technicalMentoring, disciplineNames),
  );
}

export type ApplicationRow = typeof mentorRegistries.$inferSelect;

// The application of a GitHub login (matched case-insensitively), or 404.
export async function findApplication(db: DbOrTx, githubId: string): Promise<ApplicationRow> {
  const [row] = await db
    .select({ application: mentorRegistries })
    .from(mentorRegistries)
    .innerJoin(users, eq(users.id, mentorRegistries.userId))
    .where(eq(users.githubId, githubId.toLowerCase()));
  if (!row) throw new AppError('not_found', `"${githubId}" has no mentor application.`);
  return row.application;
}

// access.md §26 "+ owner: visible to caller"; failing it is 403 (access.md §0.1).
export async function assertVisible(db: DbOrTx, viewer: RegistryViewer, application: ApplicationRow): Promise<void> {
  const visibility = visibleTo(viewer);
  if (!visibility) return;
  const [row] = await db
    .select({ id: mentorRegistries.id })
    .from(mentorRegistries)
    .where(and(eq(mentorRegistries.id, application.id), visibility));
  if (!row) throw new AppError('forbidden', 'This application is not addressed to any course you manage or supervise.');
}
