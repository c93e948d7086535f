import type { Db } from '../../../db/client';
import type { CountriesStats, CourseStats, TaskPerformance } from '../schemas';
import { countries, studentCounts, type CountriesOf } from './counts';
import { cachedCard, statsVersion, type StatsVersion } from './stats-cache';
import { taskPerformance } from './task-performance';

// The statistics cards as the routes and the aggregate (R21.3) serve them: kept per (card, courses) while the courses'
// versions stand (stats-cache.ts). `version`, when the caller has read it already for these courses.
export async function studentsCard(db: Db, courseIds: readonly number[], version?: StatsVersion): Promise<CourseStats> {
  const current = version ?? (await statsVersion(db, courseIds));
  return cachedCard(db, 'students', courseIds, current, () => studentCounts(db, courseIds));
}

export async function countriesCard(
  db: Db,
  of: CountriesOf,
  courseIds: readonly number[],
  version?: StatsVersion,
): Promise<CountriesStats> {
  const current = version ?? (await statsVersion(db, courseIds));
  return cachedCard(db, `countries:${of}`, courseIds, current, () => countries(db, of, courseIds));
}

// A task of another course (or none) is not found (taskPerformance throws), and the failure is not kept.
export async function taskPerformanceCard(db: Db, courseId: number, courseTaskId: number): Promise<TaskPerformance> {
  const version = await statsVersion(db, [courseId]);
  return cachedCard(db, `task:${courseTaskId}`, [courseId], version, () => taskPerformance(db, courseId, courseTaskId));
}
