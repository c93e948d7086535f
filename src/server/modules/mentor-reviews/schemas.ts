import { z } from '@hono/zod-openapi';
import { filterListMax, pagedSchema, pagingQuery, tooLong } from '../../http/paging';

export const mentorReviewInputSchema = z
  .object({
    courseTaskId: z.number().int().positive('courseTaskId must be a positive integer'),
    studentId: z.number().int().positive('studentId must be a positive integer'),
    mentorId: z.number().int().positive('mentorId must be a positive integer').nullable(),
  })
  .strict()
  .openapi('MentorReviewInput');

const person = z.object({ githubId: z.string(), name: z.string() });

// access.md §20 MentorReview: one submitted solution of a mentor-checked task with its reviewer and score.
export const mentorReviewSchema = z
  .object({
    id: z.number().int().openapi({ description: 'The solution id' }),
    courseTaskId: z.number().int(),
    taskName: z.string(),
    taskDescriptionUrl: z.string().nullable(),
    student: person.extend({ id: z.number().int() }),
    solutionUrl: z.string(),
    submittedAt: z.string().datetime(),
    checker: person.nullable(),
    score: z.number().int().nullable(),
    maxScore: z.number().int(),
    reviewedAt: z.string().datetime().nullable(),
  })
  .openapi('MentorReview');

export const mentorReviewPageSchema = pagedSchema(mentorReviewSchema, 'MentorReviewPage');

const commaIds = z
  .string()
  .trim()
  .max(filterListMax, tooLong('tasks', filterListMax))
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'tasks must be comma-separated course task ids')
  .transform((value) => value.split(',').map(Number))
  .optional()
  .openapi({ param: { name: 'tasks', in: 'query' }, type: 'string', example: '1,2', maxLength: filterListMax });

const text = (name: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .openapi({ param: { name, in: 'query' } });

export const mentorReviewSortFields = ['submittedAt', 'reviewedAt'] as const;

export const mentorReviewsQuerySchema = z.object({
  ...pagingQuery,
  tasks: commaIds,
  student: text('student'),
  checker: text('checker'),
  sortField: z
    .enum(mentorReviewSortFields, 'sortField must be submittedAt or reviewedAt')
    .optional()
    .openapi({ param: { name: 'sortField', in: 'query' } }),
  sortOrder: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc'], 'sortOrder must be asc or desc'))
    .optional()
    .openapi({ param: { name: 'sortOrder', in: 'query' }, type: 'string', enum: ['asc', 'desc'] }),
});

export type MentorReviewInput = z.infer<typeof mentorReviewInputSchema>;
export type MentorReviewsQuery = z.infer<typeof mentorReviewsQuerySchema>;
export type MentorReview = z.infer<typeof mentorReviewSchema>;
