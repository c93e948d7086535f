import { createTestContext, type RequestOptions, type TestApp, type TestContext } from '../../support/server/context';
import { addStudent, addUser, type TestUser } from '../../support/server/school';
import { insertCourseTask, insertResult, scheduleCourse, type ScheduleCourse } from '../../support/server/schedule';
import { countingDb } from '../../support/server/counting-db';

// Issue 12, the cold schedule: a request with nothing cached under its key reads the schedule version with the
// viewer's facts in one statement (viewer-facts.ts; list-cache.ts readsVersion) instead of a version read first. The
// answer, its tag and every later revalidation stay as they were; a write committed before a request is never missed.
type Item = { key: string; status: string; score: number | null };

let ctx: TestContext;
let school: ScheduleCourse;
let taskId: number;
const viewers: { user: TestUser; studentId: number }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  school = await scheduleCourse(ctx.db);
  const task = await insertCourseTask(ctx.db, school.course.id, {
    name: 'Round-trip task',
    studentStartDate: new Date('2026-02-25T00:00:00Z'),
    studentEndDate: new Date('2026-03-05T00:00:00Z'),
    taskOwnerId: school.mentor.id,
  });
  taskId = task.id;
  for (let n = 0; n < 3; n += 1) {
    const user = await addUser(ctx.db);
    viewers.push({ user, studentId: await addStudent(ctx.db, school.course.id, user.id) });
  }
});
afterAll(() => ctx.close());

async function read(app: TestApp, as: RequestOptions['as'], headers: Record<string, string> = {}) {
  const response = await app.request(`/api/v2/courses/${school.course.id}/schedule`, { as, headers });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('ETag'), text };
}
const scoreOf = (text: string) =>
  (JSON.parse(text) as Item[]).find((item) => item.key === `courseTask-${taskId}`)?.score;

describe('schedule round trips', () => {
  it('answers a first read in one statement besides the session, with the bytes and tag of the version read', async () => {
    const counting = countingDb(ctx.db);
    const app = ctx.buildApp({ db: counting.db });
    const [first] = viewers;
    // The course's items loaded and the viewer's session derived beforehand: what is left is the request's own reads.
    await read(app, school.student);
    await app.request('/api/v2/session', { as: first.user });
    let before = counting.executed();
    const cold = await read(app, first.user);
    expect(cold.status).toBe(200);
    expect(counting.executed()).toBe(before + 1);
    // Byte for byte and tag for tag what an instance that read the version first answers (a hit there).
    const reference = await read(ctx, first.user);
    expect(cold.text).toBe(reference.text);
    // Asked again: kept now (keepOnRepeat), then a hit costs the version read alone and keeps the first tag.
    expect((await read(app, first.user)).etag).toBe(cold.etag);
    before = counting.executed();
    const hit = await read(app, first.user);
    expect(counting.executed()).toBe(before + 1);
    expect(hit.etag).toBe(cold.etag);
    expect(hit.text).toBe(cold.text);
    expect((await read(app, first.user, { 'If-None-Match': cold.etag as string })).status).toBe(304);
    // The staff view goes the same way.
    const staff = await read(app, school.manager);
    expect(staff.text).toBe((await read(ctx, school.manager)).text);
  });

  it('never misses a write committed before the request, first read or kept answer', async () => {
    const app = ctx.buildApp();
    const [first, second, third] = viewers;
    await read(app, second.user);
    await read(app, second.user);
    const kept = await read(app, second.user);
    await insertResult(ctx.db, taskId, second.studentId, 42);
    await insertResult(ctx.db, taskId, third.studentId, 17);
    const after = await read(app, second.user);
    expect(scoreOf(after.text)).toBe(42);
    expect(after.etag).not.toBe(kept.etag);
    expect((await read(app, second.user, { 'If-None-Match': kept.etag as string })).status).toBe(200);
    // A first read after the write.
    expect(scoreOf((await read(app, third.user)).text)).toBe(17);
    expect(scoreOf((await read(app, first.user)).text)).toBeNull();
  });
});
