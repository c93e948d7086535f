import { and, asc, eq } from 'drizzle-orm';
import { courseTasks, scheduleChanges, students, tasks } from '@/server/db/schema';
import { writeTaskResult } from '@/server/modules/scores';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { enrolStudent } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';

// access.md §14 course task writes, §36 CourseTaskInput validation, rules.md R3.3 recompute and R20.9 schedule_change.
let ctx: TestContext;
let courseId: number;
let taskId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  courseId = ctx.school.courseA.id;
  const [task] = await ctx.db.insert(tasks).values({ name: 'Songbird', type: 'jstask' }).returning({ id: tasks.id });
  taskId = task.id;
});
afterAll(() => ctx.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  taskId,
  checker: 'mentor',
  studentStartDate: '2026-03-02T00:00:00.000Z',
  studentEndDate: '2026-03-16T23:59:00.000Z',
  ...overrides,
});
const create = (body: unknown, course = courseId) =>
  ctx.request(`/api/v2/courses/${course}/tasks`, { method: 'POST', as: 'manager', body });
const changesOf = (entityId: number) =>
  ctx.db
    .select()
    .from(scheduleChanges)
    .where(and(eq(scheduleChanges.entityType, 'courseTask'), eq(scheduleChanges.entityId, entityId)))
    .orderBy(asc(scheduleChanges.id));

describe('POST /courses/{courseId}/tasks', () => {
  it('creates the course task with defaults and answers 201 CourseTask', async () => {
    const response = await create(input({ submitText: 'Deployed link', validations: { githubPrInUrl: true } }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      taskId,
      name: 'Songbird',
      type: 'jstask',
      checker: 'mentor',
      maxScore: 100,
      scoreWeight: 1,
      crossCheckStatus: 'initial',
      submitText: 'Deployed link',
      validations: { githubPrInUrl: true },
      taskOwner: null,
      teamDistributionId: null,
      studentEndDate: '2026-03-16T23:59:00.000Z',
    });
  });

  it('refuses an end before the start, naming studentEndDate (end before start)', async () => {
    const response = await create(input({ studentEndDate: '2026-03-01T00:00:00.000Z' }));
    const problem = await expectProblemNaming(response, 400, 'studentEndDate');
    expect(problem.errors).toContainEqual({ path: 'studentEndDate', message: 'end before start' });
  });

  it.each([
    ['scoreWeight', { scoreWeight: -1 }],
    ['scoreWeight', { scoreWeight: 101 }],
    ['maxScore', { maxScore: 0 }],
    ['maxScore', { maxScore: 10001 }],
    ['pairsCount', { pairsCount: 11 }],
    ['submitText', { submitText: 'x'.repeat(1025) }],
    ['crossCheckEndDate', { checker: 'crossCheck' }],
    ['crossCheckEndDate', { checker: 'crossCheck', crossCheckEndDate: '2026-03-10T00:00:00.000Z' }],
    ['taskOwnerId', { checker: 'taskOwner' }],
    ['unknownField', { unknownField: 1 }],
  ])('refuses an invalid %s with 400', async (field, overrides) => {
    await expectProblemNaming(await create(input(overrides)), 400, field);
  });

  it('refuses an unknown task with 404 naming taskId', async () => {
    await expectProblemNaming(await create(input({ taskId: 999999 })), 404, 'taskId');
  });

  it('accepts a cross-check task whose cross-check ends after the submit deadline', async () => {
    const response = await create(
      input({ checker: 'crossCheck', crossCheckEndDate: '2026-03-20T00:00:00.000Z', pairsCount: 3 }),
    );
    expect(response.status).toBe(201);
  });

  it('writes one schedule_change insert row with the current fields (R20.9)', async () => {
    const created = (await (await create(input())).json()) as { id: number };
    const rows = await changesOf(created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId, operation: 'insert', previous: null, notifiedAt: null });
    expect(rows[0].current).toMatchObject({
      studentEndDate: '2026-03-16T23:59:00.000Z',
      maxScore: 100,
      checker: 'mentor',
    });
  });

  it('forbids a mentor (403)', async () => {
    const response = await ctx.request(`/api/v2/courses/${courseId}/tasks`, {
      method: 'POST',
      as: 'mentor',
      body: input(),
    });
    expect(response.status).toBe(403);
  });
});

describe('PUT and DELETE /courses/{courseId}/tasks/{courseTaskId}', () => {
  it('updates the task and records previous and current fields', async () => {
    const created = (await (await create(input())).json()) as { id: number };
    const response = await ctx.request(`/api/v2/courses/${courseId}/tasks/${created.id}`, {
      method: 'PUT',
      as: 'manager',
      body: input({ studentEndDate: '2026-03-20T00:00:00.000Z', maxScore: 50 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: created.id, maxScore: 50 });
    const rows = await changesOf(created.id);
    expect(rows.map((row) => row.operation)).toEqual(['insert', 'update']);
    expect(rows[1].previous).toMatchObject({ studentEndDate: '2026-03-16T23:59:00.000Z', maxScore: 100 });
    expect(rows[1].current).toMatchObject({ studentEndDate: '2026-03-20T00:00:00.000Z', maxScore: 50 });
  });

  it('validates the body on update as on create', async () => {
    const created = (await (await create(input())).json()) as { id: number };
    const response = await ctx.request(`/api/v2/courses/${courseId}/tasks/${created.id}`, {
      method: 'PUT',
      as: 'manager',
      body: input({ scoreWeight: -2 }),
    });
    await expectProblemNaming(response, 400, 'scoreWeight');
  });

  it('soft-deletes: the task is disabled, hidden from the list, and a remove row is written', async () => {
    const created = (await (await create(input())).json()) as { id: number };
    const response = await ctx.request(`/api/v2/courses/${courseId}/tasks/${created.id}`, {
      method: 'DELETE',
      as: 'manager',
    });
    expect(response.status).toBe(204);
    const [row] = await ctx.db.select().from(courseTasks).where(eq(courseTasks.id, created.id));
    expect(row.disabled).toBe(true);
    const list = (await (await ctx.request(`/api/v2/courses/${courseId}/tasks`, { as: 'manager' })).json()) as {
      id: number;
    }[];
    expect(list.map((task) => task.id)).not.toContain(created.id);
    expect((await changesOf(created.id)).map((change) => change.operation)).toEqual(['insert', 'remove']);
  });

  it("answers 404 for another course's task on GET, PUT and DELETE", async () => {
    const foreign = await addCourseTask(ctx.db, ctx.school.courseB.id);
    const path = `/api/v2/courses/${courseId}/tasks/${foreign}`;
    expect((await ctx.request(path, { as: 'manager' })).status).toBe(404);
    expect((await ctx.request(path, { method: 'PUT', as: 'manager', body: input() })).status).toBe(404);
    const removed = await ctx.request(path, { method: 'DELETE', as: 'manager' });
    expect(removed.status).toBe(404);
    expect((await readProblem(removed)).type).toBe('/problems/not_found');
    expect(await changesOf(foreign)).toHaveLength(0);
  });
});

describe('R3.3 totals follow a course task change', () => {
  it('recomputes every total after a weight change and after a delete', async () => {
    const created = (await (await create(input({ maxScore: 100, scoreWeight: 1 }))).json()) as { id: number };
    const { studentId } = await enrolStudent(ctx, courseId);
    const manager = ctx.school.users.manager.id;
    await ctx.db.transaction((tx) =>
      writeTaskResult(tx, { studentId, courseTaskId: created.id, score: 80, authorId: manager }, ctx.clock.now()),
    );
    const total = async () => (await ctx.db.select().from(students).where(eq(students.id, studentId)))[0].totalScore;
    expect(Number(await total())).toBe(80);

    const put = await ctx.request(`/api/v2/courses/${courseId}/tasks/${created.id}`, {
      method: 'PUT',
      as: 'manager',
      body: input({ maxScore: 100, scoreWeight: 0.5 }),
    });
    expect(put.status).toBe(200);
    expect(Number(await total())).toBe(40);

    await ctx.request(`/api/v2/courses/${courseId}/tasks/${created.id}`, { method: 'DELETE', as: 'manager' });
    expect(Number(await total())).toBe(0);
  });
});

describe('the task owner role follows course task writes at once (R1.6)', () => {
  const rolesIn = async (as: 'dementor' | 'mentor') => {
    const session = await (await ctx.request('/api/v2/session', { as })).json();
    return session.courses[courseId]?.roles ?? [];
  };

  it('grants the role on create, moves it on an owner change and takes it on delete, past a warm session cache', async () => {
    const { dementor, mentor } = ctx.school.users;
    expect(await rolesIn('dementor')).not.toContain('taskOwner');
    const created = await create(input({ checker: 'taskOwner', taskOwnerId: dementor.id }));
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(await rolesIn('dementor')).toContain('taskOwner');

    expect(await rolesIn('mentor')).not.toContain('taskOwner');
    const moved = await ctx.request(`/api/v2/courses/${courseId}/tasks/${id}`, {
      method: 'PUT',
      as: 'manager',
      body: input({ checker: 'taskOwner', taskOwnerId: mentor.id }),
    });
    expect(moved.status).toBe(200);
    expect(await rolesIn('dementor')).not.toContain('taskOwner');
    expect(await rolesIn('mentor')).toContain('taskOwner');

    const removed = await ctx.request(`/api/v2/courses/${courseId}/tasks/${id}`, { method: 'DELETE', as: 'manager' });
    expect(removed.status).toBe(204);
    expect(await rolesIn('mentor')).not.toContain('taskOwner');
  });
});
