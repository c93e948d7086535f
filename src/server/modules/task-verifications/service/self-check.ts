import { z } from '@hono/zod-openapi';
import type { VerificationAnswer } from '../../../db/schema';
import { AppError, type FieldError } from '../../../http/problem';

// data-model.md §4 task.attributes of a self-check test; `answers` never leaves the server (R9.6).
const questionSchema = z.object({
  question: z.string(),
  questionImage: z.string().optional(),
  answers: z.array(z.string()),
  answersType: z.string().optional(),
  multiple: z.boolean().default(false),
});
const attributesSchema = z.object({
  public: z
    .object({
      maxAttemptsNumber: z.number().int().positive().optional(),
      numberOfQuestions: z.number().int().positive().optional(),
      thresholdPercentage: z.number().min(0).max(100).optional(),
      strictAttemptsMode: z.boolean().optional(),
      oneAttemptPerNumberOfHours: z.number().min(0).optional(),
      questions: z.array(questionSchema).default([]),
    })
    .default({ questions: [] }),
  answers: z.array(z.union([z.number().int(), z.array(z.number().int())])).default([]),
});

export type SelfCheckQuestion = z.infer<typeof questionSchema>;
export type SelfCheckTest = {
  maxAttemptsNumber: number;
  numberOfQuestions: number;
  thresholdPercentage: number;
  strictAttemptsMode: boolean;
  oneAttemptPerNumberOfHours: number;
  questions: SelfCheckQuestion[];
  answers: (number | number[])[];
};

// rules.md R9.3 defaults: 3 attempts, every question, 90 %, strict, no cooldown.
export function readSelfCheckTest(attributes: unknown): SelfCheckTest {
  const parsed = attributesSchema.safeParse(attributes ?? {});
  if (!parsed.success) throw new AppError('conflict', 'The self-check test is not configured correctly.');
  const { public: settings, answers } = parsed.data;
  const pool = settings.questions.length;
  if (pool === 0) throw new AppError('conflict', 'The self-check test has no questions yet.');
  return {
    maxAttemptsNumber: settings.maxAttemptsNumber ?? 3,
    numberOfQuestions: Math.min(settings.numberOfQuestions ?? pool, pool),
    thresholdPercentage: settings.thresholdPercentage ?? 90,
    strictAttemptsMode: settings.strictAttemptsMode ?? true,
    oneAttemptPerNumberOfHours: settings.oneAttemptPerNumberOfHours ?? 0,
    questions: settings.questions,
    answers,
  };
}

type Answer = { index: number; value: number | number[] };

// R9.3 body rules; every problem names the question index it is about.
export function checkAnswers(test: SelfCheckTest, answers: Answer[] | undefined): Answer[] {
  if (!answers || answers.length === 0 || answers.length > test.numberOfQuestions) {
    throw new AppError('validation', `Send between 1 and ${test.numberOfQuestions} answers.`, {
      errors: [{ path: 'answers', message: `must hold 1..${test.numberOfQuestions} answers` }],
    });
  }
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  answers.forEach(({ index, value }, position) => {
    const path = `answers.${position}`;
    const question = test.questions[index];
    if (!question) {
      errors.push({ path: `${path}.index`, message: `index ${index} is not a question of this test` });
      return;
    }
    if (seen.has(index)) errors.push({ path: `${path}.index`, message: `index ${index} is answered twice` });
    seen.add(index);
    if (question.multiple !== Array.isArray(value)) {
      const expected = question.multiple ? 'an array of answer numbers' : 'one answer number';
      errors.push({ path: `${path}.value`, message: `question ${index} takes ${expected}` });
      return;
    }
    const chosen = Array.isArray(value) ? value : [value];
    if (chosen.some((choice) => choice < 0 || choice >= question.answers.length)) {
      errors.push({
        path: `${path}.value`,
        message: `question ${index} has answers 0..${question.answers.length - 1}`,
      });
    }
  });
  if (errors.length) {
    throw new AppError('validation', `Invalid answers: ${errors.map((error) => error.message).join('; ')}.`, {
      errors,
    });
  }
  return answers;
}

const asSet = (value: number | number[] | undefined) =>
  new Set(value === undefined ? [] : Array.isArray(value) ? value : [value]);

// R9.3: correct when the selection equals the stored answer as a set.
function isCorrect(selected: number | number[], expected: number | number[] | undefined): boolean {
  if (expected === undefined) return false;
  const chosen = asSet(selected);
  const right = asSet(expected);
  return chosen.size === right.size && [...chosen].every((choice) => right.has(choice));
}

export type Grade = { score: number; percent: number; details: string; answers: VerificationAnswer[] };

// R9.3 scoring: unanswered questions count as wrong; below the threshold scores 0; in non-strict mode an attempt past
// the limit earns half.
export function gradeSelfCheck(test: SelfCheckTest, answers: Answer[], maxScore: number, attemptsUsedUp: boolean) {
  const graded = answers.map(({ index, value }) => ({
    index,
    value,
    isCorrect: isCorrect(value, test.answers[index]),
  }));
  const correct = graded.filter((answer) => answer.isCorrect).length;
  const percent = Math.round((100 * correct) / test.numberOfQuestions);
  const passed = percent >= test.thresholdPercentage;
  let score = passed ? Math.floor((maxScore * percent) / 100) : 0;
  let details = `Accuracy: ${percent}%`;
  if (!passed) details += `. Below the threshold of ${test.thresholdPercentage}%`;
  if (attemptsUsedUp) {
    score = Math.floor(score / 2);
    details += '. Attempts are used up: the score is halved';
  }
  return { score, percent, details, answers: graded } satisfies Grade;
}
