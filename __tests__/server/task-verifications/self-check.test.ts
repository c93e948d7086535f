import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { enrolStudent, studentRow } from '../../support/server/course-people';
import {
  HOUR,
  addSelfCheckTask,
  allCorrect,
  resultOf,
  selfCheckQuestions,
  submitAttempt,
  verificationSetup,
  verificationsOf,
  type VerificationSetup,
} from '../../support/server/verifications';

// access.md §8 POST .../verifications for a self-check test; rules.md R9.3 grading, R9.4 what is returned, R3.1 the
// result through the score service with author 0.
let ctx: TestContext;
let setup: VerificationSetup;
beforeAll(async () => {
  ctx = await createTestContext();
  setup = await verificationSetup(ctx);
});
afterAll(() => ctx.close());

const courseId = () => setup.course.id;
const submit = (courseTaskId: number, answers: unknown, as = setup.student.user) =>
  submitAttempt(ctx, courseId(), courseTaskId, { answers }, as);
// 3 of 5 right (60 %).
const threeRight = [allCorrect[0], allCorrect[1], allCorrect[2], { index: 3, value: [1] }, { index: 4, value: 0 }];

describe('grading (R9.3)', () => {
  it('scores floor(maxScore × percent / 100), stores a completed attempt and writes the result with author 0', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId(), { thresholdPercentage: 80 }, { maxScore: 45 });
    const response = await submit(taskId, allCorrect);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      courseTaskId: taskId,
      status: 'completed',
      score: 45,
      details: 'Accuracy: 100%',
      createdDate: ctx.clock.now().toISOString(),
    });
    const [stored] = await verificationsOf(ctx, setup.student.studentId, taskId);
    expect(stored.answers).toEqual(allCorrect.map((answer) => ({ ...answer, isCorrect: true })));
    const result = await resultOf(ctx, setup.student.studentId, taskId);
    expect(result).toMatchObject({ score: 45, lastCheckerId: null });
    expect(result.history).toEqual([expect.objectContaining({ score: 45, authorId: 0 })]);
    expect((await studentRow(ctx, setup.student.studentId)).totalScore).toBe(45);
  });

  it('scores 0 below the threshold and says so in the details', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId(), { thresholdPercentage: 70 });
    const body = await (await submit(taskId, threeRight)).json();
    expect(body).toMatchObject({ score: 0, details: 'Accuracy: 60%. Below the threshold of 70%' });
  });

  it('counts unanswered questions as wrong and compares multiple answers as sets', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId(), { thresholdPercentage: 40 }, { maxScore: 100 });
    const body = await (await submit(taskId, [allCorrect[0], { index: 1, value: [3, 2, 0] }])).json();
    expect(body).toMatchObject({ score: 40, details: 'Accuracy: 40%' });
  });

  it('uses the defaults when settings are absent: threshold 90 %, three attempts, strict', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId());
    const nearly = allCorrect.map((answer, index) => (index === 4 ? { index, value: 0 } : answer));
    expect(await (await submit(taskId, nearly)).json()).toMatchObject({
      score: 0,
      details: 'Accuracy: 80%. Below the threshold of 90%',
    });
    expect((await submit(taskId, nearly)).status).toBe(201);
    expect((await submit(taskId, nearly)).status).toBe(201);
    const refused = await submit(taskId, allCorrect);
    expect(refused.status).toBe(409);
    expect((await readProblem(refused)).detail).toBe('No attempts left');
  });

  it('grades against numberOfQuestions when the page showed a subset of the pool', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId(), { numberOfQuestions: 2, thresholdPercentage: 50 });
    expect(await (await submit(taskId, [allCorrect[3], allCorrect[4]])).json()).toMatchObject({
      score: 50,
      details: 'Accuracy: 100%',
    });
    await expectProblemNaming(await submit(taskId, allCorrect.slice(0, 3)), 400, 'answers');
  });

  it('halves the score after the attempts are used up in non-strict mode', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId(), {
      maxAttemptsNumber: 1,
      strictAttemptsMode: false,
      thresholdPercentage: 50,
    });
    expect(await (await submit(taskId, threeRight)).json()).toMatchObject({ score: 30 });
    const late = await (await submit(taskId, allCorrect)).json();
    expect(late).toMatchObject({ score: 25 });
    expect(late.details).toMatch(/^Accuracy: 100%\. .*halved/);
    expect((await resultOf(ctx, setup.student.studentId, taskId)).score).toBe(30);
  });
});

describe('the best attempt counts (R9.3)', () => {
  it('keeps the higher result when a later attempt scores lower, and raises it when one scores higher', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId(), { thresholdPercentage: 50, maxAttemptsNumber: 5 });
    await submit(taskId, threeRight);
    expect((await resultOf(ctx, setup.student.studentId, taskId)).score).toBe(30);
    await submit(taskId, allCorrect);
    expect((await resultOf(ctx, setup.student.studentId, taskId)).score).toBe(50);
    await submit(taskId, threeRight);
    const result = await resultOf(ctx, setup.student.studentId, taskId);
    expect(result.score).toBe(50);
    expect(result.history.map((entry) => entry.score)).toEqual([30, 50]);
  });
});

describe('cooldown (R9.3)', () => {
  it('answers 429 with Retry-After until oneAttemptPerNumberOfHours have passed', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId(), { oneAttemptPerNumberOfHours: 2 });
    expect((await submit(taskId, threeRight)).status).toBe(201);
    ctx.clock.advance(HOUR);
    const refused = await submit(taskId, allCorrect);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(60 * 60));
    expect((await readProblem(refused)).detail).toMatch(/Next submit is possible/);
    ctx.clock.advance(HOUR);
    expect((await submit(taskId, allCorrect)).status).toBe(201);
  });
});

describe('body validation names the question (R9.3)', () => {
  let taskId: number;
  beforeAll(async () => {
    taskId = await addSelfCheckTask(ctx, courseId());
  });

  it.each([
    ['an index outside the questions', [{ index: 9, value: 0 }], 'answers.0.index', /index 9/],
    ['a duplicate index', [allCorrect[0], allCorrect[0]], 'answers.1.index', /index 0 is answered twice/],
    ['an array for a single-choice question', [{ index: 0, value: [2] }], 'answers.0.value', /question 0/],
    ['a number for a multiple-choice question', [{ index: 1, value: 0 }], 'answers.0.value', /question 1/],
    ['an answer out of range', [{ index: 2, value: 7 }], 'answers.0.value', /question 2 has answers 0\.\.2/],
  ])('refuses %s with 400', async (_, answers, path, detail) => {
    const problem = await expectProblemNaming(await submit(taskId, answers), 400, path);
    expect(problem.detail).toMatch(detail);
  });

  it('refuses an empty list, a negative index and unknown fields', async () => {
    await expectProblemNaming(await submit(taskId, []), 400, 'answers');
    expect((await submit(taskId, [{ index: -1, value: 0 }])).status).toBe(400);
    expect(
      (await submitAttempt(ctx, courseId(), taskId, { answers: allCorrect, extra: 1 }, setup.student.user)).status,
    ).toBe(400);
    expect(await verificationsOf(ctx, setup.student.studentId, taskId)).toEqual([]);
  });
});

describe('answers never leak (R9.4, R9.6)', () => {
  it('returns no answers, no correctness and no correct options in the attempt or the attempt list', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId(), { thresholdPercentage: 50 });
    const submitted = await (await submit(taskId, threeRight)).text();
    const listed = await (
      await ctx.request(`/api/v2/courses/${courseId()}/student-verifications`, { as: setup.student.user })
    ).text();
    for (const text of [submitted, listed]) {
      expect(text).not.toMatch(/isCorrect|"answers"|correct/i);
      for (const question of selfCheckQuestions)
        for (const option of question.answers) expect(text).not.toContain(option);
    }
    expect(JSON.parse(listed)).toContainEqual({
      courseTaskId: taskId,
      attemptsCount: 1,
      verifications: [expect.objectContaining({ status: 'completed', score: 30, details: 'Accuracy: 60%' })],
    });
  });
});

describe('who may attempt (R4.1, access.md §8)', () => {
  it('refuses an expelled student with 403 and another course task with 404', async () => {
    const taskId = await addSelfCheckTask(ctx, courseId());
    const expelled = await enrolStudent(ctx, courseId(), { isExpelled: true });
    expect((await submit(taskId, allCorrect, expelled.user)).status).toBe(403);
    const foreignTask = await addSelfCheckTask(ctx, ctx.school.courseA.id);
    expect((await submit(foreignTask, allCorrect)).status).toBe(404);
  });
});
