import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../../db/client';
import type { ScheduleStatus } from '../schemas';
import {
  compareEntries,
  datesStatus,
  eventEntry,
  eventStatus,
  studentTaskStatus,
  taskEntries,
  type ScheduleEntry,
} from './items';
import { loadCourseSources, type CourseTaskSource } from './load-sources';
import { toScheduleItem } from './schedule';
import {
  studentDistributionStatus,
  teamDistributionEntry,
  type TeamDistributionSource,
} from './team-distribution-item';

// Issue 12, the schedule's cold miss: what the schedule shows does not depend on the student except for each item's
// status and a task's score (rules.md R5.3). Everything else (the 200 items in R5.1 order, their JSON text, the
// instants where a status may change) is built once per course and schedule version, here, with the rules of
// items.ts that the CSV and the iCalendar feed use; a request only adds the viewer's statuses and scores.

// One viewer's facts (R5.3): per course task, and per team distribution; null for a viewer who is no student.
export type StudentFacts = {
  results: Map<number, number>;
  solutions: Set<number>;
  reviewAssignments: Set<number>;
  verifications: Set<number>;
  // Cross-check tasks: pairs where the student reviews, and his reviews written.
  crossChecks: Map<number, { assignments: number; written: number }>;
  registered: Set<number>;
  inTeam: Set<number>;
  activeStudent: boolean;
  totalScore: number;
};

const noCrossCheck = { assignments: 0, written: 0 };

// The task with the student's facts, as loadCourseSources gives it for him.
const withFacts = (task: CourseTaskSource, facts: StudentFacts): CourseTaskSource => {
  const crossCheck = task.checker === 'crossCheck' ? (facts.crossChecks.get(task.id) ?? noCrossCheck) : noCrossCheck;
  return {
    ...task,
    resultScore: facts.results.get(task.id) ?? null,
    hasSolution: facts.solutions.has(task.id),
    hasReviewAssignment: facts.reviewAssignments.has(task.id),
    hasVerification: facts.verifications.has(task.id),
    reviewAssignments: crossCheck.assignments,
    reviewsWritten: crossCheck.written,
  };
};

// One schedule item: its JSON text around the status and the score, and how its status and score follow from the
// viewer's facts (null: every viewer but the course's students, R5.4).
export type CourseItem = {
  head: string;
  middle: string;
  tail: string;
  status: (facts: StudentFacts | null, now: Date) => ScheduleStatus;
  score: (facts: StudentFacts) => number | null;
  // The same status and score for every viewer (an event): its text is joined once per clock window.
  shared: boolean;
  // head, middle and tail as UTF-8 (schedule-bytes.ts), encoded on first use.
  bytes?: { head: Buffer; middle: Buffer; tail: Buffer };
};

// Between two changes of the clock (a window), the text of the schedule as runs of items that every viewer sees alike
// (joined once) and the items that a student sees with his own facts.
export type WindowText = {
  at: number;
  student: (string | CourseItem)[];
  staff: string;
  // The same as UTF-8 (schedule-bytes.ts), encoded on first use.
  bytes?: { student: (Buffer | CourseItem)[]; staff: Buffer };
};

export type CourseSchedule = {
  version: number;
  items: CourseItem[];
  // Every instant at which a status may change (each start and end, and 1 ms after each), ascending, distinct.
  changes: number[];
  // The texts of the latest clock window asked for (the clock moves forward: one is enough).
  window?: WindowText;
};

const noScore = () => null;

function courseItem(
  entry: ScheduleEntry,
  status: CourseItem['status'],
  score: CourseItem['score'],
  shared: boolean,
): CourseItem {
  const item = toScheduleItem(entry);
  const { key, id, entityType, name, type, tag, startDate, endDate, descriptionUrl, organizer, place } = item;
  const { maxScore, scoreWeight, crossCheckStatus } = item;
  // JSON.stringify's own text of each part, so the joined item is byte for byte JSON.stringify(item).
  const head = JSON.stringify({ key, id, entityType, name, type, tag });
  const middle = JSON.stringify({ startDate, endDate, descriptionUrl, organizer, place });
  return {
    head: `${head.slice(0, -1)},"status":`,
    middle: `,${middle.slice(1, -1)},"score":`,
    tail: `,${JSON.stringify({ maxScore, scoreWeight, crossCheckStatus }).slice(1)}`,
    status,
    score,
    shared,
  };
}

// The course's items in R5.1 order (buildSchedule's order: the same entries, pushed in the same order, sorted by the
// same stable comparison), or null when the course does not exist.
async function loadCourseSchedule(db: DbOrTx, courseId: number): Promise<CourseSchedule | null> {
  const sources = await loadCourseSources(db, courseId, null);
  if (!sources) return null;
  const epoch = new Date(0);
  type Built = { entry: ScheduleEntry; status: CourseItem['status']; score: CourseItem['score']; shared?: boolean };
  const built: Built[] = [];
  for (const task of sources.tasks) {
    for (const entry of taskEntries(task, false, epoch)) {
      const review = entry.key.endsWith('-review');
      const window = { start: entry.startDate, end: entry.endDate };
      built.push({
        entry,
        status: (facts, now) =>
          facts
            ? studentTaskStatus({ task: withFacts(task, facts), review, ...window, now })
            : datesStatus(window.start, window.end, now),
        score: (facts) => facts.results.get(task.id) ?? null,
      });
    }
  }
  for (const event of sources.events) {
    const entry = eventEntry(event, epoch);
    const status: CourseItem['status'] = (_facts, now) => eventStatus(entry.startDate, entry.endDate, now);
    built.push({ entry, status, score: noScore, shared: true });
  }
  for (const distribution of sources.distributions) {
    const entry = teamDistributionEntry(distribution, false, epoch);
    const status: CourseItem['status'] = (facts, now) =>
      facts
        ? studentDistributionStatus(distributionWithFacts(distribution, facts), now)
        : datesStatus(entry.startDate, entry.endDate, now);
    built.push({ entry, status, score: noScore });
  }
  built.sort((a, b) => compareEntries(a.entry, b.entry));
  const instants = new Set<number>();
  for (const { entry } of built) {
    for (const instant of [entry.startDate.getTime(), entry.endDate.getTime()]) {
      instants.add(instant);
      instants.add(instant + 1);
    }
  }
  return {
    version: sources.version,
    items: built.map(({ entry, status, score, shared }) => courseItem(entry, status, score, shared ?? false)),
    changes: [...instants].sort((a, b) => a - b),
  };
}

const distributionWithFacts = (d: TeamDistributionSource, facts: StudentFacts): TeamDistributionSource => ({
  ...d,
  registered: facts.registered.has(d.id),
  inTeam: facts.inTeam.has(d.id),
  activeStudent: facts.activeStudent,
  totalScore: facts.totalScore,
});

// Per database, a small LRU of course schedules (one per course: the latest load, or the load in flight, which
// concurrent requests share).
const schedulesByDb = new WeakMap<object, LRUCache<number, Promise<CourseSchedule | null>>>();
const MAX_COURSES = 200;

// The course's schedule at version `atLeast` or newer: the one loaded before when it is that recent, else a fresh load
// (its own version is at least `atLeast` when `atLeast` was read before it started). Null: no such course.
export async function courseSchedule(db: DbOrTx, courseId: number, atLeast: number): Promise<CourseSchedule | null> {
  let cache = schedulesByDb.get(db);
  if (!cache) {
    cache = new LRUCache<number, Promise<CourseSchedule | null>>({ max: MAX_COURSES });
    schedulesByDb.set(db, cache);
  }
  const known = cache.get(courseId);
  if (known) {
    const schedule = await known.catch(() => null);
    if (schedule && schedule.version >= atLeast) return schedule;
  }
  const loading = loadCourseSchedule(db, courseId);
  cache.set(courseId, loading);
  const forget = () => {
    if (cache.get(courseId) === loading) cache.delete(courseId);
  };
  loading.then((schedule) => schedule || forget(), forget);
  return loading;
}

const itemText = (item: CourseItem, status: ScheduleStatus, score: number | null) =>
  `${item.head}"${status}"${item.middle}${score === null ? 'null' : `${score}`}${item.tail}`;

// The texts of the window holding `now` (index `at` in the changes): a student's, with the runs of shared items joined,
// and everyone else's, whole.
function windowText(schedule: CourseSchedule, at: number, now: Date): WindowText {
  if (schedule.window?.at === at) return schedule.window;
  const student: (string | CourseItem)[] = [];
  const staff: string[] = [];
  let run: string[] = [];
  for (const item of schedule.items) {
    const text = itemText(item, item.status(null, now), null);
    staff.push(text);
    if (item.shared) {
      run.push(text);
      continue;
    }
    if (run.length) student.push(run.join(','));
    run = [];
    student.push(item);
  }
  if (run.length) student.push(run.join(','));
  schedule.window = { at, student, staff: `[${staff.join(',')}]` };
  return schedule.window;
}

// The texts of the clock window holding `now` and its span (the last change at or before now, the first after it).
export function scheduleWindow(schedule: CourseSchedule, now: Date) {
  const at = now.getTime();
  const { changes } = schedule;
  let low = 0;
  let high = changes.length;
  // The first change after now.
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (changes[mid] <= at) low = mid + 1;
    else high = mid;
  }
  return {
    texts: windowText(schedule, low, now),
    validFrom: low > 0 ? changes[low - 1] : -Infinity,
    validUntil: low < changes.length ? changes[low] : Infinity,
  };
}

// rules.md R5 for one viewer at `now`: the items joined with the viewer's statuses and scores, and the clock span in
// which every status holds.
export function scheduleText(schedule: CourseSchedule, facts: StudentFacts | null, now: Date) {
  const { texts, validFrom, validUntil } = scheduleWindow(schedule, now);
  let json = texts.staff;
  if (facts) {
    // Joined once from its pieces: a string grown by + is a rope of many parts, which costs more to flatten and encode
    // (the cache stores the bytes) than the join.
    const parts: string[] = [];
    for (const part of texts.student) {
      parts.push(typeof part === 'string' ? part : itemText(part, part.status(facts, now), part.score(facts)));
    }
    json = `[${parts.join(',')}]`;
  }
  return { json, validFrom, validUntil };
}
