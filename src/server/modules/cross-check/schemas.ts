import { z } from '@hono/zod-openapi';
import { distributionStateValues, interviewRoleValues } from '../../db/schema/enums';
import { orderDirectionQuery, pagedSchema, pagingQuery } from '../../http/paging';
import { urlInput } from '../../http/schemas';

// Names here start with CrossCheckPair / CrossCheckSolution / CrossCheckDistribution...: the reviews module
// (cross-check-reviews) names its own shapes, and two schemas must never share an OpenAPI name.
const person = z.object({ githubId: z.string(), name: z.string() }).openapi('CrossCheckPairPerson');

// data-model.md §4 task_solution.review / comments: the author's self-review against the criteria (R7.2).
const selfReviewItem = z
  .object({
    criteriaId: z
      .string()
      .trim()
      .min(1, 'criteriaId is required')
      .max(200, 'criteriaId must be at most 200 characters'),
    percentage: z
      .number('percentage must be a number')
      .min(0, 'percentage must be between 0 and 1')
      .max(1, 'percentage must be between 0 and 1')
      .openapi({ description: 'Share of the criterion the author claims: 0 (no), 0.5 (partly), 1 (done)' }),
  })
  .strict()
  .openapi('CrossCheckSelfReviewItem');

const commentInput = z
  .object({
    criteriaId: z
      .string()
      .trim()
      .min(1, 'criteriaId is required')
      .max(200, 'criteriaId must be at most 200 characters'),
    text: z.string().trim().min(1, 'text is required').max(5000, 'text must be at most 5000 characters'),
  })
  .strict();

const uniqueCriteria = (items: { criteriaId: string }[]) =>
  new Set(items.map((item) => item.criteriaId)).size === items.length;

export const crossCheckSolutionInputSchema = z
  .object({
    url: urlInput('url'),
    review: z
      .array(selfReviewItem)
      .max(200, 'review must have at most 200 items')
      .refine(uniqueCriteria, 'review names a criterion more than once')
      .optional(),
    comments: z.array(commentInput).max(200, 'comments must have at most 200 items').optional(),
  })
  .strict()
  .openapi('CrossCheckSolutionInput');

export type CrossCheckSolutionInput = z.infer<typeof crossCheckSolutionInputSchema>;

export const crossCheckSolutionSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    updatedDate: z.string().datetime(),
    review: z.array(z.object({ criteriaId: z.string(), percentage: z.number() })),
    comments: z.array(
      z.object({
        criteriaId: z.string(),
        text: z.string(),
        authorId: z.number().int(),
        recipientId: z.number().int().optional(),
        timestamp: z.string(),
      }),
    ),
  })
  .openapi('CrossCheckSolution');

export type CrossCheckSolution = z.infer<typeof crossCheckSolutionSchema>;

export const crossCheckDistributionSchema = z
  .object({
    pairsCount: z.number().int().openapi({ description: 'Pairs created' }),
    reviewersPerSolution: z.number().int().openapi({ description: 'k = min(pairsCount ?? 4, ⌊(N−1)/2⌋) (R7.3)' }),
    solutions: z.number().int().openapi({ description: 'N, the eligible solutions distributed' }),
  })
  .openapi('CrossCheckDistribution');

export type CrossCheckDistribution = z.infer<typeof crossCheckDistributionSchema>;

const historyEntry = z
  .object({
    score: z.number().int(),
    comment: z.string(),
    criteria: z.array(z.record(z.string(), z.unknown())),
    anonymous: z.boolean(),
    authorId: z.number().int(),
    dateTime: z.string(),
  })
  .openapi('CrossCheckPairHistoryEntry');

// Managers and dementors always see names (R7.10), so a message names its author.
const pairMessage = z
  .object({
    id: z.number().int(),
    role: z.enum(interviewRoleValues),
    author: person,
    content: z.string(),
    createdDate: z.string().datetime(),
    isReviewerRead: z.boolean(),
    isStudentRead: z.boolean(),
  })
  .openapi('CrossCheckPairMessage');

// access.md §15 GET /courses/{courseId}/cross-checks/pairs: one pair with its review (if any).
export const crossCheckPairSchema = z
  .object({
    id: z.number().int(),
    courseTask: z.object({ id: z.number().int(), name: z.string() }),
    checker: person,
    student: person,
    url: z.string(),
    score: z.number().int().nullable(),
    comment: z.string().nullable(),
    submittedDate: z.string().datetime(),
    reviewedDate: z.string().datetime().nullable(),
    history: z.array(historyEntry),
    messages: z.array(pairMessage),
  })
  .openapi('CrossCheckPair');

export type CrossCheckPair = z.infer<typeof crossCheckPairSchema>;

export const crossCheckPairPageSchema = pagedSchema(crossCheckPairSchema, 'CrossCheckPairPage');

export const crossCheckPairOrderFields = [
  'checker',
  'student',
  'url',
  'task',
  'score',
  'reviewedDate',
  'submittedDate',
] as const;

const containsQuery = (name: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .openapi({ param: { name, in: 'query' }, description: 'Contains, any letter case' });

export const crossCheckPairsQuerySchema = z.object({
  ...pagingQuery,
  orderBy: z
    .enum(crossCheckPairOrderFields, `orderBy must be one of ${crossCheckPairOrderFields.join(', ')}`)
    .optional()
    .openapi({ param: { name: 'orderBy', in: 'query' }, description: 'Default submittedDate' }),
  orderDirection: orderDirectionQuery.optional(),
  checker: containsQuery('checker'),
  student: containsQuery('student'),
  url: containsQuery('url'),
  task: containsQuery('task'),
  reviewed: z
    .enum(['true', 'false'], 'reviewed must be true or false')
    .transform((value) => value === 'true')
    .optional()
    .openapi({ param: { name: 'reviewed', in: 'query' }, type: 'boolean' }),
  courseTaskId: z.coerce
    .number()
    .int('courseTaskId must be a positive integer')
    .positive('courseTaskId must be a positive integer')
    .optional()
    .openapi({
      param: { name: 'courseTaskId', in: 'query' },
      description: "(extra) Only this course task's pairs: the page's task select",
    }),
});

export type CrossCheckPairsQuery = z.infer<typeof crossCheckPairsQuerySchema>;

export const availableReviewStatSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    checksCount: z.number().int(),
    completedChecksCount: z.number().int(),
  })
  .openapi('CrossCheckAvailableReviewStat');

export const crossCheckProgressSchema = z
  .object({
    courseTaskId: z.number().int(),
    name: z.string(),
    status: z.enum(distributionStateValues),
    solutions: z.number().int().openapi({ description: 'Submitted solutions' }),
    pairs: z.number().int(),
    reviewed: z.number().int(),
    missing: z.number().int().openapi({ description: 'Pairs without a review' }),
  })
  .openapi('CrossCheckProgress');

export type CrossCheckProgress = z.infer<typeof crossCheckProgressSchema>;

// access.md §15 max-score-checkers / bad-comments (R7.12).
export const crossCheckQualityReviewSchema = z
  .object({
    reviewId: z.number().int(),
    checker: person,
    student: person,
    score: z.number().int(),
    averageOthers: z
      .number()
      .nullable()
      .openapi({ description: "Mean of the solution's other reviews (1 decimal); null when there are none" }),
    comment: z.string(),
  })
  .openapi('CrossCheckQualityReview');

export type CrossCheckQualityReview = z.infer<typeof crossCheckQualityReviewSchema>;
