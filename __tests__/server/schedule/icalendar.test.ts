import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { calendarTokens, students } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addUser } from '../../support/server/school';
import {
  insertCourseEvent,
  insertCourseTask,
  scheduleCourse,
  type ScheduleCourse,
} from '../../support/server/schedule';

// access.md §13 GET /courses/{courseId}/icalendar/token and /icalendar/{token}; rules.md R6.
let ctx: TestContext;
let course: ScheduleCourse;
let ids: { task: number; cross: number; event: number };
beforeAll(async () => {
  ctx = await createTestContext();
  course = await scheduleCourse(ctx.db);
  const c = course.course.id;
  const task = await insertCourseTask(ctx.db, c, {
    name: 'Songbird',
    descriptionUrl: 'https://example.com/songbird',
    studentStartDate: new Date('2026-03-02T09:00:00Z'),
    studentEndDate: new Date('2026-03-09T21:00:00Z'),
    taskOwnerId: course.mentor.id,
    maxScore: 200,
    scoreWeight: 0.5,
  });
  const cross = await insertCourseTask(ctx.db, c, {
    name: 'Portfolio',
    checker: 'crossCheck',
    studentStartDate: new Date('2026-03-03T00:00:00Z'),
    studentEndDate: new Date('2026-03-05T00:00:00Z'),
    crossCheckEndDate: new Date('2026-03-08T00:00:00Z'),
  });
  const event = await insertCourseEvent(ctx.db, c, {
    name: 'Kick-off',
    dateTime: new Date('2026-03-04T15:00:00Z'),
    place: 'Room 1',
  });
  ids = { task: task.id, cross: cross.id, event: event.id };
}, 60_000);
afterAll(() => ctx.close());

const tokenOf = async (as: { id: number; githubId: string }, courseId = course.course.id) => {
  const response = await ctx.request(`/api/v2/courses/${courseId}/icalendar/token`, { as });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};
const feed = (token: string, query = '', courseId = course.course.id) =>
  ctx.request(`/api/v2/courses/${courseId}/icalendar/${token}${query}`);

const eventsOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, vevents: calendar.getAllSubcomponents('vevent') };
};
const byUid = (vevents: ICAL.Component[], uid: string) => {
  const found = vevents.find((vevent) => vevent.getFirstPropertyValue('uid') === uid);
  if (!found) throw new Error(`No VEVENT ${uid}`);
  return found;
};

describe('GET /courses/{courseId}/icalendar/token', () => {
  it('creates one token per user and course and returns it unchanged afterwards (R6.1)', async () => {
    const first = await tokenOf(course.student);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tokenOf(course.student)).toBe(first);
    expect(await tokenOf(course.mentor)).not.toBe(first);
  });

  it('answers 404 to an admin asking for a course that does not exist', async () => {
    const response = await ctx.request('/api/v2/courses/999999/icalendar/token', { as: 'admin' });
    expect(response.status).toBe(404);
  });
});

describe('GET /courses/{courseId}/icalendar/{token}', () => {
  it('serves the non-student schedule as text/calendar with UIDs on the APP_URL host (R6.2)', async () => {
    const response = await feed(await tokenOf(course.student));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { calendar, vevents } = eventsOf(await response.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(course.course.name);
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('uid')).sort()).toEqual(
      [
        `courseTask-${ids.task}@localhost:3000`,
        `courseTask-${ids.cross}@localhost:3000`,
        `courseTask-${ids.cross}-review@localhost:3000`,
        `courseEvent-${ids.event}@localhost:3000`,
      ].sort(),
    );
    const task = byUid(vevents, `courseTask-${ids.task}@localhost:3000`);
    expect(task.getFirstPropertyValue('summary')).toBe('Songbird');
    expect(task.getFirstPropertyValue('url')).toBe('https://example.com/songbird');
    expect(String(task.getFirstPropertyValue('description')).split('\n')).toEqual([
      `Organizer: Test User ${course.mentor.githubId.replace('user-', '')} (@${course.mentor.githubId})`,
      'Max Score: 200',
      'Score Weight: 0.5',
    ]);
    expect(task.getFirstPropertyValue('dtstart')?.toString()).toBe('2026-03-02T09:00:00Z');
    const review = byUid(vevents, `courseTask-${ids.cross}-review@localhost:3000`);
    expect(review.getFirstPropertyValue('summary')).toBe('Portfolio (review)');
    const event = byUid(vevents, `courseEvent-${ids.event}@localhost:3000`);
    expect(String(event.getFirstPropertyValue('description'))).toContain('Place: Room 1');
    expect(event.getFirstPropertyValue('dtend')?.toString()).toBe('2026-03-04T16:00:00Z');
  });

  it('writes DTSTART and DTEND as local times of the requested zone', async () => {
    const response = await feed(await tokenOf(course.manager), '?timezone=Asia%2FTashkent');
    expect(response.status).toBe(200);
    const { calendar, vevents } = eventsOf(await response.text());
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Tashkent');
    const task = byUid(vevents, `courseTask-${ids.task}@localhost:3000`);
    const start = task.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Asia/Tashkent');
    expect(start?.getFirstValue()?.toString()).toBe('2026-03-02T14:00:00');
    expect(task.getFirstProperty('dtend')?.getFirstValue()?.toString()).toBe('2026-03-10T02:00:00');
    // The zone is defined in the file itself, so a parser converts the local times back to the same instants.
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe('Asia/Tashkent');
  });

  it('answers 400 naming the field for an unknown time zone', async () => {
    const response = await feed(await tokenOf(course.manager), '?timezone=Mars%2FOlympus');
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.[0].path).toBe('timezone');
  });

  it('answers 404 for a token that is unknown, malformed or of another course', async () => {
    expect((await feed('00000000-0000-4000-8000-000000000001')).status).toBe(404);
    expect((await feed('not-a-token')).status).toBe(404);
    const other = await scheduleCourse(ctx.db);
    const foreign = await tokenOf(other.manager, other.course.id);
    expect((await feed(foreign)).status).toBe(404);
    expect((await feed(foreign, '', other.course.id)).status).toBe(200);
  });

  it('answers 404 once the user no longer holds a role in the course; an admin’s token keeps working', async () => {
    const leaver = await addUser(ctx.db);
    const [row] = await ctx.db
      .insert(students)
      .values({ courseId: course.course.id, userId: leaver.id })
      .returning({ id: students.id });
    const token = await tokenOf(leaver);
    expect((await feed(token)).status).toBe(200);
    await ctx.db.delete(students).where(eq(students.id, row.id));
    expect((await feed(token)).status).toBe(404);

    const adminToken = await tokenOf(ctx.school.users.admin);
    expect((await feed(adminToken)).status).toBe(200);
    const [stored] = await ctx.db.select().from(calendarTokens).where(eq(calendarTokens.token, adminToken));
    expect(stored.userId).toBe(ctx.school.users.admin.id);
  });
});
