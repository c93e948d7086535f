import { z } from '@hono/zod-openapi';
import { verificationStatusValues } from '../../db/schema/enums';
import { urlInput } from '../../http/schemas';

// access.md §8: what a student, the page and the external checker see of one attempt. Never per-question correctness
// (rules.md R9.4).
export const verificationSchema = z
  .object({
    id: z.number().int(),
    courseTaskId: z.number().int(),
    status: z.enum(verificationStatusValues),
    score: z.number().int(),
    details: z.string().nullable(),
    createdDate: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Verification');

const answerValue = z.union([z.number().int(), z.array(z.number().int())]);

// R9.3: one answer per shown question; the ranges are checked against the task's questions in the service.
export const selfCheckAnswerSchema = z
  .object({
    index: z.number().int('index must be an integer').min(0, 'index must not be negative'),
    value: answerValue.openapi({ description: 'An answer index, or an array of them for a multiple-choice question' }),
  })
  .strict()
  .openapi('SelfCheckAnswer');

export const MAX_NOTEBOOK_BASE64 = Math.ceil((5 * 1024 * 1024 * 4) / 3);

// One body for both kinds of auto-checked task (access.md §8): answers for a self-check test, the rest for a task an
// external checker grades.
export const verificationInputSchema = z
  .object({
    answers: z.array(selfCheckAnswerSchema).max(500, 'answers must have at most 500 items').optional(),
    url: urlInput('url').optional(),
    githubRepoName: z
      .string()
      .trim()
      .min(1, 'githubRepoName must not be empty')
      .max(100, 'githubRepoName must be at most 100 characters')
      .regex(/^[A-Za-z0-9._-]+$/, 'githubRepoName may hold letters, digits, ".", "_" and "-" only')
      .optional(),
    notebook: z
      .object({
        fileName: z
          .string()
          .trim()
          .min(1, 'fileName is required')
          .max(255, 'fileName must be at most 255 characters')
          .regex(/\.ipynb$/i, 'fileName must end with .ipynb'),
        contentBase64: z
          .string()
          .min(1, 'contentBase64 is required')
          .max(MAX_NOTEBOOK_BASE64, 'the notebook must be at most 5 MB')
          .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'contentBase64 must be base64'),
      })
      .strict()
      .optional(),
  })
  .strict()
  .openapi('VerificationInput');

export type VerificationInput = z.infer<typeof verificationInputSchema>;

export const wrongAnswerSchema = z
  .object({
    index: z.number().int(),
    question: z.string(),
    questionImage: z.string().optional(),
    answers: z.array(z.string()),
    answersType: z.string().optional(),
    multiple: z.boolean(),
    selectedAnswers: z.array(z.number().int()),
  })
  .openapi('VerificationWrongAnswer');

export const verificationAnswersSchema = z
  .object({
    createdDate: z.string().openapi({ format: 'date-time' }),
    score: z.number().int(),
    maxScore: z.number().int(),
    questions: z.array(wrongAnswerSchema),
  })
  .openapi('VerificationAnswers');

export const studentTaskVerificationsSchema = z
  .object({
    courseTaskId: z.number().int(),
    attemptsCount: z.number().int().openapi({ description: 'Completed attempts (R9.3)' }),
    verifications: z.array(verificationSchema.omit({ courseTaskId: true })),
  })
  .openapi('StudentTaskVerifications');

export const pendingVerificationSchema = z
  .object({
    id: z.number().int(),
    courseTaskId: z.number().int(),
    githubId: z.string(),
    taskName: z.string(),
    sourceGithubRepoUrl: z.string().nullable(),
    githubRepoName: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()),
  })
  .openapi('PendingVerification');

export const verificationResultInputSchema = z
  .object({
    score: z.number().int('score must be an integer').min(0, 'score must not be negative'),
    details: z.string().trim().max(8000, 'details must be at most 8000 characters'),
    status: z.enum(['completed', 'error'], 'status must be completed or error'),
  })
  .strict()
  .openapi('VerificationResultInput');

export const solutionInputSchema = z
  .object({ url: urlInput('url') })
  .strict()
  .openapi('TaskSolutionInput');

export const solutionSchema = z
  .object({ id: z.number().int(), courseTaskId: z.number().int(), url: z.string() })
  .openapi('TaskSolutionSaved');

export const summaryMentorContactsSchema = z
  .object({
    email: z.string().nullable().optional(),
    telegram: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    skype: z.string().nullable().optional(),
    whatsApp: z.string().nullable().optional(),
    notes: z.string().nullable().optional(),
    linkedIn: z.string().nullable().optional(),
    epamEmail: z.string().nullable().optional(),
  })
  .openapi('StudentSummaryMentorContacts');

export const studentSummarySchema = z
  .object({
    totalScore: z.number(),
    rank: z.number().int().nullable().openapi({ description: 'active rank when active, else the rank (R4.2)' }),
    rankTotal: z.number().int().openapi({
      description:
        "students in the rank's scope: active students when active, all students of the course when not (R3.4)",
    }),
    isActive: z.boolean(),
    selfExpelled: z.boolean().openapi({ description: 'The student left the course himself (R13.3)' }),
    results: z.array(z.object({ courseTaskId: z.number().int(), score: z.number().int() })),
    mentor: z.object({ githubId: z.string(), name: z.string(), contacts: summaryMentorContactsSchema }).nullable(),
  })
  .openapi('StudentSummary');
