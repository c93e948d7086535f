import { and, eq } from 'drizzle-orm';
import { taskSolutions } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { enrolStudent } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';
import { DAY, verificationSetup, type VerificationSetup } from '../../support/server/verifications';

// access.md §8 POST .../solutions, rules.md R11.1: upsert of the caller's solution URL for a mentor-checked task within
// its window; the task's validations (githubIdInUrl, githubPrInUrl) hold.
let ctx: TestContext;
let setup: VerificationSetup;
beforeAll(async () => {
  ctx = await createTestContext();
  setup = await verificationSetup(ctx);
});
afterAll(() => ctx.close());

const addMentorTask = (values: Parameters<typeof addCourseTask>[2] = {}) => {
  const now = ctx.clock.now().getTime();
  return addCourseTask(ctx.db, setup.course.id, {
    checker: 'mentor',
    studentStartDate: new Date(now - DAY),
    studentEndDate: new Date(now + DAY),
    ...values,
  });
};
const save = (taskId: number, body: unknown, as = setup.student.user) =>
  ctx.request(`/api/v2/courses/${setup.course.id}/tasks/${taskId}/solutions`, { method: 'POST', as, body });
const solutionsOf = (taskId: number) =>
  ctx.db
    .select()
    .from(taskSolutions)
    .where(and(eq(taskSolutions.courseTaskId, taskId), eq(taskSolutions.studentId, setup.student.studentId)));

it('saves the URL and replaces it on a second submit (one row per student and task)', async () => {
  const taskId = await addMentorTask();
  const first = await save(taskId, { url: '  https://example.com/keyboard  ' });
  expect(first.status).toBe(200);
  const saved = await first.json();
  expect(saved).toEqual({ id: expect.any(Number), courseTaskId: taskId, url: 'https://example.com/keyboard' });
  ctx.clock.advance(60_000);
  expect(await (await save(taskId, { url: 'https://example.com/keyboard-v2' })).json()).toEqual({
    ...saved,
    url: 'https://example.com/keyboard-v2',
  });
  const rows = await solutionsOf(taskId);
  expect(rows).toHaveLength(1);
  expect(rows[0].updatedAt).toEqual(ctx.clock.now());
});

it('accepts assigned tasks and refuses other checkers with 409', async () => {
  expect((await save(await addMentorTask({ checker: 'assigned' }), { url: 'https://example.com/a' })).status).toBe(200);
  const crossCheck = await addMentorTask({ checker: 'crossCheck' });
  expect((await save(crossCheck, { url: 'https://example.com/a' })).status).toBe(409);
});

it('answers 409 before the start and after the deadline', async () => {
  const now = ctx.clock.now().getTime();
  const future = await addMentorTask({
    studentStartDate: new Date(now + DAY),
    studentEndDate: new Date(now + 2 * DAY),
  });
  expect((await readProblem(await save(future, { url: 'https://example.com/a' }))).detail).toBe('Task has not started');
  const past = await addMentorTask({ studentStartDate: new Date(now - 2 * DAY), studentEndDate: new Date(now - 1000) });
  const late = await save(past, { url: 'https://example.com/a' });
  expect(late.status).toBe(409);
  expect((await readProblem(late)).detail).toBe('Deadline has passed');
});

it('validates the URL: http(s), at most 2048 characters, no unknown fields', async () => {
  const taskId = await addMentorTask();
  await expectProblemNaming(await save(taskId, { url: 'ftp://example.com/a' }), 400, 'url');
  await expectProblemNaming(await save(taskId, { url: `https://example.com/${'a'.repeat(2048)}` }), 400, 'url');
  expect((await save(taskId, { url: 'https://example.com/a', comment: 'x' })).status).toBe(400);
  expect(await solutionsOf(taskId)).toEqual([]);
});

it("enforces the task's validations with a clear 400 naming url", async () => {
  const login = setup.student.user.githubId;
  const withLogin = await addMentorTask({ validations: { githubIdInUrl: true } });
  const missing = await expectProblemNaming(
    await save(withLogin, { url: 'https://github.com/other/repo' }),
    400,
    'url',
  );
  expect(missing.detail).toContain(login);
  expect((await save(withLogin, { url: `https://github.com/${login.toUpperCase()}/repo` })).status).toBe(200);

  const pullRequest = await addMentorTask({ validations: { githubPrInUrl: true } });
  const notPr = await expectProblemNaming(
    await save(pullRequest, { url: 'https://github.com/a/b/tree/main' }),
    400,
    'url',
  );
  expect(notPr.detail).toMatch(/pull request/);
  expect((await save(pullRequest, { url: 'https://github.com/a/b/pull/12' })).status).toBe(200);
});

it('refuses an expelled student (403), a foreign course task (404) and a mentor (403)', async () => {
  const taskId = await addMentorTask();
  const expelled = await enrolStudent(ctx, setup.course.id, { isExpelled: true });
  expect((await save(taskId, { url: 'https://example.com/a' }, expelled.user)).status).toBe(403);
  const foreign = await addCourseTask(ctx.db, ctx.school.courseA.id, { checker: 'mentor' });
  expect((await save(foreign, { url: 'https://example.com/a' })).status).toBe(404);
  const asMentor = await ctx.request(`/api/v2/courses/${setup.course.id}/tasks/${taskId}/solutions`, {
    method: 'POST',
    as: 'mentor',
    body: { url: 'https://example.com/a' },
  });
  expect(asMentor.status).toBe(403);
});
