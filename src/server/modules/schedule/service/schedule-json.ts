import type { DbOrTx } from '../../../db/client';
import { courseSchedule, scheduleText } from './course-items';
import { scheduleBytes, type ScheduleBytes } from './schedule-bytes';
import { readViewerFacts } from './viewer-facts';

// GET /courses/{courseId}/schedule (issue 12): the course's items, their order and JSON text are built once per
// schedule version (course-items.ts, with the rules of items.ts that the CSV and the iCalendar feed use); a request
// reads the version and the viewer's own facts in one prepared statement and writes the statuses and scores in.
// A test holds the text byte for byte to JSON.stringify of buildSchedule's items.

export type ScheduleJson = { json: string; validFrom: number; validUntil: number };

// rules.md R5: the course's schedule for one viewer at `now`, as ScheduleItem[] JSON text, with the span of the clock
// in which every status stays as it is; null when the course does not exist. The items are those of the version read
// with the facts or a newer one (never older: no write committed before this call is missing).
export async function scheduleJson(
  db: DbOrTx,
  courseId: number,
  studentId: number | null,
  now: Date,
): Promise<ScheduleJson | null> {
  const viewer = await readViewerFacts(db, courseId, studentId);
  if (!viewer) return null;
  const schedule = await courseSchedule(db, courseId, viewer.version);
  if (!schedule) return null;
  return scheduleText(schedule, viewer.facts, now);
}

// The same answer as its UTF-8 bytes, as the route sends it (schedule-bytes.ts): byte for byte scheduleJson's text;
// with the schedule version read with the viewer's facts (the list cache tags the answer with it).
export async function scheduleBody(
  db: DbOrTx,
  courseId: number,
  studentId: number | null,
  now: Date,
): Promise<(ScheduleBytes & { version: number }) | null> {
  const viewer = await readViewerFacts(db, courseId, studentId);
  if (!viewer) return null;
  const schedule = await courseSchedule(db, courseId, viewer.version);
  if (!schedule) return null;
  return { ...scheduleBytes(schedule, viewer.facts, now), version: viewer.version };
}
