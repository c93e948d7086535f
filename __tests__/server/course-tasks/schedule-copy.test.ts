import { and, asc, eq } from 'drizzle-orm';
import { courseEvents, courseTasks, events, scheduleChanges } from '@/server/db/schema';
import { createTestContext, type TestContext } from '../../support/server/context';
import { courseInput } from '../../support/server/course-input';
import { addCourse, addCourseTask, addCourseUser, type TestCourse } from '../../support/server/school';

// access.md §13 POST /courses/{courseId}/schedule/copy (R15.2) and §10 course copy including events (R15.1).
let ctx: TestContext;
let source: TestCourse;
let target: TestCourse;
let eventId: number;
const DAY = 24 * 60 * 60 * 1000;
const d = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createTestContext();
  source = await addCourse(ctx.db, { startDate: d('2026-02-01T00:00:00Z') });
  target = await addCourse(ctx.db, { startDate: d('2026-02-11T00:00:00Z') });
  const { manager } = ctx.school.users;
  await addCourseUser(ctx.db, source.id, manager.id, { isManager: true });
  await addCourseUser(ctx.db, target.id, manager.id, { isManager: true });
  ctx.sessionCache.clear();
  await addCourseTask(ctx.db, source.id, {
    checker: 'crossCheck',
    crossCheckStatus: 'completed',
    studentStartDate: d('2026-02-02T00:00:00Z'),
    studentEndDate: d('2026-02-09T00:00:00Z'),
    crossCheckEndDate: d('2026-02-16T00:00:00Z'),
    pairsCount: 2,
  });
  await addCourseTask(ctx.db, source.id, { disabled: true });
  const [event] = await ctx.db.insert(events).values({ name: 'Kick-off', type: 'info' }).returning({ id: events.id });
  eventId = event.id;
  await ctx.db.insert(courseEvents).values({
    courseId: source.id,
    eventId,
    dateTime: d('2026-02-01T18:00:00Z'),
    endTime: d('2026-02-01T19:30:00Z'),
    place: 'Online',
  });
});
afterAll(() => ctx.close());

const copy = (courseId: number, copyFromCourseId: number, as: 'manager' | 'admin' = 'manager') =>
  ctx.request(`/api/v2/courses/${courseId}/schedule/copy`, { method: 'POST', as, body: { copyFromCourseId } });

describe('POST /courses/{courseId}/schedule/copy (R15.2)', () => {
  it('copies non-disabled tasks and events, shifting dates by the start-date difference', async () => {
    const response = await copy(target.id, source.id);
    expect(response.status).toBe(204);
    const copied = await ctx.db.select().from(courseTasks).where(eq(courseTasks.courseId, target.id));
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatchObject({
      checker: 'crossCheck',
      crossCheckStatus: 'initial',
      pairsCount: 2,
      studentStartDate: new Date(d('2026-02-02T00:00:00Z').getTime() + 10 * DAY),
      studentEndDate: d('2026-02-19T00:00:00Z'),
      crossCheckEndDate: d('2026-02-26T00:00:00Z'),
    });
    const copiedEvents = await ctx.db.select().from(courseEvents).where(eq(courseEvents.courseId, target.id));
    expect(copiedEvents).toHaveLength(1);
    expect(copiedEvents[0]).toMatchObject({
      eventId,
      place: 'Online',
      dateTime: d('2026-02-11T18:00:00Z'),
      endTime: d('2026-02-11T19:30:00Z'),
    });
  });

  it('writes one schedule_change insert row per copied item', async () => {
    const rows = await ctx.db
      .select()
      .from(scheduleChanges)
      .where(eq(scheduleChanges.courseId, target.id))
      .orderBy(asc(scheduleChanges.id));
    expect(rows.map((row) => [row.entityType, row.operation])).toEqual([
      ['courseTask', 'insert'],
      ['courseEvent', 'insert'],
    ]);
  });

  it('deletes nothing: a second copy adds the items again', async () => {
    await copy(target.id, source.id);
    const copied = await ctx.db
      .select()
      .from(courseTasks)
      .where(and(eq(courseTasks.courseId, target.id), eq(courseTasks.disabled, false)));
    expect(copied).toHaveLength(2);
  });

  it('refuses a caller who is not manager of the source course (403)', async () => {
    const foreign = await addCourse(ctx.db);
    expect((await copy(target.id, foreign.id)).status).toBe(403);
    expect((await copy(target.id, foreign.id, 'admin')).status).toBe(204);
  });

  it('answers 404 for an unknown source course and 400 for the course itself', async () => {
    expect((await copy(target.id, 999999, 'admin')).status).toBe(404);
    expect((await copy(target.id, target.id)).status).toBe(400);
  });
});

describe('POST /courses/{courseId}/copy copies course events too (R15.1)', () => {
  it('creates the course with the shifted events and schedule_change rows', async () => {
    const response = await ctx.request(`/api/v2/courses/${source.id}/copy`, {
      method: 'POST',
      as: 'admin',
      body: courseInput({ startDate: '2026-09-01T00:00:00.000Z' }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const copiedEvents = await ctx.db.select().from(courseEvents).where(eq(courseEvents.courseId, id));
    expect(copiedEvents.map((event) => event.dateTime)).toEqual([d('2026-09-01T18:00:00Z')]);
    const rows = await ctx.db.select().from(scheduleChanges).where(eq(scheduleChanges.courseId, id));
    expect(rows).toHaveLength(2);
  });
});
