import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { compareEntries, eventEntry, taskEntries, type ScheduleEntry } from './items';
import { loadCourseSources } from './load-sources';
import { teamDistributionEntry } from './team-distribution-item';

// Whose schedule: a student of the course sees his own statuses and scores (R5.3, R5.5); anyone else the dates (R5.4).
export type ScheduleViewer = { studentId: number | null };

export async function findCourseName(db: DbOrTx, courseId: number): Promise<string> {
  const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError('not_found', `Course ${courseId} does not exist.`);
  return course.name;
}

// rules.md R5: one query for the tasks with the caller's facts and the events; no course → 404.
export async function buildSchedule(
  db: DbOrTx,
  courseId: number,
  viewer: ScheduleViewer,
  now: Date,
): Promise<ScheduleEntry[]> {
  const sources = await loadCourseSources(db, courseId, viewer.studentId);
  if (!sources) throw new AppError('not_found', `Course ${courseId} does not exist.`);
  const asStudent = viewer.studentId !== null;
  const entries: ScheduleEntry[] = [];
  for (const task of sources.tasks) entries.push(...taskEntries(task, asStudent, now));
  for (const event of sources.events) entries.push(eventEntry(event, now));
  for (const distribution of sources.distributions) entries.push(teamDistributionEntry(distribution, asStudent, now));
  return entries.sort(compareEntries);
}

// The API item: the entry without its internal fields, instants as ISO text (an explicit literal, built 200 times
// per schedule request).
export const toScheduleItem = (entry: ScheduleEntry) => ({
  key: entry.key,
  id: entry.id,
  entityType: entry.entityType,
  name: entry.name,
  type: entry.type,
  tag: entry.tag,
  status: entry.status,
  startDate: entry.startDate.toISOString(),
  endDate: entry.endDate.toISOString(),
  descriptionUrl: entry.descriptionUrl,
  organizer: entry.organizer,
  place: entry.place,
  score: entry.score,
  maxScore: entry.maxScore,
  scoreWeight: entry.scoreWeight,
  crossCheckStatus: entry.crossCheckStatus,
});
