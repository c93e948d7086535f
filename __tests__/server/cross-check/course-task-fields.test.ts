import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { crossCheckTask, DAY, submit, submitters } from '../../support/server/cross-check-lifecycle';
import { tasks } from '@/server/db/schema';

// access.md §14 for the cross-check lifecycle: the score rule of a task, and what the Course Tasks page needs for
// "Cross-Check: Distribute" (the submission count) and the "not enough submissions" flag (R7.3).
let ctx: TestContext;
let course: StaffedCourse;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

type Detailed = { id: number; submissionsCount: number; notEnoughSubmissions: boolean; crossCheckScoreRule: string };

describe('crossCheckScoreRule', () => {
  const input = async (values: Record<string, unknown> = {}) => {
    const [task] = await ctx.db.insert(tasks).values({ name: 'Portfolio', type: 'htmltask' }).returning();
    return {
      taskId: task.id,
      checker: 'crossCheck',
      studentStartDate: '2026-03-01T00:00:00.000Z',
      studentEndDate: '2026-03-10T00:00:00.000Z',
      crossCheckEndDate: '2026-03-17T00:00:00.000Z',
      ...values,
    };
  };
  const path = () => `/api/v2/courses/${course.id}/tasks`;

  it('defaults to topMean and is saved as given on create and update', async () => {
    const created = await ctx.request(path(), { method: 'POST', as: 'manager', body: await input() });
    expect(created.status).toBe(201);
    const task = (await created.json()) as { id: number; crossCheckScoreRule: string };
    expect(task.crossCheckScoreRule).toBe('topMean');
    const updated = await ctx.request(`${path()}/${task.id}`, {
      method: 'PUT',
      as: 'manager',
      body: await input({ crossCheckScoreRule: 'median' }),
    });
    expect(await updated.json()).toMatchObject({ id: task.id, crossCheckScoreRule: 'median' });
    const mine = await ctx.request(`${path()}/${task.id}`, { as: 'manager' });
    expect(await mine.json()).toMatchObject({ crossCheckScoreRule: 'median' });
  });

  it('refuses a rule outside topMean, median, trimmedMean (400 naming the field)', async () => {
    const response = await ctx.request(path(), {
      method: 'POST',
      as: 'manager',
      body: await input({ crossCheckScoreRule: 'mean' }),
    });
    expect((await readProblem(response)).errors?.map((error) => error.path)).toEqual(['crossCheckScoreRule']);
  });
});

describe('submissions on the Course Tasks page (R7.3)', () => {
  it('counts the solutions of active students and flags a due cross-check below 3 of them', async () => {
    const now = ctx.clock.now().getTime();
    const ended = { studentStartDate: new Date(now - 9 * DAY), studentEndDate: new Date(now - DAY) };
    const few = await crossCheckTask(ctx, course.id, ended);
    await submitters(ctx, course.id, few, 2);
    await submit(ctx.db, few, await enrolStudent(ctx, course.id, { isExpelled: true }));
    const enough = await crossCheckTask(ctx, course.id, ended);
    await submitters(ctx, course.id, enough, 3);
    const open = await crossCheckTask(ctx, course.id);
    const distributed = await crossCheckTask(ctx, course.id, { ...ended, crossCheckStatus: 'distributed' });
    const response = await ctx.request(`/api/v2/courses/${course.id}/tasks/detailed`, { as: 'manager' });
    const byId = new Map(((await response.json()) as Detailed[]).map((task) => [task.id, task]));
    expect([few, enough, open, distributed].map((id) => byId.get(id))).toEqual([
      expect.objectContaining({ submissionsCount: 2, notEnoughSubmissions: true }),
      expect.objectContaining({ submissionsCount: 3, notEnoughSubmissions: false }),
      expect.objectContaining({ submissionsCount: 0, notEnoughSubmissions: false }),
      expect.objectContaining({ submissionsCount: 0, notEnoughSubmissions: false }),
    ]);
    const one = await ctx.request(`/api/v2/courses/${course.id}/tasks/${few}`, { as: 'manager' });
    expect(await one.json()).toMatchObject({ submissionsCount: 2, notEnoughSubmissions: true });
  });
});
