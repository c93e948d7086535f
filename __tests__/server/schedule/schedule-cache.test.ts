import { eq } from 'drizzle-orm';
import {
  courseEvents,
  courseTasks,
  tasks,
  teamDistributions,
  teamDistributionStudents,
  users,
} from '@/server/db/schema';
import { createTestContext, type RequestOptions, type TestApp, type TestContext } from '../../support/server/context';
import { addStudent, addUser, type TestUser } from '../../support/server/school';
import {
  DAY,
  insertCourseEvent,
  insertCourseTask,
  insertResult,
  insertSolution,
  scheduleCourse,
  type ScheduleCourse,
} from '../../support/server/schedule';

// DESIGN.md "Performance" / issue 12: the schedule is cached by (course, schedule version, viewer) and by the clock
// window in which its statuses hold; a student's own statuses are never shown to anyone else.
type Item = { key: string; name: string; status: string; score: number | null; place: string | null };

let ctx: TestContext;
let school: ScheduleCourse;
let other: TestUser;
let otherId: number;
let taskId: number;
let catalogueTaskId: number;
const start = new Date('2026-02-25T00:00:00Z');
const end = new Date('2026-03-05T00:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  school = await scheduleCourse(ctx.db);
  other = await addUser(ctx.db);
  otherId = await addStudent(ctx.db, school.course.id, other.id);
  const task = await insertCourseTask(ctx.db, school.course.id, {
    name: 'Cached task',
    studentStartDate: start,
    studentEndDate: end,
    taskOwnerId: school.mentor.id,
  });
  taskId = task.id;
  catalogueTaskId = task.taskId;
  await insertResult(ctx.db, taskId, school.studentId, 80);
});
afterAll(() => ctx.close());

async function read(as: RequestOptions['as'], app: TestApp = ctx, headers: Record<string, string> = {}) {
  const response = await app.request(`/api/v2/courses/${school.course.id}/schedule`, { as, headers });
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('ETag'),
    text,
    items: response.status === 200 ? (JSON.parse(text) as Item[]) : [],
  };
}
const item = (items: Item[], key: string) => items.find((entry) => entry.key === key);
const task = (items: Item[]) => item(items, `courseTask-${taskId}`);

describe('schedule cache', () => {
  it('keeps each student’s own statuses to himself, and the dates view apart', async () => {
    const own = await read(school.student);
    const another = await read(other);
    const mentor = await read(school.mentor);
    expect(task(own.items)).toMatchObject({ status: 'done', score: 80 });
    expect(task(another.items)).toMatchObject({ status: 'available', score: null });
    expect(task(mentor.items)).toMatchObject({ status: 'available', score: null });
    expect(new Set([own.etag, another.etag, mentor.etag]).size).toBe(3);
    // Another student's tag never revalidates: he gets his own answer.
    const withForeignTag = await read(other, ctx, { 'If-None-Match': own.etag as string });
    expect(withForeignTag.status).toBe(200);
    expect(task(withForeignTag.items)).toMatchObject({ status: 'available', score: null });
    // His own tag does.
    const revalidated = await read(other, ctx, { 'If-None-Match': another.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    // Staff share the dates view.
    expect((await read(school.manager)).text).toBe(mentor.text);
  });

  it('shows a solution, a result and a team registration of the student on his next read', async () => {
    const before = await read(other);
    await insertSolution(ctx.db, taskId, otherId);
    const submitted = await read(other);
    expect(task(submitted.items)?.status).toBe('review');
    expect(submitted.etag).not.toBe(before.etag);
    await insertResult(ctx.db, taskId, otherId, 55);
    expect(task((await read(other)).items)).toMatchObject({ status: 'done', score: 55 });

    const [distribution] = await ctx.db
      .insert(teamDistributions)
      .values({ courseId: school.course.id, name: 'Teams', startDate: start, endDate: end })
      .returning({ id: teamDistributions.id });
    const key = `courseTeamDistribution-${distribution.id}`;
    expect(item((await read(other)).items, key)?.status).toBe('available');
    await ctx.db.insert(teamDistributionStudents).values({ teamDistributionId: distribution.id, studentId: otherId });
    expect(item((await read(other)).items, key)?.status).toBe('registered');
  });

  it('shows schedule edits on the next read: task rename, owner rename, event added and moved, task disabled', async () => {
    await read(school.mentor);
    await ctx.db.update(tasks).set({ name: 'Renamed task' }).where(eq(tasks.id, catalogueTaskId));
    expect(task((await read(school.mentor)).items)?.name).toBe('Renamed task');

    await ctx.db.update(users).set({ firstName: 'Owner' }).where(eq(users.id, school.mentor.id));
    const owned = task((await read(school.mentor)).items) as unknown as { organizer: { name: string } };
    expect(owned.organizer.name).toMatch(/^Owner/);

    const event = await insertCourseEvent(ctx.db, school.course.id, {
      name: 'Lecture',
      dateTime: new Date('2026-03-02T10:00:00Z'),
      place: 'Hall 1',
    });
    expect(item((await read(school.mentor)).items, `courseEvent-${event.id}`)?.place).toBe('Hall 1');
    await ctx.db.update(courseEvents).set({ place: 'Hall 2' }).where(eq(courseEvents.id, event.id));
    expect(item((await read(school.mentor)).items, `courseEvent-${event.id}`)?.place).toBe('Hall 2');

    await ctx.db.update(courseTasks).set({ disabled: true }).where(eq(courseTasks.id, taskId));
    expect(task((await read(school.mentor)).items)).toBeUndefined();
    await ctx.db.update(courseTasks).set({ disabled: false }).where(eq(courseTasks.id, taskId));
    expect(task((await read(school.mentor)).items)?.name).toBe('Renamed task');
  });

  it('moves the statuses when the clock passes a start or an end, with no write', async () => {
    const atStart = ctx.clock.now();
    try {
      ctx.clock.set(new Date(end.getTime() - 1));
      const open = await read(school.mentor);
      expect(task(open.items)?.status).toBe('available');
      ctx.clock.set(end);
      const lastInstant = await read(school.mentor);
      expect(task(lastInstant.items)?.status).toBe('available');
      expect((await read(school.mentor, ctx, { 'If-None-Match': lastInstant.etag as string })).status).toBe(304);
      ctx.clock.set(new Date(end.getTime() + 1));
      const closed = await read(school.mentor);
      expect(task(closed.items)?.status).toBe('archived');
      expect(closed.etag).not.toBe(lastInstant.etag);
      expect((await read(school.mentor, ctx, { 'If-None-Match': lastInstant.etag as string })).status).toBe(200);
      // Back before the end (a clock set back): the answer of that time again, not the cached later one.
      ctx.clock.set(new Date(end.getTime() - DAY));
      expect(task((await read(school.mentor)).items)?.status).toBe('available');
    } finally {
      ctx.clock.set(atStart);
    }
  });

  it('never reads stale through a second instance on the same database', async () => {
    const second = ctx.buildApp();
    await read(school.mentor, second);
    await read(school.mentor);
    await ctx.db.update(tasks).set({ name: 'Renamed again' }).where(eq(tasks.id, catalogueTaskId));
    expect(task((await read(school.mentor, second)).items)?.name).toBe('Renamed again');
    const first = await read(school.mentor);
    const through = await read(school.mentor, second);
    expect(through.etag).toBe(first.etag);
    expect(through.text).toBe(first.text);
  });
});
