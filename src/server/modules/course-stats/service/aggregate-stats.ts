import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, courseTasks, tasks } from '../../../db/schema';
import type { SessionData } from '../../session';
import type { AggregateStats, AggregateStatsQuery } from '../schemas';
import { countriesCard, studentsCard } from './cards';
import { mentorCounts } from './counts';
import { statsVersion } from './stats-cache';

// rules.md R21.3, access.md §0.2 decision 8: the caller's own courses (a role other than activist, which grants
// nothing), every course for an admin.
function allowedCourses(session: SessionData): SQL | undefined {
  if (session.isAdmin) return undefined;
  const ids = Object.entries(session.courses)
    .filter(([, course]) => course.roles.some((role) => role !== 'activist'))
    .map(([id]) => Number(id));
  return inArray(courses.id, ids.length ? ids : [0]);
}

// rules.md R21.3: `year` picks the allowed courses that start that year (UTC); else `ids` ∩ allowed. The numbers of
// the chosen courses are summed, country counts merged, and their tasks listed with the course's name. The cards are
// the ones the course pages keep (cards.ts), under the chosen courses' versions read once.
export async function aggregateStats(
  db: Db,
  session: SessionData,
  query: AggregateStatsQuery,
): Promise<AggregateStats> {
  const chosen =
    query.year !== undefined
      ? sql`extract(year from ${courses.startDate} at time zone 'UTC') = ${query.year}`
      : inArray(courses.id, query.ids?.length ? query.ids : [0]);
  const courseRows = await db
    .select({
      id: courses.id,
      name: courses.name,
      fullName: courses.fullName,
      alias: courses.alias,
      startDate: courses.startDate,
    })
    .from(courses)
    .where(and(allowedCourses(session), chosen))
    .orderBy(asc(courses.startDate), asc(courses.id));
  const ids = courseRows.map((course) => course.id);
  const names = new Map(courseRows.map((course) => [course.id, course.name]));
  const version = await statsVersion(db, ids);
  const [studentsStats, mentorsStats, studentsCountries, mentorsCountries, studentsCertificatesCountries, taskRows] =
    await Promise.all([
      studentsCard(db, ids, version),
      mentorCounts(db, ids),
      countriesCard(db, 'activeStudents', ids, version),
      countriesCard(db, 'activeMentors', ids, version),
      countriesCard(db, 'certifiedStudents', ids, version),
      ids.length
        ? db
            .select({
              id: courseTasks.id,
              name: tasks.name,
              courseId: courseTasks.courseId,
              maxScore: courseTasks.maxScore,
            })
            .from(courseTasks)
            .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
            .where(and(inArray(courseTasks.courseId, ids), eq(courseTasks.disabled, false)))
            .orderBy(asc(courseTasks.studentStartDate), asc(courseTasks.id))
        : Promise.resolve([]),
    ]);
  return {
    courses: courseRows.map((course) => ({ ...course, startDate: course.startDate.toISOString() })),
    studentsCountries,
    studentsStats,
    mentorsCountries,
    mentorsStats,
    courseTasks: taskRows.map((task) => ({ ...task, courseName: names.get(task.courseId) as string })),
    studentsCertificatesCountries,
  };
}
