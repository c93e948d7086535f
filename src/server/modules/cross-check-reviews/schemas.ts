import { z } from '@hono/zod-openapi';
import {
  criteriaTypeValues,
  crossCheckScoreRuleValues,
  disputeStatusValues,
  interviewRoleValues,
} from '../../db/schema';

const person = z.object({ githubId: z.string(), name: z.string() }).openapi('CrossCheckPerson');
const integerInput = (name: string) =>
  z
    .number(`${name} must be a number`)
    .int(`${name} must be an integer`)
    .min(0, `${name} must be at least 0`)
    .openapi({ description: `${name}, at most the task's maxScore` });

// access.md §15 assignments: the solutions the caller reviews (R7.4: login and URL are shown to the reviewer).
export const crossCheckAssignmentSchema = z
  .object({
    student: person,
    url: z.string(),
    reviewed: z.boolean(),
    reviewerNumber: z
      .number()
      .int()
      .openapi({ description: 'The N of "Reviewer N" under which the author sees this reviewer (R7.10)' }),
  })
  .openapi('CrossCheckAssignment');

export const reviewCriterionSchema = z
  .object({
    key: z.string(),
    type: z.enum(criteriaTypeValues),
    text: z.string().optional(),
    max: z.number().int().optional(),
    point: z.number().int().optional(),
    comment: z.string().optional(),
  })
  .openapi('CrossCheckReviewCriterion');

export const reviewHistoryEntrySchema = z
  .object({
    score: z.number().int(),
    comment: z.string(),
    criteria: z.array(reviewCriterionSchema),
    anonymous: z.boolean(),
    authorId: z.number().int(),
    dateTime: z.string(),
  })
  .openapi('CrossCheckReviewHistoryEntry');

// One message of a review thread; no author id, login or avatar: the role says who wrote it (R7.10).
export const crossCheckMessageSchema = z
  .object({
    id: z.number().int(),
    role: z.enum(interviewRoleValues),
    content: z.string(),
    createdDate: z.string(),
    isReviewerRead: z.boolean(),
    isStudentRead: z.boolean(),
  })
  .openapi('CrossCheckMessage');

export const crossCheckReviewSchema = z
  .object({
    id: z.number().int(),
    score: z.number().int(),
    comment: z.string(),
    anonymous: z.boolean(),
    criteria: z.array(reviewCriterionSchema),
    history: z.array(reviewHistoryEntrySchema),
    messages: z.array(crossCheckMessageSchema),
  })
  .openapi('CrossCheckReview');

export const crossCheckReviewInputSchema = z
  .object({
    score: integerInput('score'),
    comment: z
      .string('comment is required')
      .trim()
      .min(1, 'comment is required')
      .max(20000, 'comment must be at most 20000 characters'),
    anonymous: z.boolean('anonymous must be true or false').optional(),
    criteria: z
      .array(
        z
          .object({
            key: z.string('key is required').trim().min(1, 'key is required').max(200),
            point: z.number('point must be a number').int('point must be an integer').optional(),
            comment: z.string().trim().max(5000, 'comment must be at most 5000 characters').optional(),
          })
          .strict(),
        'criteria must be a list; [] sends the review without the form',
      )
      .max(500),
  })
  .strict()
  .openapi('CrossCheckReviewInput');

export const crossCheckMessageInputSchema = z
  .object({
    content: z
      .string('content is required')
      .trim()
      .min(1, 'content is required')
      .max(5000, 'content must be at most 5000 characters'),
    role: z.enum(interviewRoleValues, 'role must be reviewer or student'),
  })
  .strict()
  .openapi('CrossCheckMessageInput');

export const crossCheckMessagesReadSchema = z
  .object({ role: z.enum(interviewRoleValues, 'role must be reviewer or student') })
  .strict()
  .openapi('CrossCheckMessagesRead');

export const completionResultSchema = z
  .object({
    scored: z.number().int(),
    withoutScore: z.array(z.object({ githubId: z.string(), reason: z.string() })),
  })
  .openapi('CrossCheckCompletion');

// rules.md R7.10: how the author's score was computed (the rule, required vs done, which reviews counted and why
// the others did not).
export const scoreExplanationSchema = z
  .object({
    rule: z.enum(crossCheckScoreRuleValues),
    assigned: z.number().int().openapi({ description: 'Solutions the author had to review' }),
    required: z.number().int(),
    done: z.number().int(),
    reviewers: z.number().int().openapi({ description: "Reviewers of the author's solution" }),
    counted: z.array(z.object({ reviewId: z.number().int(), score: z.number().int() })),
    excluded: z.array(z.object({ reviewId: z.number().int(), score: z.number().int(), reason: z.string() })),
    score: z.number().int().nullable(),
    reason: z.string().nullable().openapi({ description: 'Why there is no score' }),
  })
  .openapi('CrossCheckScoreExplanation');

export const disputeSchema = z
  .object({
    id: z.number().int(),
    courseTask: z.object({ id: z.number().int(), name: z.string() }),
    student: person,
    reviewer: person,
    reviewId: z.number().int(),
    reviewScore: z.number().int(),
    expectedScore: z.number().int(),
    text: z.string(),
    status: z.enum(disputeStatusValues),
    resolution: z.object({ comment: z.string(), resolvedBy: person.nullable(), resolvedDate: z.string() }).nullable(),
    createdDate: z.string(),
  })
  .openapi('CrossCheckDispute');

// The author's own view of his dispute (no reviewer: he may be anonymous).
export const ownDisputeSchema = z
  .object({
    id: z.number().int(),
    expectedScore: z.number().int(),
    text: z.string(),
    status: z.enum(disputeStatusValues),
    resolutionComment: z.string().nullable(),
    createdDate: z.string(),
    resolvedDate: z.string().nullable(),
  })
  .openapi('CrossCheckOwnDispute');

export const receivedReviewSchema = z
  .object({
    id: z.number().int(),
    reviewer: z.union([z.string(), person]).openapi({ description: '"Reviewer N", or the reviewer when named' }),
    score: z.number().int(),
    comment: z.string(),
    criteria: z.array(reviewCriterionSchema),
    dateTime: z.string(),
    messages: z.array(crossCheckMessageSchema),
    dispute: ownDisputeSchema.nullable(),
  })
  .openapi('CrossCheckReceivedReview');

export const crossCheckFeedbackSchema = z
  .object({
    url: z.string(),
    score: z.number().int().nullable(),
    scoreExplanation: scoreExplanationSchema.nullable(),
    reviews: z.array(receivedReviewSchema),
  })
  .openapi('CrossCheckFeedback');

export const disputeInputSchema = z
  .object({
    reviewId: z.number('reviewId is required').int().positive('reviewId must be a positive integer'),
    expectedScore: integerInput('expectedScore'),
    text: z
      .string('text is required')
      .trim()
      .min(20, 'text must be at least 20 characters')
      .max(5000, 'text must be at most 5000 characters'),
  })
  .strict()
  .openapi('CrossCheckDisputeInput');

export const disputeResolutionSchema = z
  .object({
    status: z.enum(['accepted', 'rejected'], 'status must be accepted or rejected'),
    comment: z
      .string('comment is required')
      .trim()
      .min(1, 'comment is required')
      .max(5000, 'comment must be at most 5000 characters'),
    newScore: integerInput('newScore').optional(),
  })
  .strict()
  .openapi('CrossCheckDisputeResolution');

export const disputesQuerySchema = z.object({
  status: z
    .enum(disputeStatusValues, 'status must be open, accepted or rejected')
    .optional()
    .openapi({ param: { name: 'status', in: 'query' } }),
  courseTaskId: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'courseTaskId must be a positive integer')
    .transform(Number)
    .optional()
    .openapi({ param: { name: 'courseTaskId', in: 'query' }, type: 'integer' }),
});

export type CrossCheckReviewInput = z.infer<typeof crossCheckReviewInputSchema>;
export type CrossCheckMessageInput = z.infer<typeof crossCheckMessageInputSchema>;
export type ScoreExplanation = z.infer<typeof scoreExplanationSchema>;
export type DisputeInput = z.infer<typeof disputeInputSchema>;
export type DisputeResolution = z.infer<typeof disputeResolutionSchema>;
export type DisputesQuery = z.infer<typeof disputesQuerySchema>;
export type CrossCheckMessage = z.infer<typeof crossCheckMessageSchema>;
