import { courseTasks, courses } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { START_TIME, createTestContext, type TestContext } from '../../support/server/context';

// access.md §3 and rules.md R9.6: the self-check test catalogue; correct answers only for admins and managers.
let ctx: TestContext;
let quizId: number;
let jsTaskId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const post = async (body: Record<string, unknown>) => {
    const response = await ctx.request('/api/v2/tasks', {
      method: 'POST',
      as: 'admin',
      body: { descriptionUrl: 'https://example.com/q', ...body },
    });
    return ((await response.json()) as { id: number }).id;
  };
  quizId = await post({
    name: 'Quiz',
    type: 'selfeducation',
    tags: ['js'],
    attributes: {
      public: {
        thresholdPercentage: 70,
        questions: [
          { question: 'One', answers: ['a', 'b'], multiple: false },
          { question: 'Many', answers: ['a', 'b', 'c'], multiple: true },
        ],
      },
      answers: [1, [0, 2]],
    },
  });
  jsTaskId = await post({ name: 'Not a quiz', type: 'jstask' });
  const { courseA, courseB } = ctx.school;
  await ctx.db.update(courses).set({ completed: true }).where(eq(courses.id, courseB.id));
  const base = { taskId: quizId, studentStartDate: START_TIME, studentEndDate: START_TIME };
  await ctx.db.insert(courseTasks).values([
    { courseId: courseA.id, ...base },
    { courseId: courseB.id, ...base },
  ]);
});
afterAll(() => ctx.close());

describe('GET /auto-test', () => {
  it('lists only self-check tests with default settings filled in and courses active or not', async () => {
    const response = await ctx.request('/api/v2/auto-test', { as: 'manager' });
    expect(response.status).toBe(200);
    const list = (await response.json()) as Record<string, unknown>[];
    expect(list.map((test) => test.id)).toEqual([quizId]);
    const { courseA, courseB } = ctx.school;
    expect(list[0]).toMatchObject({
      tags: ['js'],
      questionsCount: 2,
      settings: {
        maxAttemptsNumber: 3,
        numberOfQuestions: 2,
        thresholdPercentage: 70,
        strictAttemptsMode: true,
        oneAttemptPerNumberOfHours: 0,
      },
    });
    expect(list[0].courses).toEqual(
      expect.arrayContaining([
        { id: courseA.id, name: courseA.name, alias: courseA.alias, isActive: true },
        { id: courseB.id, name: courseB.name, alias: courseB.alias, isActive: false },
      ]),
    );
    expect(list[0]).not.toHaveProperty('questions');
  });

  it('refuses a supervisor-only power user and a student (answers are never public)', async () => {
    expect((await ctx.request('/api/v2/auto-test', { as: 'supervisor' })).status).toBe(403);
    expect((await ctx.request(`/api/v2/auto-test/${quizId}`, { as: 'student' })).status).toBe(403);
  });
});

describe('GET /auto-test/{id}', () => {
  it('answers the questions with the correct answers as index lists', async () => {
    const response = await ctx.request(`/api/v2/auto-test/${quizId}`, { as: 'admin' });
    expect(response.status).toBe(200);
    const test = (await response.json()) as { questions: unknown[] };
    expect(test.questions).toEqual([
      { question: 'One', answers: ['a', 'b'], multiple: false, correct: [1] },
      { question: 'Many', answers: ['a', 'b', 'c'], multiple: true, correct: [0, 2] },
    ]);
  });

  it('answers 404 for a task that is not a self-check test or does not exist', async () => {
    expect((await ctx.request(`/api/v2/auto-test/${jsTaskId}`, { as: 'manager' })).status).toBe(404);
    expect((await ctx.request('/api/v2/auto-test/999999', { as: 'manager' })).status).toBe(404);
  });
});
