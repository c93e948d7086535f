import { crossCheckPairs, taskSolutions } from '../../../src/server/db/schema';
import { createTestContext, type TestContext } from './context';
import {
  DAY,
  HOUR,
  insertCourseEvent,
  insertCourseTask,
  insertResult,
  insertReviewAssignment,
  insertSolution,
  insertVerification,
  scheduleCourse,
  type ScheduleCourse,
  type ScheduleItemBody,
} from './schedule';
import { addStudent, addUser } from './school';

// rules.md R5.3–R5.5 and R23.2: statuses and deadlines of one fixed schedule. The test files that run this suite pin
// the process time zone differently; instants and statuses must not move with it.
export const NOW = new Date('2026-03-01T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

export type Fixture = { course: ScheduleCourse; ids: Record<string, number> };

export async function buildFixture(ctx: TestContext): Promise<Fixture> {
  const { db } = ctx;
  const course = await scheduleCourse(db);
  const { studentId, mentorId } = course;
  const c = course.course.id;
  const open = { studentStartDate: at(-DAY), studentEndDate: at(DAY) };
  const past = { studentStartDate: at(-10 * DAY), studentEndDate: at(-DAY) };
  const task = async (name: string, values: Parameters<typeof insertCourseTask>[2] | object = {}) =>
    (await insertCourseTask(db, c, { name, ...open, ...values })).id;
  const ids: Record<string, number> = {
    future: await task('Future', { studentStartDate: at(DAY), studentEndDate: at(5 * DAY) }),
    available: await task('Available'),
    // Ends 23:59 UTC today: the next day in UTC+5, the same day in UTC−7; still open everywhere.
    lateDeadline: await task('Late deadline', { studentEndDate: new Date('2026-03-01T23:59:00.000Z') }),
    // Ended one second before now.
    justMissed: await task('Just missed', { studentEndDate: at(-1000) }),
    missed: await task('Missed', past),
    done: await task('Done', past),
    review: await task('Review'),
    assigned: await task('Assigned'),
    autoOpen: await task('Auto open', { checker: 'auto-test', maxScore: 10 }),
    autoFull: await task('Auto full', { checker: 'auto-test', maxScore: 10 }),
    autoPast: await task('Auto past', { ...past, checker: 'auto-test' }),
    autoVerified: await task('Auto verified', { ...past, checker: 'auto-test' }),
    autoMissed: await task('Auto missed', { ...past, checker: 'auto-test' }),
    interview: await task('Interview', { taskType: 'interview' }),
    crossOpen: await task('Cross open', { checker: 'crossCheck', crossCheckEndDate: at(3 * DAY) }),
    crossDone: await task('Cross done', {
      checker: 'crossCheck',
      studentStartDate: at(-5 * DAY),
      studentEndDate: at(-HOUR),
      crossCheckEndDate: at(3 * DAY),
      crossCheckStatus: 'distributed',
    }),
    crossInitial: await task('Cross initial', {
      checker: 'crossCheck',
      studentStartDate: at(-5 * DAY),
      studentEndDate: at(-HOUR),
      crossCheckEndDate: at(3 * DAY),
    }),
    disabled: await task('Disabled', { disabled: true }),
  };
  await insertResult(db, ids.done, studentId, 70);
  await insertSolution(db, ids.review, studentId);
  await insertReviewAssignment(db, ids.assigned, studentId, mentorId);
  await insertResult(db, ids.autoOpen, studentId, 4);
  await insertResult(db, ids.autoFull, studentId, 10);
  await insertResult(db, ids.autoPast, studentId, 3);
  await insertVerification(db, ids.autoVerified, studentId, 5);
  await insertSolution(db, ids.crossDone, studentId);
  // The student reviews a peer's solution of the distributed task (R5.3: with an assignment left, the review item is
  // available in its window).
  const peerId = await addStudent(db, c, (await addUser(db)).id);
  const [peerSolution] = await db
    .insert(taskSolutions)
    .values({ courseTaskId: ids.crossDone, studentId: peerId, url: 'https://github.com/peer/solution' })
    .returning({ id: taskSolutions.id });
  await db.insert(crossCheckPairs).values({
    courseId: c,
    courseTaskId: ids.crossDone,
    taskSolutionId: peerSolution.id,
    studentId: peerId,
    checkerId: studentId,
  });
  const event = async (name: string, values: Omit<Parameters<typeof insertCourseEvent>[2], 'name'>) =>
    (await insertCourseEvent(db, c, { name, ...values })).id;
  ids.eventPast = await event('Event past', { dateTime: at(-2 * HOUR) });
  ids.eventNow = await event('Event now', { dateTime: at(-30 * 60 * 1000) });
  ids.eventLong = await event('Event long', { dateTime: at(-2 * HOUR), duration: 180 });
  ids.eventEnds = await event('Event ends', { dateTime: at(-2 * HOUR), endTime: at(HOUR) });
  ids.eventFuture = await event('Event future', { dateTime: at(DAY), type: 'lecture_self_study' });
  return { course, ids };
}

export function describeScheduleStatuses(expectedOffsetMinutes: number) {
  let ctx: TestContext;
  let fixture: Fixture;
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.clock.set(NOW);
    fixture = await buildFixture(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

  const schedule = async (as: keyof ScheduleCourse) => {
    const response = await ctx.request(`/api/v2/courses/${fixture.course.course.id}/schedule`, {
      as: fixture.course[as] as { id: number; githubId: string },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ScheduleItemBody[];
  };
  const byKey = (items: ScheduleItemBody[]) => Object.fromEntries(items.map((item) => [item.key, item]));
  const task = (name: string) => `courseTask-${fixture.ids[name]}`;
  const event = (name: string) => `courseEvent-${fixture.ids[name]}`;

  it('runs in the pinned process time zone', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(expectedOffsetMinutes);
  });

  it('gives a student the R5.3 status of every task, first matching line first', async () => {
    const items = byKey(await schedule('student'));
    const statuses = Object.fromEntries(Object.entries(items).map(([key, item]) => [key, item.status]));
    expect(statuses).toMatchObject({
      [task('future')]: 'future',
      [task('available')]: 'available',
      [task('lateDeadline')]: 'available',
      [task('justMissed')]: 'missed',
      [task('missed')]: 'missed',
      [task('done')]: 'done',
      [task('review')]: 'review',
      [task('assigned')]: 'review',
      [task('autoOpen')]: 'available',
      [task('autoFull')]: 'done',
      [task('autoPast')]: 'done',
      [task('autoVerified')]: 'done',
      [task('autoMissed')]: 'missed',
      [task('interview')]: 'available',
      [task('crossOpen')]: 'available',
      [`${task('crossOpen')}-review`]: 'future',
      [task('crossDone')]: 'done',
      [`${task('crossDone')}-review`]: 'available',
      [task('crossInitial')]: 'missed',
      [`${task('crossInitial')}-review`]: 'future',
    });
    expect(items[task('disabled')]).toBeUndefined();
  });

  it('gives events archived, available or future with end = endTime, else start + duration, else one hour', async () => {
    const items = byKey(await schedule('student'));
    expect(items[event('eventPast')]).toMatchObject({ status: 'archived', endDate: '2026-03-01T09:00:00.000Z' });
    expect(items[event('eventNow')]).toMatchObject({ status: 'available', endDate: '2026-03-01T10:30:00.000Z' });
    expect(items[event('eventLong')]).toMatchObject({ status: 'available', endDate: '2026-03-01T11:00:00.000Z' });
    expect(items[event('eventEnds')]).toMatchObject({ status: 'available', endDate: '2026-03-01T11:00:00.000Z' });
    expect(items[event('eventFuture')]).toMatchObject({ status: 'future', tag: 'self-study' });
  });

  it('keeps deadlines as the same UTC instants whatever the process zone', async () => {
    const items = byKey(await schedule('student'));
    expect(items[task('lateDeadline')].endDate).toBe('2026-03-01T23:59:00.000Z');
    expect(items[task('justMissed')].endDate).toBe('2026-03-01T09:59:59.000Z');
    expect(items[`${task('crossOpen')}-review`]).toMatchObject({
      startDate: '2026-03-02T10:00:00.000Z',
      endDate: '2026-03-04T10:00:00.000Z',
      tag: 'cross-check-review',
    });
  });

  it('carries the student his effective score (R5.5)', async () => {
    const items = byKey(await schedule('student'));
    expect(items[task('done')]).toMatchObject({ score: 70, maxScore: 100, scoreWeight: 1 });
    expect(items[task('available')].score).toBeNull();
  });

  it('gives other viewers future, available or archived by dates only, without scores (R5.4)', async () => {
    for (const viewer of ['mentor', 'manager'] as const) {
      const items = byKey(await schedule(viewer));
      expect(items[task('future')].status).toBe('future');
      expect(items[task('done')]).toMatchObject({ status: 'archived', score: null });
      expect(items[task('review')].status).toBe('available');
      expect(items[task('justMissed')].status).toBe('archived');
      expect(items[`${task('crossDone')}-review`].status).toBe('available');
      expect(items[event('eventPast')].status).toBe('archived');
    }
  });
}
