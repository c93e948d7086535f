import { eq } from 'drizzle-orm';
import { alerts } from '@/server/db/schema';
import {
  START_TIME,
  createTestContext,
  readProblem,
  type Caller,
  type TestContext,
} from '../../support/server/context';

// access.md §2, rules.md R23.1: admin-managed alerts; GET lists the enabled alerts a caller may see, newest first.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Alert = {
  id: number;
  text: string;
  type: 'info' | 'warn' | 'error';
  enabled: boolean;
  courseId: number | null;
  course: { id: number; name: string; alias: string } | null;
  createdDate: string;
  updatedDate: string;
};

const MINUTE = 60_000;
const create = async (body: Record<string, unknown>) => {
  ctx.clock.advance(MINUTE);
  const response = await ctx.request('/api/v2/alerts', { method: 'POST', as: 'admin', body });
  expect(response.status).toBe(201);
  return (await response.json()) as Alert;
};
const patch = (id: number, body: unknown, as: Caller = 'admin') =>
  ctx.request(`/api/v2/alerts/${id}`, { method: 'PATCH', as, body });
const list = async (as: Caller, query = '') => {
  const response = await ctx.request(`/api/v2/alerts${query}`, { as });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Alert[];
};
const ids = (items: Alert[]) => items.map((item) => item.id);

describe('POST /alerts', () => {
  it('creates a disabled alert by default and answers 201 with the course it belongs to', async () => {
    ctx.clock.set(START_TIME);
    const { courseA } = ctx.school;
    const response = await ctx.request('/api/v2/alerts', {
      method: 'POST',
      as: 'admin',
      body: { type: 'warn', text: '  Deadline moved  ', courseId: courseA.id },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Alert;
    expect(created).toEqual({
      id: expect.any(Number),
      text: 'Deadline moved',
      type: 'warn',
      enabled: false,
      courseId: courseA.id,
      course: { id: courseA.id, name: courseA.name, alias: courseA.alias },
      createdDate: START_TIME.toISOString(),
      updatedDate: START_TIME.toISOString(),
    });
    const [row] = await ctx.db.select().from(alerts).where(eq(alerts.id, created.id));
    expect(row).toMatchObject({ enabled: false, type: 'warn', courseId: courseA.id });
  });

  it.each([
    [{ type: 'danger', text: 'x' }, 'type'],
    [{ type: 'info', text: '   ' }, 'text'],
    [{ type: 'info', text: 'x'.repeat(2001) }, 'text'],
    [{ text: 'no type' }, 'type'],
    [{ type: 'info', text: 'x', courseId: 0 }, 'courseId'],
    [{ type: 'info', text: 'x', enabled: 'yes' }, 'enabled'],
    [{ type: 'info', text: 'x', colour: 'red' }, ''],
  ])('refuses bad input %# with a 400 naming the field', async (body, field) => {
    const response = await ctx.request('/api/v2/alerts', { method: 'POST', as: 'admin', body });
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    expect(problem.errors?.some((error) => error.path.includes(field))).toBe(true);
  });

  it('accepts a 2000-character text', async () => {
    expect((await create({ type: 'info', text: 'y'.repeat(2000) })).text).toHaveLength(2000);
  });

  it('answers 404 naming courseId for an unknown course and writes nothing', async () => {
    const before = (await ctx.db.select().from(alerts)).length;
    const response = await ctx.request('/api/v2/alerts', {
      method: 'POST',
      as: 'admin',
      body: { type: 'info', text: 'x', courseId: 999_999 },
    });
    expect(response.status).toBe(404);
    expect((await readProblem(response)).errors).toEqual([{ path: 'courseId', message: expect.any(String) }]);
    expect(await ctx.db.select().from(alerts)).toHaveLength(before);
  });

  it.each(['student', 'manager', 'anonymous'] as const)('refuses %s', async (as) => {
    const response = await ctx.request('/api/v2/alerts', { method: 'POST', as, body: { type: 'info', text: 'x' } });
    expect(response.status).toBe(as === 'anonymous' ? 401 : 403);
  });
});

describe('GET /alerts', () => {
  let global: Alert;
  let ofA: Alert;
  let ofB: Alert;
  let disabled: Alert;
  beforeAll(async () => {
    await ctx.db.delete(alerts);
    global = await create({ type: 'info', text: 'Global', enabled: true });
    ofA = await create({ type: 'warn', text: 'Course A', enabled: true, courseId: ctx.school.courseA.id });
    ofB = await create({ type: 'error', text: 'Course B', enabled: true, courseId: ctx.school.courseB.id });
    disabled = await create({ type: 'info', text: 'Off' });
  });

  it('shows a student the enabled global alerts and those of his course, newest first', async () => {
    expect(ids(await list('student'))).toEqual([ofA.id, global.id]);
    expect(ids(await list('otherCourseStudent'))).toEqual([ofB.id, global.id]);
  });

  it('shows staff of a course that course alerts, and a user with no course only the global ones', async () => {
    expect(ids(await list('manager'))).toEqual([ofA.id, global.id]);
    expect(ids(await list('newcomer'))).toEqual([global.id]);
  });

  it('gives an admin every alert with enabled=false, newest first', async () => {
    expect(ids(await list('admin', '?enabled=false'))).toEqual([disabled.id, ofB.id, ofA.id, global.id]);
  });

  it('gives a non-admin asking for enabled=false the enabled list only', async () => {
    expect(ids(await list('student', '?enabled=false'))).toEqual([ofA.id, global.id]);
  });

  it('refuses a bad enabled value with a 400 and an anonymous caller with a 401', async () => {
    const bad = await ctx.request('/api/v2/alerts?enabled=maybe', { as: 'student' });
    expect(bad.status).toBe(400);
    expect((await readProblem(bad)).errors?.[0].path).toContain('enabled');
    expect((await ctx.request('/api/v2/alerts', { as: 'anonymous' })).status).toBe(401);
  });
});

describe('PATCH /alerts/{id}', () => {
  it('enables an alert, changes its text and type and makes it global', async () => {
    const alert = await create({ type: 'info', text: 'Draft', courseId: ctx.school.courseB.id });
    ctx.clock.advance(MINUTE);
    const response = await patch(alert.id, { enabled: true, text: 'Final', type: 'error', courseId: null });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Alert;
    expect(updated).toMatchObject({ enabled: true, text: 'Final', type: 'error', courseId: null, course: null });
    expect(updated.updatedDate).toBe(ctx.clock.now().toISOString());
    expect(ids(await list('student'))).toContain(alert.id);
  });

  it('leaves fields a patch does not name alone', async () => {
    const alert = await create({ type: 'warn', text: 'Keep me', enabled: true });
    const updated = (await (await patch(alert.id, { enabled: false })).json()) as Alert;
    expect(updated).toMatchObject({ type: 'warn', text: 'Keep me', enabled: false });
  });

  it('answers 404 for an unknown alert, 404 naming courseId for an unknown course, 400 for bad input', async () => {
    const alert = await create({ type: 'info', text: 'x' });
    expect((await patch(999_999, { enabled: true })).status).toBe(404);
    const unknownCourse = await patch(alert.id, { courseId: 999_999 });
    expect(unknownCourse.status).toBe(404);
    expect((await readProblem(unknownCourse)).errors?.[0].path).toBe('courseId');
    const badType = await patch(alert.id, { type: 'loud' });
    expect(badType.status).toBe(400);
    expect((await readProblem(badType)).errors?.[0].path).toContain('type');
    expect((await patch(alert.id, { text: '' })).status).toBe(400);
  });

  it('refuses non-admins', async () => {
    const alert = await create({ type: 'info', text: 'x' });
    expect((await patch(alert.id, { enabled: true }, 'manager')).status).toBe(403);
  });
});

describe('DELETE /alerts/{id}', () => {
  it('deletes an alert with 204, then answers 404', async () => {
    const alert = await create({ type: 'info', text: 'Bye', enabled: true });
    const remove = () => ctx.request(`/api/v2/alerts/${alert.id}`, { method: 'DELETE', as: 'admin' });
    expect((await ctx.request(`/api/v2/alerts/${alert.id}`, { method: 'DELETE', as: 'student' })).status).toBe(403);
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect(ids(await list('student'))).not.toContain(alert.id);
  });
});
