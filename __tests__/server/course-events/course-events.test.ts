import { and, asc, eq } from 'drizzle-orm';
import { courseEvents, events, scheduleChanges } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';

// access.md §11 events in a course; rules.md R20.9 schedule_change per write; §0 resource binding.
let ctx: TestContext;
let courseId: number;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  courseId = ctx.school.courseA.id;
  const [event] = await ctx.db
    .insert(events)
    .values({ name: 'Lecture: Closures', type: 'lecture_online', descriptionUrl: 'https://example.com/closures' })
    .returning({ id: events.id });
  eventId = event.id;
});
afterAll(() => ctx.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  eventId,
  dateTime: '2026-03-05T17:00:00.000Z',
  endTime: '2026-03-05T18:30:00.000Z',
  place: 'Online',
  organizerId: ctx.school.users.mentor.id,
  broadcastUrl: 'https://youtube.com/live/1',
  comment: 'Bring questions',
  special: 'live',
  ...overrides,
});
const create = (body: unknown, course = courseId) =>
  ctx.request(`/api/v2/courses/${course}/events`, { method: 'POST', as: 'manager', body });
const changesOf = (entityId: number) =>
  ctx.db
    .select()
    .from(scheduleChanges)
    .where(and(eq(scheduleChanges.entityType, 'courseEvent'), eq(scheduleChanges.entityId, entityId)))
    .orderBy(asc(scheduleChanges.id));

describe('POST /courses/{courseId}/events', () => {
  it('creates the course event and answers 201 CourseEvent', async () => {
    const response = await create(input());
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      event: { id: eventId, name: 'Lecture: Closures', type: 'lecture_online', discipline: null },
      dateTime: '2026-03-05T17:00:00.000Z',
      endTime: '2026-03-05T18:30:00.000Z',
      place: 'Online',
      organizer: { id: ctx.school.users.mentor.id, githubId: ctx.school.users.mentor.githubId },
      broadcastUrl: 'https://youtube.com/live/1',
      special: 'live',
    });
  });

  it('refuses an endTime before dateTime with 400 naming endTime', async () => {
    await expectProblemNaming(await create(input({ endTime: '2026-03-05T16:00:00.000Z' })), 400, 'endTime');
  });

  it('refuses an unknown event with 404 naming eventId', async () => {
    await expectProblemNaming(await create(input({ eventId: 999999 })), 404, 'eventId');
  });

  it.each([
    ['broadcastUrl', { broadcastUrl: 'ftp://x' }],
    ['duration', { duration: 0 }],
    ['dateTime', { dateTime: 'tomorrow' }],
    ['extra', { extra: true }],
  ])('refuses an invalid %s with 400', async (field, overrides) => {
    await expectProblemNaming(await create(input(overrides)), 400, field);
  });

  it('writes a schedule_change insert row', async () => {
    const created = (await (await create(input({ endTime: null, duration: 90 }))).json()) as { id: number };
    const rows = await changesOf(created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operation: 'insert', previous: null, courseId });
    expect(rows[0].current).toMatchObject({ dateTime: '2026-03-05T17:00:00.000Z', duration: 90, place: 'Online' });
  });
});

describe('GET, PUT and DELETE', () => {
  it('lists the course events by dateTime for a student', async () => {
    await create(input({ dateTime: '2026-03-01T08:00:00.000Z', endTime: null }));
    const response = await ctx.request(`/api/v2/courses/${courseId}/events`, { as: 'student' });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { dateTime: string }[];
    const dates = list.map((event) => event.dateTime);
    expect(dates).toEqual([...dates].sort());
  });

  it('updates an event and records previous and current values', async () => {
    const created = (await (await create(input())).json()) as { id: number };
    const response = await ctx.request(`/api/v2/courses/${courseId}/events/${created.id}`, {
      method: 'PUT',
      as: 'manager',
      body: input({ place: 'Room 101', dateTime: '2026-03-06T17:00:00.000Z', endTime: null }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ place: 'Room 101', endTime: null });
    const rows = await changesOf(created.id);
    expect(rows.map((row) => row.operation)).toEqual(['insert', 'update']);
    expect(rows[1].previous).toMatchObject({ place: 'Online' });
    expect(rows[1].current).toMatchObject({ place: 'Room 101', dateTime: '2026-03-06T17:00:00.000Z' });
  });

  it('deletes an event and records a remove row', async () => {
    const created = (await (await create(input())).json()) as { id: number };
    const response = await ctx.request(`/api/v2/courses/${courseId}/events/${created.id}`, {
      method: 'DELETE',
      as: 'manager',
    });
    expect(response.status).toBe(204);
    expect(await ctx.db.select().from(courseEvents).where(eq(courseEvents.id, created.id))).toHaveLength(0);
    const rows = await changesOf(created.id);
    expect(rows.map((row) => [row.operation, row.current])).toEqual([
      ['insert', expect.any(Object)],
      ['remove', null],
    ]);
  });

  it("answers 404 for another course's event on PUT and DELETE", async () => {
    const [foreign] = await ctx.db
      .insert(courseEvents)
      .values({ courseId: ctx.school.courseB.id, eventId, dateTime: new Date('2026-03-02T10:00:00Z') })
      .returning({ id: courseEvents.id });
    const path = `/api/v2/courses/${courseId}/events/${foreign.id}`;
    const put = await ctx.request(path, { method: 'PUT', as: 'manager', body: input() });
    expect(put.status).toBe(404);
    expect((await readProblem(put)).type).toBe('/problems/not_found');
    expect((await ctx.request(path, { method: 'DELETE', as: 'manager' })).status).toBe(404);
    expect(await changesOf(foreign.id)).toHaveLength(0);
  });

  it('forbids writes by a supervisor (course(manager))', async () => {
    const response = await ctx.request(`/api/v2/courses/${courseId}/events`, {
      method: 'POST',
      as: 'supervisor',
      body: input(),
    });
    expect(response.status).toBe(403);
  });
});
