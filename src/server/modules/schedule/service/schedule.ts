import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { compareEntries, eventEntry, taskEntries, type ScheduleEntry } from './items';
import { loadCourseEvents, loadCourseTasks } from './load-sources';

// Whose schedule: a student of the course sees his own statuses and scores (R5.3, R5.5); anyone else the dates (R5.4).
export type ScheduleViewer = { studentId: number | null };

export async function findCourseName(db: DbOrTx, courseId: number): Promise<string> {
  const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError('not_found', `Course ${courseId} does not exist.`);
  return course.name;
}

// rules.md R5: two queries (tasks with the caller's facts, events); the course is looked up only when both are empty.
export async function buildSchedule(
  db: DbOrTx,
  courseId: number,
  viewer: ScheduleViewer,
  now: Date,
): Promise<ScheduleEntry[]> {
  const [taskRows, eventRows] = await Promise.all([
    loadCourseTasks(db, courseId, viewer.studentId),
    loadCourseEvents(db, courseId),
  ]);
  if (taskRows.length === 0 && eventRows.length === 0) await findCourseName(db, courseId);
  const asStudent = viewer.studentId !== null;
  return [
    ...taskRows.flatMap((task) => taskEntries(task, asStudent, now)),
    ...eventRows.map((event) => eventEntry(event, now)),
  ].sort(compareEntries);
}

export const toScheduleItem = ({ templateId: _t, checker: _c, pairsCount: _p, ...item }: ScheduleEntry) => ({
  ...item,
  startDate: item.startDate.toISOString(),
  endDate: item.endDate.toISOString(),
});
