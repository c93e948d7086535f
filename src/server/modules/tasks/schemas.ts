import { z } from '@hono/zod-openapi';
import { criteriaTypeValues, taskTypeValues } from '../../db/schema/enums';
import { nameInput, urlInput } from '../../http/schemas';

// access.md §30, data-model.md §4 task / task_criteria.
export const taskTypeSchema = z
  .enum(taskTypeValues, { message: `type must be one of: ${taskTypeValues.join(', ')}` })
  .openapi('TaskType');

const referenceSchema = z.object({ id: z.number().int(), name: z.string() });
const labelList = (field: string) =>
  z
    .array(z.string().trim().min(1, `${field} may not hold empty values`).max(50, `${field} values: at most 50 chars`))
    .max(50, `${field} may hold at most 50 values`);
const optionalUrl = (field: string) =>
  urlInput(field).nullable().optional().openapi({ example: 'https://example.com/' });

export const taskSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: taskTypeSchema,
    discipline: referenceSchema.nullable(),
    descriptionUrl: z.string().nullable(),
    description: z.string().nullable(),
    githubPrRequired: z.boolean(),
    githubRepoName: z.string().nullable(),
    sourceGithubRepoUrl: z.string().nullable(),
    tags: z.array(z.string()),
    skills: z.array(z.string()),
    // Free-form; a self-check test's shape is `selfCheckAttributesSchema` (the answers only for managers, R9.6).
    attributes: z.record(z.string(), z.unknown()),
    courses: z.array(z.object({ id: z.number().int(), alias: z.string() })),
    createdDate: z.string().datetime(),
    updatedDate: z.string().datetime(),
  })
  .openapi('Task');

const taskFields = {
  name: nameInput('name', 256),
  type: taskTypeSchema,
  disciplineId: z.number().int().positive('disciplineId must be a positive integer').nullable().optional(),
  descriptionUrl: urlInput('descriptionUrl').openapi({ example: 'https://example.com/task' }),
  description: z.string().trim().max(10000, 'description must be at most 10000 characters').nullable().optional(),
  githubPrRequired: z.boolean().optional(),
  githubRepoName: z.string().trim().max(256, 'githubRepoName must be at most 256 characters').nullable().optional(),
  sourceGithubRepoUrl: optionalUrl('sourceGithubRepoUrl'),
  tags: labelList('tags').optional(),
  skills: labelList('skills').optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
};

export const taskInputSchema = z.strictObject(taskFields).openapi('TaskInput');
export const taskPatchSchema = z
  .strictObject({ ...taskFields, descriptionUrl: taskFields.descriptionUrl.optional() })
  .partial()
  .openapi('TaskPatch');

export type TaskInput = z.infer<typeof taskInputSchema>;
export type TaskPatch = z.infer<typeof taskPatchSchema>;
export type Task = z.infer<typeof taskSchema>;

// data-model.md §4 task.attributes of a self-check test (R9.3 settings, defaults when absent).
const questionSchema = z.strictObject({
  question: z.string().trim().min(1, 'question is required').max(2000, 'question must be at most 2000 characters'),
  questionImage: z.string().trim().max(2048).optional(),
  answers: z.array(z.string().max(2048, 'answers must be at most 2048 characters')).min(1, 'add at least one answer'),
  answersType: z.literal('image').optional(),
  multiple: z.boolean(),
});

export const selfCheckAttributesSchema = z
  .strictObject({
    public: z.strictObject({
      maxAttemptsNumber: z.number().int().min(1, 'maxAttemptsNumber must be at least 1').optional(),
      numberOfQuestions: z.number().int().min(1, 'numberOfQuestions must be at least 1').optional(),
      thresholdPercentage: z.number().int().min(0).max(100, 'thresholdPercentage must be 0..100').optional(),
      strictAttemptsMode: z.boolean().optional(),
      oneAttemptPerNumberOfHours: z.number().int().min(0, 'oneAttemptPerNumberOfHours must be ≥ 0').optional(),
      questions: z.array(questionSchema).min(1, 'add at least one question'),
    }),
    answers: z.array(z.union([z.number().int(), z.array(z.number().int())])),
  })
  .superRefine((value, ctx) => {
    const { questions, numberOfQuestions } = value.public;
    if (numberOfQuestions !== undefined && numberOfQuestions > questions.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['public', 'numberOfQuestions'],
        message: `numberOfQuestions may not exceed the ${questions.length} questions`,
      });
    }
    if (value.answers.length !== questions.length) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'answers must hold one entry per question' });
    }
    questions.forEach((question, index) => {
      const answer = value.answers[index];
      if (answer === undefined) return;
      const picked = Array.isArray(answer) ? answer : [answer];
      if (question.multiple !== Array.isArray(answer)) {
        const expected = question.multiple ? 'a list of answer indexes' : 'one answer index';
        ctx.addIssue({ code: 'custom', path: ['answers', index], message: `answers[${index}] must be ${expected}` });
      } else if (!picked.length || picked.some((choice) => choice < 0 || choice >= question.answers.length)) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', index],
          message: `answers[${index}] must pick answers 0..${question.answers.length - 1}`,
        });
      }
    });
  });

export type SelfCheckAttributes = z.infer<typeof selfCheckAttributesSchema>;

// rules.md R8.1.
export const criterionSchema = z
  .strictObject({
    key: z.string().trim().min(1, 'key is required').max(100, 'key must be at most 100 characters'),
    text: z.string().trim().max(4000, 'text must be at most 4000 characters'),
    type: z.enum(criteriaTypeValues, { message: `type must be one of: ${criteriaTypeValues.join(', ')}` }),
    max: z.number().int().min(-10000).max(10000).optional(),
    index: z.number().int().min(0, 'index must be ≥ 0'),
  })
  .openapi('Criterion');

export const criteriaSchema = z
  .strictObject({ criteria: z.array(criterionSchema).max(500, 'criteria may hold at most 500 rows') })
  .superRefine(({ criteria }, ctx) => {
    const seen = new Set<string>();
    criteria.forEach((criterion, index) => {
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['criteria', index, field], message });
      if (seen.has(criterion.key)) at('key', `key "${criterion.key}" is used twice`);
      seen.add(criterion.key);
      if (criterion.type === 'title' && criterion.max !== undefined) at('max', 'a title has no max');
      if (criterion.type === 'subtask' && !(criterion.max !== undefined && criterion.max > 0))
        at('max', 'a subtask needs max > 0');
      if (criterion.type === 'penalty' && !(criterion.max !== undefined && criterion.max < 0))
        at('max', 'a penalty needs max < 0');
    });
  })
  .openapi('Criteria');

export type Criteria = z.infer<typeof criteriaSchema>;
