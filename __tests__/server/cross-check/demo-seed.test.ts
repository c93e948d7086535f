import { and, eq } from 'drizzle-orm';
import { courses, courseTasks, students, taskResults, tasks, users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';

// Issue 8's demo (pages.md §2, §4): the running course has a completed cross-check with reviews and scores, one in
// review where the student persona has work to review and reviews received, and one not yet due.
let ctx: TestContext;
let courseId: number;
const seedAt = new Date('2026-03-01T10:00:00.000Z');
const taskIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 40, mentors: 3, tasks: 12 }, 7, seedAt);
  ctx.clock.set(seedAt);
  [{ id: courseId }] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const rows = await ctx.db
    .select({ id: courseTasks.id, name: tasks.name, status: courseTasks.crossCheckStatus })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .where(and(eq(courseTasks.courseId, courseId), eq(courseTasks.checker, 'crossCheck')));
  for (const row of rows) taskIds[row.name] = row.id;
  expect(Object.fromEntries(rows.map((row) => [row.name, row.status]))).toEqual({
    Portfolio: 'completed',
    Shelter: 'distributed',
    'Async Race': 'initial',
  });
}, 120_000);
afterAll(() => ctx.close());

const personaOf = async (login: string) =>
  (await ctx.db.select({ id: users.id, githubId: users.githubId }).from(users).where(eq(users.githubId, login)))[0];
const get = async (path: string, login: string) => {
  const response = await ctx.request(`/api/v2/courses/${courseId}${path}`, { as: await personaOf(login) });
  expect(response.status).toBe(200);
  return response.json();
};

it('gives the student persona assignments to review and a submitted solution in the task under review', async () => {
  const stats = (await get('/cross-checks/available-review-stats', 'student')) as {
    id: number;
    checksCount: number;
    completedChecksCount: number;
  }[];
  expect(stats).toEqual([{ id: taskIds.Shelter, name: 'Shelter', checksCount: 4, completedChecksCount: 1 }]);
  const solution = await get(`/cross-checks/${taskIds.Shelter}/solutions/me`, 'student');
  expect(solution.url).toMatch(/^https:\/\/github\.com\//);
  const schedule = (await get('/schedule', 'student')) as { key: string; status: string }[];
  const status = (key: string) => schedule.find((item) => item.key === key)?.status;
  expect(status(`courseTask-${taskIds.Shelter}-review`)).toBe('available');
  expect(status(`courseTask-${taskIds.Portfolio}-review`)).toBe('done');
});

it('scores the completed task by the completion rule and leaves reviewers who skipped without a score', async () => {
  const results = await ctx.db
    .select({ studentId: taskResults.studentId, comment: taskResults.comment, history: taskResults.history })
    .from(taskResults)
    .where(eq(taskResults.courseTaskId, taskIds.Portfolio));
  expect(results.length).toBeGreaterThan(20);
  expect(results.every((result) => result.comment === 'Cross-Check score')).toBe(true);
  expect(results.every((result) => result.history.at(-1)?.authorId === -1)).toBe(true);
  const [me] = await ctx.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.courseId, courseId), eq(users.githubId, 'student')));
  expect(results.map((result) => result.studentId)).toContain(me.id);
  const progress = (await get('/cross-checks/progress', 'manager')) as { name: string; missing: number }[];
  expect(progress.find((task) => task.name === 'Portfolio')?.missing).toBeGreaterThan(0);
  const shelter = await ctx.db.select().from(taskResults).where(eq(taskResults.courseTaskId, taskIds.Shelter));
  expect(shelter).toEqual([]);
});

it('fills the manager pairs table with reviews, history and messages', async () => {
  const page = (await get('/cross-checks/pairs?current=1&pageSize=500&reviewed=true', 'manager')) as {
    items: { history: unknown[]; messages: unknown[] }[];
    pagination: { total: number };
  };
  expect(page.pagination.total).toBeGreaterThan(50);
  expect(page.items.some((item) => item.history.length > 1)).toBe(true);
  expect(page.items.some((item) => item.messages.length > 0)).toBe(true);
  const bad = (await get(`/cross-checks/${taskIds.Portfolio}/bad-comments`, 'dementor')) as unknown[];
  expect(bad.length).toBeGreaterThan(0);
});
