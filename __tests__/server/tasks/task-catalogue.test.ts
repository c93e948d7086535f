import { eq } from 'drizzle-orm';
import { courseTasks, tasks } from '@/server/db/schema';
import { START_TIME, createTestContext, readProblem, type TestContext } from '../../support/server/context';

// access.md §30 and data-model.md §4 "task (soft)": the global task catalogue.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Task = {
  id: number;
  name: string;
  type: string;
  attributes: Record<string, unknown>;
  courses: { id: number; alias: string }[];
  discipline: { id: number; name: string } | null;
  updatedDate: string;
};

const selfCheck = {
  public: {
    maxAttemptsNumber: 2,
    thresholdPercentage: 70,
    questions: [
      { question: 'Pick one', answers: ['a', 'b'], multiple: false },
      { question: 'Pick many', answers: ['a', 'b', 'c'], multiple: true },
    ],
  },
  answers: [1, [0, 2]],
};

const post = (body: unknown, as: 'admin' | 'manager' | 'supervisor' = 'admin') =>
  ctx.request('/api/v2/tasks', { method: 'POST', as, body });
const create = async (body: Record<string, unknown>) => {
  const response = await post({ type: 'jstask', descriptionUrl: 'https://example.com/t', ...body });
  expect(response.status).toBe(201);
  return (await response.json()) as Task;
};
const list = async (as: 'admin' | 'manager' | 'supervisor' = 'admin') => {
  const response = await ctx.request('/api/v2/tasks', { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Task[];
};

describe('POST /tasks', () => {
  it('creates a task for a manager and answers 201 with the stored fields', async () => {
    const response = await post(
      { name: '  Songbird ', type: 'jstask', descriptionUrl: 'https://example.com/songbird', tags: ['js'] },
      'manager',
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: 'Songbird', type: 'jstask', tags: ['js'], courses: [] });
  });

  it('refuses an unknown task type with 400 naming type', async () => {
    const response = await post({ name: 'X', type: 'pythontask', descriptionUrl: 'https://example.com/x' });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual([{ path: 'type', message: expect.stringMatching(/jstask/) }]);
  });

  it('refuses a description URL that is not http(s)', async () => {
    const response = await post({ name: 'X', type: 'jstask', descriptionUrl: 'ftp://example.com/x' });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.[0].path).toBe('descriptionUrl');
  });

  it('refuses a supervisor-only power user with 403 (owner: admin or manager in any course)', async () => {
    const response = await post({ name: 'X', type: 'jstask', descriptionUrl: 'https://example.com/x' }, 'supervisor');
    expect(response.status).toBe(403);
  });

  it('stores a valid self-check test', async () => {
    const task = await create({ name: 'Quiz', type: 'selfeducation', attributes: selfCheck });
    expect(task.attributes).toEqual(selfCheck);
  });

  it('refuses a self-check answer out of range with 400 naming attributes.answers.1', async () => {
    const response = await post({
      name: 'Bad quiz',
      type: 'selfeducation',
      descriptionUrl: 'https://example.com/q',
      attributes: { ...selfCheck, answers: [1, [0, 3]] },
    });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual([
      { path: 'attributes.answers.1', message: expect.any(String) },
    ]);
  });

  it('refuses a self-check test without questions, and a single answer given as a list', async () => {
    const none = await post({
      name: 'Empty quiz',
      type: 'selfeducation',
      descriptionUrl: 'https://example.com/q',
      attributes: { public: { questions: [] }, answers: [] },
    });
    expect(none.status).toBe(400);
    expect((await readProblem(none)).errors?.[0].path).toBe('attributes.public.questions');
    const shape = await post({
      name: 'Shape quiz',
      type: 'selfeducation',
      descriptionUrl: 'https://example.com/q',
      attributes: { ...selfCheck, answers: [[1], 0] },
    });
    expect(shape.status).toBe(400);
    expect((await readProblem(shape)).errors?.map((error) => error.path)).toEqual([
      'attributes.answers.0',
      'attributes.answers.1',
    ]);
  });
});

describe('GET /tasks', () => {
  it('lists live tasks updatedDate desc with the courses that use them (not disabled)', async () => {
    ctx.clock.set(new Date(START_TIME.getTime() + 60_000));
    const used = await create({ name: 'Used task' });
    const { courseA, courseB } = ctx.school;
    const base = { studentStartDate: START_TIME, studentEndDate: START_TIME };
    await ctx.db.insert(courseTasks).values([
      { courseId: courseA.id, taskId: used.id, ...base },
      { courseId: courseB.id, taskId: used.id, ...base, disabled: true },
    ]);
    ctx.clock.set(new Date(START_TIME.getTime() + 120_000));
    const latest = await create({ name: 'Latest task' });
    const all = (await list()).filter((task) => [latest.id, used.id].includes(task.id));
    expect(all.map((task) => task.id)).toEqual([latest.id, used.id]);
    expect(all[1].courses).toEqual([{ id: courseA.id, alias: courseA.alias }]);
  });

  it('leaves the self-check answers out for a supervisor-only caller (R9.6)', async () => {
    await create({ name: 'Answers quiz', type: 'selfeducation', attributes: selfCheck });
    const forSupervisor = (await list('supervisor')).find((task) => task.name === 'Answers quiz');
    expect(forSupervisor?.attributes).toEqual({ public: selfCheck.public });
    const forManager = (await list('manager')).find((task) => task.name === 'Answers quiz');
    expect(forManager?.attributes).toEqual(selfCheck);
  });

  it('refuses a caller who is no power user', async () => {
    expect((await ctx.request('/api/v2/tasks', { as: 'dementor' })).status).toBe(403);
    expect((await ctx.request('/api/v2/tasks', { as: 'student' })).status).toBe(403);
  });
});

describe('PATCH /tasks/{id}', () => {
  it('changes only the fields sent', async () => {
    const task = await create({ name: 'Patch me', tags: ['a'] });
    const response = await ctx.request(`/api/v2/tasks/${task.id}`, {
      method: 'PATCH',
      as: 'manager',
      body: { githubPrRequired: true, githubRepoName: 'patch-me' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Patch me', tags: ['a'], githubPrRequired: true });
  });

  it('validates the attributes when the type turns into selfeducation', async () => {
    const task = await create({ name: 'Turn into quiz' });
    const response = await ctx.request(`/api/v2/tasks/${task.id}`, {
      method: 'PATCH',
      as: 'admin',
      body: { type: 'selfeducation' },
    });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.[0].path).toMatch(/^attributes/);
  });

  it('answers 404 for an unknown task and 400 for an unknown field', async () => {
    const unknown = await ctx.request('/api/v2/tasks/999999', { method: 'PATCH', as: 'admin', body: { name: 'X' } });
    expect(unknown.status).toBe(404);
    const task = await create({ name: 'Strict body' });
    const extra = await ctx.request(`/api/v2/tasks/${task.id}`, { method: 'PATCH', as: 'admin', body: { foo: 1 } });
    expect(extra.status).toBe(400);
  });
});

describe('DELETE /tasks/{id}', () => {
  it('soft-deletes for an admin: the row stays, the catalogue hides it, a second delete is 404', async () => {
    const task = await create({ name: 'Delete me' });
    expect((await ctx.request(`/api/v2/tasks/${task.id}`, { method: 'DELETE', as: 'manager' })).status).toBe(403);
    expect((await ctx.request(`/api/v2/tasks/${task.id}`, { method: 'DELETE', as: 'admin' })).status).toBe(204);
    const [row] = await ctx.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row.deletedAt).not.toBeNull();
    expect((await list()).some((entry) => entry.id === task.id)).toBe(false);
    expect((await ctx.request(`/api/v2/tasks/${task.id}`, { method: 'DELETE', as: 'admin' })).status).toBe(404);
  });
});
