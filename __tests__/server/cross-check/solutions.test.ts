import { and, eq } from 'drizzle-orm';
import { courseTasks, crossCheckPairs, taskSolutions } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { crossCheckTask, DAY, submitters } from '../../support/server/cross-check-lifecycle';
import { addCourseTask } from '../../support/server/school';

// access.md §15 .../solutions/{githubId}, rules.md R7.2: submit, read and cancel a cross-check solution.
let ctx: TestContext;
let course: StaffedCourse;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const path = (courseTaskId: number, githubId = 'me', courseId = course.id) =>
  `/api/v2/courses/${courseId}/cross-checks/${courseTaskId}/solutions/${githubId}`;
type Caller = { id: number; githubId: string } | 'manager' | 'supervisor' | 'dementor' | 'mentor';
const post = (courseTaskId: number, as: Caller, body: unknown, githubId = 'me') =>
  ctx.request(path(courseTaskId, githubId), { method: 'POST', as, body });
const get = (courseTaskId: number, as: Caller, githubId = 'me') => ctx.request(path(courseTaskId, githubId), { as });
const remove = (courseTaskId: number, as: Caller, githubId = 'me') =>
  ctx.request(path(courseTaskId, githubId), { method: 'DELETE', as });

describe('R7.2 submit', () => {
  it('stores the URL, the self-review and the comments, and a second submit replaces them', async () => {
    const taskId = await crossCheckTask(ctx, course.id);
    const { user } = await enrolStudent(ctx, course.id);
    const body = {
      url: '  https://example.com/portfolio  ',
      review: [{ criteriaId: 'header', percentage: 1 }],
      comments: [{ criteriaId: 'header', text: 'Done as in the design' }],
    };
    expect((await post(taskId, user, body)).status).toBe(204);
    const first = await (await get(taskId, user)).json();
    expect(first).toMatchObject({
      url: 'https://example.com/portfolio',
      updatedDate: ctx.clock.now().toISOString(),
      review: [{ criteriaId: 'header', percentage: 1 }],
      comments: [
        {
          criteriaId: 'header',
          text: 'Done as in the design',
          authorId: user.id,
          timestamp: ctx.clock.now().toISOString(),
        },
      ],
    });
    ctx.clock.advance(60_000);
    expect((await post(taskId, user, { url: 'https://example.com/v2' }, user.githubId.toUpperCase())).status).toBe(204);
    const second = await (await get(taskId, user)).json();
    expect(second).toMatchObject({ id: first.id, url: 'https://example.com/v2', review: [], comments: [] });
  });

  it('refuses another student, an expelled author and a staff member (403)', async () => {
    const taskId = await crossCheckTask(ctx, course.id);
    const author = await enrolStudent(ctx, course.id);
    const other = await enrolStudent(ctx, course.id);
    const expelled = await enrolStudent(ctx, course.id, { isExpelled: true });
    expect((await post(taskId, other.user, { url: 'https://example.com/a' }, author.user.githubId)).status).toBe(403);
    expect((await post(taskId, expelled.user, { url: 'https://example.com/a' })).status).toBe(403);
    expect((await post(taskId, 'manager', { url: 'https://example.com/a' })).status).toBe(403);
    const rows = await ctx.db.select().from(taskSolutions).where(eq(taskSolutions.courseTaskId, taskId));
    expect(rows).toEqual([]);
  });

  it('answers 409 outside the submit window and for a task that is not a cross-check', async () => {
    const now = ctx.clock.now().getTime();
    const ended = await crossCheckTask(ctx, course.id, {
      studentStartDate: new Date(now - 5 * DAY),
      studentEndDate: new Date(now - 1000),
    });
    const future = await crossCheckTask(ctx, course.id, {
      studentStartDate: new Date(now + DAY),
      studentEndDate: new Date(now + 5 * DAY),
      crossCheckEndDate: new Date(now + 9 * DAY),
    });
    const mentorTask = await addCourseTask(ctx.db, course.id, { checker: 'mentor' });
    const { user } = await enrolStudent(ctx, course.id);
    const url = { url: 'https://example.com/a' };
    expect((await readProblem(await post(ended, user, url))).detail).toBe('Deadline has passed');
    expect((await readProblem(await post(future, user, url))).detail).toBe('Task has not started');
    expect((await post(mentorTask, user, url)).status).toBe(409);
  });

  it("answers 404 for another course's task", async () => {
    const other = await staffedCourse(ctx);
    const foreign = await crossCheckTask(ctx, other.id);
    const { user } = await enrolStudent(ctx, course.id);
    expect((await post(foreign, user, { url: 'https://example.com/a' })).status).toBe(404);
  });
});

describe('R7.2 URL rules', () => {
  it.each([
    ['not http(s)', { url: 'ftp://example.com/a' }, 'url'],
    ['longer than 2048', { url: `https://example.com/${'a'.repeat(2048)}` }, 'url'],
    ['an unknown field', { url: 'https://example.com/a', extra: true }, 'extra'],
    [
      'a percentage above 1',
      { url: 'https://example.com/a', review: [{ criteriaId: 'x', percentage: 2 }] },
      'review.0.percentage',
    ],
  ])('400 naming the field for %s', async (_label, body, field) => {
    const taskId = await crossCheckTask(ctx, course.id);
    const { user } = await enrolStudent(ctx, course.id);
    const problem = await readProblem(await post(taskId, user, body));
    expect(problem.status).toBe(400);
    expect(problem.errors?.map((error) => error.path)).toContain(field);
  });

  it('githubIdInUrl: the URL must contain the login, any letter case', async () => {
    const taskId = await crossCheckTask(ctx, course.id, { validations: { githubIdInUrl: true } });
    const { user } = await enrolStudent(ctx, course.id);
    const problem = await readProblem(await post(taskId, user, { url: 'https://example.com/someone-else' }));
    expect(problem).toMatchObject({ status: 400, errors: [{ path: 'url' }] });
    expect(problem.detail).toMatch(/^githubIdInUrl/);
    const url = `https://${user.githubId.toUpperCase()}.github.io/portfolio`;
    expect((await post(taskId, user, { url })).status).toBe(204);
  });

  it('githubPrInUrl: a pull request on the configured GitHub web base URL', async () => {
    const enterprise = ctx.buildApp({ env: { GITHUB_BASE_URL: 'https://git.example.com/' } });
    const taskId = await crossCheckTask(ctx, course.id, { validations: { githubPrInUrl: true } });
    const { user } = await enrolStudent(ctx, course.id);
    const send = (url: string) => enterprise.request(path(taskId), { method: 'POST', as: user, body: { url } });
    const refused = await readProblem(await send('https://github.com/owner/repo/pull/3'));
    expect(refused.detail).toMatch(/^githubPrInUrl: .*https:\/\/git\.example\.com\/<owner>/);
    expect((await send('https://git.example.com/owner/repo/tree/main')).status).toBe(400);
    expect((await send('https://git.example.com/owner/repo/pull/12/files')).status).toBe(204);
    expect((await post(taskId, user, { url: 'https://github.com/owner/repo/pull/3' })).status).toBe(204);
  });
});

describe('R7.2 read and cancel', () => {
  it('shows the solution to its author, his assigned reviewers and the staff only', async () => {
    const taskId = await crossCheckTask(ctx, course.id);
    const [author, reviewer, stranger] = await submitters(ctx, course.id, taskId, 3);
    const [solution] = await ctx.db
      .select({ id: taskSolutions.id })
      .from(taskSolutions)
      .where(and(eq(taskSolutions.courseTaskId, taskId), eq(taskSolutions.studentId, author.studentId)));
    await ctx.db.insert(crossCheckPairs).values({
      courseId: course.id,
      courseTaskId: taskId,
      taskSolutionId: solution.id,
      studentId: author.studentId,
      checkerId: reviewer.studentId,
    });
    const login = author.user.githubId;
    for (const caller of [author.user, reviewer.user, 'manager', 'supervisor', 'dementor'] as const) {
      const response = await get(taskId, caller, login);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: solution.id, url: expect.stringContaining(login) });
    }
    expect((await get(taskId, stranger.user, login)).status).toBe(403);
    expect((await get(taskId, 'mentor', login)).status).toBe(403);
  });

  it('answers 404 when there is no solution or no such student', async () => {
    const taskId = await crossCheckTask(ctx, course.id);
    const { user } = await enrolStudent(ctx, course.id);
    expect((await get(taskId, user)).status).toBe(404);
    expect((await get(taskId, 'manager', 'nobody-here')).status).toBe(404);
  });

  it('cancels before the deadline while initial; 409 once distributed or past the deadline', async () => {
    const taskId = await crossCheckTask(ctx, course.id);
    const { user } = await enrolStudent(ctx, course.id);
    await post(taskId, user, { url: 'https://example.com/a' });
    expect((await remove(taskId, user)).status).toBe(204);
    expect((await get(taskId, user)).status).toBe(404);
    expect((await remove(taskId, user)).status).toBe(404);

    await post(taskId, user, { url: 'https://example.com/a' });
    await ctx.db.update(courseTasks).set({ crossCheckStatus: 'distributed' }).where(eq(courseTasks.id, taskId));
    expect((await readProblem(await remove(taskId, user))).status).toBe(409);

    const ended = await crossCheckTask(ctx, course.id);
    await post(ended, user, { url: 'https://example.com/a' });
    ctx.clock.advance(2 * DAY);
    try {
      expect((await readProblem(await remove(ended, user))).detail).toBe('Deadline has passed');
    } finally {
      ctx.clock.advance(-2 * DAY);
    }
    expect((await get(ended, user)).status).toBe(200);
  });
});
