import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolStudent } from '../../support/server/course-people';
import {
  DAY,
  addSelfCheckTask,
  allCorrect,
  correctAnswers,
  submitAttempt,
  verificationSetup,
  type VerificationSetup,
} from '../../support/server/verifications';

// access.md §8 GET .../verifications/answers, rules.md R9.6: after the deadline, with ≥ 1 attempt, the wrong answers of
// each attempt with the student's selection and never the correct answer.
let ctx: TestContext;
let setup: VerificationSetup;
beforeAll(async () => {
  ctx = await createTestContext();
  setup = await verificationSetup(ctx);
});
afterAll(() => ctx.close());

const answersOf = (taskId: number, as = setup.student.user) =>
  ctx.request(`/api/v2/courses/${setup.course.id}/tasks/${taskId}/verifications/answers`, { as });

it('answers 409 before the deadline and without attempts, then lists only wrong answers per attempt', async () => {
  const now = ctx.clock.now().getTime();
  const taskId = await addSelfCheckTask(
    ctx,
    setup.course.id,
    { thresholdPercentage: 50 },
    { end: new Date(now + DAY) },
  );
  const wrong = [{ index: 0, value: 0 }, { index: 1, value: [1] }, allCorrect[2], allCorrect[3], allCorrect[4]];
  await submitAttempt(ctx, setup.course.id, taskId, { answers: wrong }, setup.student.user);
  const early = await answersOf(taskId);
  expect(early.status).toBe(409);
  expect((await readProblem(early)).detail).toMatch(/after the deadline/);

  ctx.clock.advance(2 * DAY);
  const idle = await enrolStudent(ctx, setup.course.id);
  expect((await answersOf(taskId, idle.user)).status).toBe(409);

  const response = await answersOf(taskId);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toMatch(/isCorrect|correct/i);
  const body = JSON.parse(text);
  expect(body).toEqual([
    {
      createdDate: expect.any(String),
      score: 30,
      maxScore: 50,
      questions: [
        expect.objectContaining({ index: 0, multiple: false, selectedAnswers: [0] }),
        expect.objectContaining({ index: 1, multiple: true, selectedAnswers: [1] }),
      ],
    },
  ]);
  // The stored correct answers (2 and [0, 2, 3]) appear nowhere as a selection.
  expect(
    body[0].questions.map((question: { selectedAnswers: number[] }) => question.selectedAnswers),
  ).not.toContainEqual(correctAnswers[0]);
});
