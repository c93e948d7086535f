import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/problem';
import { deriveSession } from '../../session';
import { calendarTokenOwner } from './calendar-token';
import type { ScheduleEntry } from './items';
import { buildSchedule, findCourseName } from './schedule';

dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('not_found', 'No calendar for this link.');

// rules.md R6.1: the token must belong to this course and to a user who still holds a role there (admin always).
async function assertFeedAllowed(db: DbOrTx, courseId: number, token: string): Promise<void> {
  if (!UUID.test(token)) throw notFound();
  const userId = await calendarTokenOwner(db, courseId, token);
  if (userId === null) throw notFound();
  const session = await deriveSession(db, userId);
  if (!session) throw notFound();
  if (!session.isAdmin && !session.courses[courseId]?.roles.length) throw notFound();
}

function descriptionOf(entry: ScheduleEntry): string {
  const lines: string[] = [];
  if (entry.organizer) lines.push(`Organizer: ${entry.organizer.name} (@${entry.organizer.githubId})`);
  if (entry.maxScore !== null) lines.push(`Max Score: ${entry.maxScore}`);
  if (entry.scoreWeight !== null) lines.push(`Score Weight: ${entry.scoreWeight}`);
  if (entry.place) lines.push(`Place: ${entry.place}`);
  return lines.join('\n');
}

export type FeedInput = { courseId: number; token: string; timezone: string; appUrl: string };

// rules.md R6.2: the non-student schedule (R5.4), one VEVENT per item, dates in the requested zone.
export async function icalendarFeed(db: DbOrTx, input: FeedInput, now: Date): Promise<string> {
  await assertFeedAllowed(db, input.courseId, input.token);
  const [courseName, entries] = await Promise.all([
    findCourseName(db, input.courseId),
    buildSchedule(db, input.courseId, { studentId: null }, now),
  ]);
  const host = new URL(input.appUrl).host;
  // UTC is written as UTC instants (…Z); any other zone as local times with TZID, X-WR-TIMEZONE and the zone's
  // VTIMEZONE block (RFC 5545 §3.6.5), which strict calendar apps need to read TZID times.
  const zone = input.timezone === 'UTC' ? null : input.timezone;
  const calendar = ical({
    name: courseName,
    prodId: { company: 'RS School', product: 'Schedule' },
    timezone: zone && getVtimezoneComponent(zone) ? { name: zone, generator: getVtimezoneComponent } : zone,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: `${entry.key}@${host}`,
      start: dayjs.utc(entry.startDate),
      end: dayjs.utc(entry.endDate),
      timezone: zone,
      stamp: dayjs.utc(now),
      summary: entry.tag === 'cross-check-review' ? `${entry.name} (review)` : entry.name,
      url: entry.descriptionUrl,
      description: descriptionOf(entry) || null,
    });
  }
  return calendar.toString();
}
