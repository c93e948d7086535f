import { z } from '@hono/zod-openapi';
import { orderDirectionQuery, pagedSchema, pagingQuery } from '../../http/paging';
import { crossCheckScoreRuleValues } from '../../db/schema';
import { urlInput } from '../../http/schemas';

export const scoreOrderByValues = [
  'rank',
  'totalScore',
  'crossCheckScore',
  'githubId',
  'name',
  'cityName',
  'mentor',
  'totalScoreChangeDate',
] as const;

const containsFilter = (name: string, description: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .openapi({ param: { name, in: 'query' }, description: `${description} (contains, any letter case)` });

// rules.md R3.5: filters combine with AND and never change ranks.
const filterQuery = {
  githubId: containsFilter('githubId', 'Student login'),
  name: containsFilter('name', 'Student first name, last name or "first last"'),
  'mentor.githubId': containsFilter('mentor.githubId', 'Mentor login'),
  cityName: containsFilter('cityName', 'City'),
};

const activeOnlyQuery = z
  .enum(['true', 'false'], 'activeOnly must be true or false')
  .openapi({ param: { name: 'activeOnly', in: 'query' }, description: 'true: non-expelled students, active rank' });

const orderByQuery = z
  .enum(scoreOrderByValues, `orderBy must be one of ${scoreOrderByValues.join(', ')}`)
  .openapi({ param: { name: 'orderBy', in: 'query' }, description: 'Then githubId asc, then id asc' });

// access.md §29 GET /course/{courseId}/students/score: every parameter but the filters is required.
export const scoreQuerySchema = z.object({
  activeOnly: activeOnlyQuery,
  orderBy: orderByQuery,
  orderDirection: orderDirectionQuery,
  ...pagingQuery,
  ...filterQuery,
});

// The CSV takes the table's scope, filters and order (access.md §0.2 decision 23), without paging.
export const scoreCsvQuerySchema = z.object({
  activeOnly: activeOnlyQuery.optional(),
  orderBy: orderByQuery.optional(),
  orderDirection: orderDirectionQuery.optional(),
  ...filterQuery,
});

export const scoreMentorSchema = z.object({ githubId: z.string(), name: z.string() }).openapi('ScoreMentor');

export const scoreTaskResultSchema = z
  .object({ courseTaskId: z.number().int(), score: z.number().int() })
  .openapi('ScoreTaskResult');

const scoreStudentShape = {
  id: z.number().int(),
  githubId: z.string(),
  name: z.string(),
  rank: z.number().int().nullable().openapi({ description: 'Rank in the chosen scope (R3.4, R3.5)' }),
  totalScore: z.number(),
  crossCheckScore: z.number(),
  totalScoreChangeDate: z.string().nullable(),
  cityName: z.string().nullable(),
  countryName: z.string().nullable(),
  isActive: z.boolean(),
  mentor: scoreMentorSchema.nullable(),
  taskResults: z.array(scoreTaskResultSchema).openapi({ description: 'Effective scores (R3.2)' }),
};

export const scoreStudentSchema = z.object(scoreStudentShape).openapi('ScoreStudent');
export const scoreStudentPageSchema = pagedSchema(scoreStudentSchema, 'ScoreStudentPage');

export const scoreSourceValues = ['taskResult', 'interview', 'none'] as const;

// How one course task adds to the total (R3.2): weightedScore = score × scoreWeight.
export const scoreBreakdownItemSchema = z
  .object({
    courseTaskId: z.number().int(),
    name: z.string(),
    maxScore: z.number().int(),
    scoreWeight: z.number(),
    score: z.number().int().nullable(),
    weightedScore: z.number(),
    source: z.enum(scoreSourceValues),
    crossCheckScoreRule: z.enum(crossCheckScoreRuleValues).nullable().openapi({
      description: 'Cross-check tasks: how reviews became the score (topMean = R7.8, median, trimmedMean); else null',
    }),
  })
  .openapi('ScoreBreakdownItem');

export const scoreStudentDetailsSchema = z
  .object({ ...scoreStudentShape, breakdown: z.array(scoreBreakdownItemSchema) })
  .openapi('ScoreStudentDetails');

const commentInput = z.string().max(8000, 'comment must be at most 8000 characters');

// access.md §29 POST .../score/{githubId}/task/{courseTaskId}; the range against maxScore is checked by R3.1.
export const scoreInputSchema = z
  .strictObject({
    score: z.number('score must be a number').min(0, 'score must be at least 0'),
    comment: commentInput.optional(),
    githubPrUrl: urlInput('githubPrUrl').optional(),
  })
  .openapi('ScoreInput');

// rules.md R3.6: a row with a bad score fails alone, so the score is checked per row, not by the schema.
export const bulkScoreRowSchema = z
  .strictObject({
    studentGithubId: z.string().trim().min(1, 'studentGithubId is required').max(100),
    score: z.number('score must be a number'),
    comment: z.string().max(20_000).optional(),
    githubPrUrl: urlInput('githubPrUrl').optional(),
  })
  .openapi('BulkScoreRow');

export const bulkScoreInputSchema = z
  .array(bulkScoreRowSchema)
  .min(1, 'send at least one row')
  .max(5000, 'send at most 5000 rows')
  .openapi('BulkScoreInput');

export const bulkScoreStatusValues = ['created', 'updated', 'skipped', 'failed'] as const;

export const bulkScoreResultSchema = z
  .object({ githubId: z.string(), status: z.enum(bulkScoreStatusValues), message: z.string().optional() })
  .openapi('BulkScoreResult');

export type ScoreQuery = z.infer<typeof scoreQuerySchema>;
export type ScoreCsvQuery = z.infer<typeof scoreCsvQuerySchema>;
export type ScoreOrderBy = (typeof scoreOrderByValues)[number];
export type ScoreStudent = z.infer<typeof scoreStudentSchema>;
export type ScoreBreakdownItem = z.infer<typeof scoreBreakdownItemSchema>;
export type ScoreInput = z.infer<typeof scoreInputSchema>;
export type BulkScoreRow = z.infer<typeof bulkScoreRowSchema>;
export type BulkScoreResult = z.infer<typeof bulkScoreResultSchema>;
