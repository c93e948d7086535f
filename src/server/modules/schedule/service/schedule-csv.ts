import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';
import type { DbOrTx } from '../../../db/client';
import { toCsv } from '../../../http/csv';
import { buildSchedule } from './schedule';

dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);

export const scheduleCsvHeader = [
  'entityType',
  'id',
  'templateId',
  'name',
  'type',
  'tag',
  'startDate',
  'endDate',
  'descriptionUrl',
  'organizer',
  'place',
  'checker',
  'pairsCount',
  'maxScore',
  'scoreWeight',
] as const;

// access.md §13 GET /courses/{courseId}/schedule/csv: one row per course task and course event (a cross-check task
// once, with its submit dates), in schedule order; dates as local times with their offset in the chosen zone.
export async function scheduleCsv(db: DbOrTx, courseId: number, timezone: string, now: Date): Promise<string> {
  const entries = await buildSchedule(db, courseId, { studentId: null }, now);
  const inZone = (instant: Date) => dayjs.utc(instant).tz(timezone).format('YYYY-MM-DDTHH:mm:ssZ');
  const rows = entries
    .filter((entry) => entry.tag !== 'cross-check-review')
    .map((entry) => [
      entry.entityType,
      entry.id,
      entry.templateId,
      entry.name,
      entry.type,
      entry.tag,
      inZone(entry.startDate),
      inZone(entry.endDate),
      entry.descriptionUrl,
      entry.organizer?.githubId,
      entry.place,
      entry.checker,
      entry.pairsCount,
      entry.maxScore,
      entry.scoreWeight,
    ]);
  return toCsv(scheduleCsvHeader, rows);
}
