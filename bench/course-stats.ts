// Issue 10: what the course statistics and certificate scenarios request on the large school. The statistics page of a
// 10,000-student course asks each of its endpoints (R21.1, R21.2) and the aggregate (R21.3); certificates are opened
// as PDFs rendered on request (R16.4), rotating over many public ids.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { certificates, courses, courseTasks } from '../src/server/db/schema';

export const COURSE_STATS_SCENARIO = 'GET /courses/{id}/stats/* (course statistics of 10,000 students, every card)';
export const CERTIFICATE_PDF_SCENARIO = 'GET /certificate/{publicId}?format=pdf (rendered on request)';
export const certificatePdfPath = (publicId: string | null) => `/api/v2/certificate/${publicId}?format=pdf`;
export const courseStatsBudgets = { [COURSE_STATS_SCENARIO]: 100, [CERTIFICATE_PDF_SCENARIO]: 300 };

export type CourseStatsTargets = { statsPaths: string[]; certificatePaths: string[] };

export async function courseStatsTargets(db: Db, courseId: number): Promise<CourseStatsTargets> {
  const [course] = await db
    .select({ year: sql<number>`extract(year from ${courses.startDate})::int` })
    .from(courses)
    .where(eq(courses.id, courseId));
  const tasks = await db
    .select({ id: courseTasks.id })
    .from(courseTasks)
    .where(and(eq(courseTasks.courseId, courseId), eq(courseTasks.disabled, false)))
    .orderBy(asc(courseTasks.studentStartDate), asc(courseTasks.id))
    .limit(8);
  const base = `/api/v2/courses/${courseId}/stats`;
  const statsPaths = [
    base,
    `${base}/mentors`,
    `${base}/students/countries`,
    `${base}/mentors/countries`,
    `${base}/students/certificates/countries`,
    ...tasks.map((task) => `${base}/task/${task.id}/performance`),
    `/api/v2/courses/aggregate/stats?ids=${courseId}`,
    `/api/v2/courses/aggregate/stats?year=${course.year}`,
  ];
  const issued = await db
    .select({ publicId: certificates.publicId })
    .from(certificates)
    .where(isNotNull(certificates.publicId))
    .orderBy(asc(certificates.id))
    .limit(200);
  return {
    statsPaths,
    certificatePaths: issued.map((row) => certificatePdfPath(row.publicId)),
  };
}
