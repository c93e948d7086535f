import { cancelStaleVerifications } from '@/server/modules/task-verifications';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addCourseTask } from '../../support/server/school';
import {
  DAY,
  HOUR,
  resultOf,
  submitAttempt,
  verificationSetup,
  verificationsOf,
  type VerificationSetup,
} from '../../support/server/verifications';

// access.md §8 external checks: pending row with the payload, the checker's queue and answer (admin machine account),
// rules.md R9.5 best score and the stale sweep.
let ctx: TestContext;
let setup: VerificationSetup;
beforeAll(async () => {
  ctx = await createTestContext();
  setup = await verificationSetup(ctx);
});
afterAll(() => ctx.close());

const addExternalTask = (type: 'codewars' | 'jstask' | 'ipynb') => {
  const now = ctx.clock.now().getTime();
  return addCourseTask(ctx.db, setup.course.id, {
    checker: 'auto-test',
    type,
    maxScore: 100,
    studentStartDate: new Date(now - DAY),
    studentEndDate: new Date(now + 7 * DAY),
  });
};
const submit = (taskId: number, body: unknown) => submitAttempt(ctx, setup.course.id, taskId, body, setup.student.user);
const queue = (as: 'admin' | 'manager' = 'admin') =>
  ctx.request(`/api/v2/courses/${setup.course.id}/task-verifications`, { as });
const answer = (id: number, body: unknown, as: 'admin' | 'manager' = 'admin') =>
  ctx.request(`/api/v2/task-verifications/${id}`, { method: 'PUT', as, body });

describe('submitting for an external check (R9.5)', () => {
  it('stores a pending verification with the payload and lists it in the checker queue, oldest first', async () => {
    const taskId = await addExternalTask('jstask');
    const response = await submit(taskId, { url: 'https://github.com/someone/virtual-keyboard' });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ status: 'pending', score: 0, details: null, courseTaskId: taskId });
    const listed = await (await queue()).json();
    expect(listed).toContainEqual({
      id: created.id,
      courseTaskId: taskId,
      githubId: setup.student.user.githubId,
      taskName: expect.any(String),
      sourceGithubRepoUrl: null,
      githubRepoName: null,
      payload: expect.objectContaining({
        githubId: setup.student.user.githubId,
        url: 'https://github.com/someone/virtual-keyboard',
      }),
    });
  });

  it('requires a repository URL for code tasks and a notebook for ipynb tasks (400 naming the field)', async () => {
    await expectProblemNaming(await submit(await addExternalTask('jstask'), {}), 400, 'url');
    const notebookTask = await addExternalTask('ipynb');
    await expectProblemNaming(await submit(notebookTask, {}), 400, 'notebook');
    const notebook = { fileName: 'pandas.ipynb', contentBase64: Buffer.from('{"cells":[]}').toString('base64') };
    expect((await submit(notebookTask, { notebook })).status).toBe(201);
    await expectProblemNaming(await submit(await addExternalTask('codewars'), { answers: [] }), 400, 'answers');
  });

  it('refuses a task that is not auto-checked with 409', async () => {
    const mentorTask = await addCourseTask(ctx.db, setup.course.id, {
      checker: 'mentor',
      studentStartDate: new Date(ctx.clock.now().getTime() - DAY),
      studentEndDate: new Date(ctx.clock.now().getTime() + DAY),
    });
    expect((await submit(mentorTask, {})).status).toBe(409);
  });
});

describe("the checker's answer (PUT /task-verifications/{id})", () => {
  it('completes the check, writes the result, and keeps the best score over later lower checks', async () => {
    const taskId = await addExternalTask('codewars');
    const first = await (await submit(taskId, {})).json();
    const done = await answer(first.id, { score: 80, details: 'All katas solved', status: 'completed' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      id: first.id,
      status: 'completed',
      score: 80,
      details: 'All katas solved',
    });
    expect((await resultOf(ctx, setup.student.studentId, taskId)).score).toBe(80);

    const second = await (await submit(taskId, {})).json();
    await answer(second.id, { score: 60, details: 'Some katas', status: 'completed' });
    expect((await resultOf(ctx, setup.student.studentId, taskId)).score).toBe(80);
    const third = await (await submit(taskId, {})).json();
    await answer(third.id, { score: 95, details: 'More katas', status: 'completed' });
    const result = await resultOf(ctx, setup.student.studentId, taskId);
    expect(result.score).toBe(95);
    expect(result.history.map((entry) => entry.authorId)).toEqual([0, 0]);
  });

  it('records an error without a result, and answers 409 once the check is not pending', async () => {
    const taskId = await addExternalTask('codewars');
    const attempt = await (await submit(taskId, {})).json();
    expect(
      await (await answer(attempt.id, { score: 0, details: 'Repository not found', status: 'error' })).json(),
    ).toMatchObject({
      status: 'error',
    });
    expect(await resultOf(ctx, setup.student.studentId, taskId)).toBeUndefined();
    const again = await answer(attempt.id, { score: 10, details: 'late', status: 'completed' });
    expect(again.status).toBe(409);
    expect((await readProblem(again)).detail).toMatch(/not pending/);
  });

  it('refuses a score above the maximum (400), an unknown id (404) and non-admins (403)', async () => {
    const taskId = await addExternalTask('codewars');
    const attempt = await (await submit(taskId, {})).json();
    await expectProblemNaming(
      await answer(attempt.id, { score: 101, details: 'x', status: 'completed' }),
      400,
      'score',
    );
    expect((await answer(999_999, { score: 1, details: 'x', status: 'completed' })).status).toBe(404);
    expect((await answer(attempt.id, { score: 1, details: 'x', status: 'completed' }, 'manager')).status).toBe(403);
    expect((await queue('manager')).status).toBe(403);
  });
});

describe('stale pending checks (R9.5, R2.2c)', () => {
  it('cancels pending checks not updated for an hour with "Verification timed out", idempotently', async () => {
    const taskId = await addExternalTask('codewars');
    await submit(taskId, {});
    ctx.clock.advance(HOUR / 2);
    expect(await cancelStaleVerifications(ctx.db, ctx.clock.now())).toBe(0);
    ctx.clock.advance(HOUR / 2 + 1000);
    expect(await cancelStaleVerifications(ctx.db, ctx.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await cancelStaleVerifications(ctx.db, ctx.clock.now())).toBe(0);
    const [row] = await verificationsOf(ctx, setup.student.studentId, taskId);
    expect(row).toMatchObject({ status: 'canceled', details: 'Verification timed out' });
    expect(await (await queue()).json()).not.toContainEqual(expect.objectContaining({ id: row.id }));
    // The gate no longer waits for a canceled check.
    expect((await submit(taskId, {})).status).toBe(201);
  });
});
