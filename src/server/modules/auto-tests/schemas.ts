import { z } from '@hono/zod-openapi';

// access.md §3: the self-check test catalogue; `correct` answers are sent only here (R9.6).
const settingsSchema = z
  .object({
    maxAttemptsNumber: z.number().int(),
    numberOfQuestions: z.number().int(),
    thresholdPercentage: z.number().int(),
    strictAttemptsMode: z.boolean(),
    oneAttemptPerNumberOfHours: z.number().int(),
  })
  .openapi('AutoTestSettings');

const autoTestFields = {
  id: z.number().int(),
  name: z.string(),
  descriptionUrl: z.string().nullable(),
  discipline: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  courses: z.array(z.object({ id: z.number().int(), name: z.string(), alias: z.string(), isActive: z.boolean() })),
  settings: settingsSchema,
  questionsCount: z.number().int(),
};

export const autoTestSchema = z.object(autoTestFields).openapi('AutoTest');

export const autoTestQuestionSchema = z
  .object({
    question: z.string(),
    questionImage: z.string().optional(),
    answers: z.array(z.string()),
    answersType: z.literal('image').optional(),
    multiple: z.boolean(),
    correct: z.array(z.number().int()),
  })
  .openapi('AutoTestQuestion');

export const autoTestDetailsSchema = z
  .object({ ...autoTestFields, questions: z.array(autoTestQuestionSchema) })
  .openapi('AutoTestDetails');

export type AutoTest = z.infer<typeof autoTestSchema>;
export type AutoTestDetails = z.infer<typeof autoTestDetailsSchema>;
