import { displayName } from '../../auth';
import type { ScheduleStatus, ScheduleTag } from '../schemas';
import type { CourseEventSource, CourseTaskSource } from './load-sources';

// access.md §36 ScheduleItem as the service builds it; dates stay instants until the route serialises them.
export type ScheduleEntry = {
  key: string;
  id: number;
  entityType: 'courseTask' | 'courseEvent' | 'courseTeamDistribution';
  templateId: number;
  name: string;
  type: string;
  tag: ScheduleTag;
  status: ScheduleStatus;
  startDate: Date;
  endDate: Date;
  descriptionUrl: string | null;
  organizer: { id: number; githubId: string; name: string } | null;
  place: string | null;
  score: number | null;
  maxScore: number | null;
  scoreWeight: number | null;
  crossCheckStatus: 'initial' | 'distributed' | 'completed' | null;
  checker: string | null;
  pairsCount: number | null;
};

const DEFAULT_EVENT_MINUTES = 60;
const MINUTE = 60_000;

// rules.md R5.2.
export function taskTag(type: string): ScheduleTag {
  if (type === 'selfeducation' || type === 'test') return 'test';
  if (type === 'interview' || type === 'stage-interview') return 'interview';
  return 'coding';
}

export const eventTag = (type: string): ScheduleTag => (type === 'lecture_self_study' ? 'self-study' : 'lecture');

// rules.md R5.3 event row: end = endTime, else start + duration (minutes), default 60 minutes.
export const eventEnd = (start: Date, endTime: Date | null, duration: number | null): Date =>
  endTime ?? new Date(start.getTime() + (duration ?? DEFAULT_EVENT_MINUTES) * MINUTE);

export function eventStatus(start: Date, end: Date, now: Date): ScheduleStatus {
  if (end < now) return 'archived';
  if (start <= now) return 'available';
  return 'future';
}

// rules.md R5.4: other viewers see tasks by dates only.
export function datesStatus(start: Date, end: Date, now: Date): ScheduleStatus {
  if (start > now) return 'future';
  if (end < now) return 'archived';
  return 'available';
}

type Window = { start: Date; end: Date; now: Date };
const inWindow = ({ start, end, now }: Window) => start <= now && now <= end;
// The last two lines of most R5.3 rows: in window → available; past → missed.
const byDeadline = (window: Window): ScheduleStatus => (inWindow(window) ? 'available' : 'missed');

type StudentTaskItem = { task: CourseTaskSource; review: boolean } & Window;

// rules.md R5.3, student view: the first matching line wins.
export function studentTaskStatus({ task, review, ...window }: StudentTaskItem): ScheduleStatus {
  if (window.start > window.now) return 'future';
  const score = task.resultScore;
  if (task.checker === 'crossCheck') {
    if (!review) return task.hasSolution ? 'done' : byDeadline(window);
    // Not distributed yet: future while the review window lasts; once it has ended without a distribution there is
    // nothing to review (the "no assignments" line), never a future that has passed.
    if (task.crossCheckStatus === 'initial') return window.end < window.now ? 'unavailable' : 'future';
    if (task.reviewAssignments === 0) return 'unavailable';
    if (task.reviewsWritten >= task.reviewAssignments) return 'done';
    return byDeadline(window);
  }
  if (task.checker === 'auto-test') {
    if (inWindow(window) && (score === null || score < task.maxScore)) return 'available';
    if (score !== null || task.hasVerification) return 'done';
    return 'missed';
  }
  if (taskTag(task.type) === 'interview') {
    // Interview pairs and registrations arrive with the interviews domain (R10); until then a written result (the
    // effective score a completed pair yields, R3.2) is "done" and the rest follows the dates.
    if (score !== null) return 'done';
    return byDeadline(window);
  }
  if (score !== null) return 'done';
  if (task.hasSolution || task.hasReviewAssignment) return 'review';
  return byDeadline(window);
}

const organizerOf = (id: number | null, githubId: string | null, firstName: string | null, lastName: string | null) =>
  id === null || githubId === null ? null : { id, githubId, name: displayName({ firstName, lastName, githubId }) };

export function taskEntries(task: CourseTaskSource, asStudent: boolean, now: Date): ScheduleEntry[] {
  const crossCheck = task.checker === 'crossCheck';
  const base = {
    id: task.id,
    entityType: 'courseTask' as const,
    templateId: task.taskId,
    name: task.name,
    type: task.type,
    descriptionUrl: task.descriptionUrl,
    organizer: organizerOf(task.ownerId, task.ownerGithubId, task.ownerFirstName, task.ownerLastName),
    place: null,
    score: asStudent ? task.resultScore : null,
    maxScore: task.maxScore,
    scoreWeight: task.scoreWeight,
    crossCheckStatus: task.crossCheckStatus,
    checker: task.checker,
    pairsCount: task.pairsCount,
  };
  const entry = (key: string, tag: ScheduleTag, start: Date, end: Date, review: boolean): ScheduleEntry => ({
    ...base,
    key,
    tag,
    startDate: start,
    endDate: end,
    status: asStudent ? studentTaskStatus({ task, review, start, end, now }) : datesStatus(start, end, now),
  });
  if (!crossCheck) return [entry(`courseTask-${task.id}`, taskTag(task.type), task.startDate, task.endDate, false)];
  // rules.md R5.1: a cross-check task yields a submit item and a review item.
  const reviewEnd = task.crossCheckEndDate ?? task.endDate;
  return [
    entry(`courseTask-${task.id}`, 'cross-check-submit', task.startDate, task.endDate, false),
    entry(`courseTask-${task.id}-review`, 'cross-check-review', task.endDate, reviewEnd, true),
  ];
}

export function eventEntry(event: CourseEventSource, now: Date): ScheduleEntry {
  const end = eventEnd(event.dateTime, event.endTime, event.duration);
  return {
    key: `courseEvent-${event.id}`,
    id: event.id,
    entityType: 'courseEvent',
    templateId: event.eventId,
    name: event.name,
    type: event.type,
    tag: eventTag(event.type),
    status: eventStatus(event.dateTime, end, now),
    startDate: event.dateTime,
    endDate: end,
    descriptionUrl: event.descriptionUrl,
    organizer: organizerOf(
      event.organizerId,
      event.organizerGithubId,
      event.organizerFirstName,
      event.organizerLastName,
    ),
    place: event.place,
    score: null,
    maxScore: null,
    scoreWeight: null,
    crossCheckStatus: null,
    checker: null,
    pairsCount: null,
  };
}

const tagRanks: Partial<Record<ScheduleTag, number>> = { 'self-study': 0, test: 1, coding: 2 };
const tagOrder = (tag: ScheduleTag) => tagRanks[tag] ?? 3;

// rules.md R5.1: by start, then tag order self-study, test, coding, others, then name.
export const compareEntries = (a: ScheduleEntry, b: ScheduleEntry) =>
  a.startDate.getTime() - b.startDate.getTime() || tagOrder(a.tag) - tagOrder(b.tag) || a.name.localeCompare(b.name);
