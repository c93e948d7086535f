import { z } from '@hono/zod-openapi';
import {
  crossCheckScoreRuleValues,
  distributionStateValues,
  taskCheckerValues,
  taskTypeValues,
} from '../../db/schema/enums';

const instantInput = (field: string) =>
  z.string().datetime({ offset: true, message: `${field} must be an ISO 8601 instant` });

export const taskCheckerSchema = z.enum(taskCheckerValues).openapi('TaskChecker');
export const taskTypeSchema = z.enum(taskTypeValues).openapi('TaskType');
// How a cross-check's reviews become the author's score (issue 8; R7.8's rule is topMean).
export const crossCheckScoreRuleSchema = z.enum(crossCheckScoreRuleValues).openapi('CrossCheckScoreRule');

const personRefSchema = z.object({ id: z.number().int(), githubId: z.string(), name: z.string() });

const validationsSchema = z
  .object({ githubIdInUrl: z.boolean().optional(), githubPrInUrl: z.boolean().optional() })
  .openapi('CourseTaskValidations');

// access.md §36 "CourseTask".
export const courseTaskSchema = z
  .object({
    id: z.number().int(),
    taskId: z.number().int(),
    name: z.string(),
    type: taskTypeSchema,
    checker: taskCheckerSchema,
    studentStartDate: z.string().datetime(),
    studentEndDate: z.string().datetime(),
    studentRegistrationStartDate: z.string().datetime().nullable(),
    crossCheckEndDate: z.string().datetime().nullable(),
    descriptionUrl: z.string().nullable(),
    taskOwner: personRefSchema.nullable(),
    maxScore: z.number().int(),
    scoreWeight: z.number(),
    pairsCount: z.number().int().nullable(),
    crossCheckStatus: z.enum(distributionStateValues),
    crossCheckScoreRule: crossCheckScoreRuleSchema,
    submitText: z.string().nullable(),
    validations: validationsSchema,
    teamDistributionId: z.number().int().nullable(),
  })
  .openapi('CourseTask');

export type CourseTask = z.infer<typeof courseTaskSchema>;

export const courseTaskDetailedSchema = courseTaskSchema
  .extend({
    publicAttributes: z.record(z.string(), z.unknown()),
    githubRepoName: z.string().nullable(),
    sourceGithubRepoUrl: z.string().nullable(),
    resultsCount: z.number().int(),
    submissionsCount: z
      .number()
      .int()
      .openapi({ description: 'Solutions by active students: what a cross-check distribution would take (R7.3)' }),
    notEnoughSubmissions: z.boolean().openapi({
      description: 'A cross-check past its submit deadline, still initial, with fewer than 3 such solutions (R7.3)',
    }),
  })
  .openapi('CourseTaskDetailed');

export type CourseTaskDetailed = z.infer<typeof courseTaskDetailedSchema>;

export const courseTaskWithSolutionSchema = courseTaskSchema
  .extend({ solution: z.object({ url: z.string(), updatedDate: z.string().datetime() }).nullable() })
  .openapi('CourseTaskWithSolution');

// access.md §36 "CourseTaskInput"; rules.md R7 needs the cross-check end, R3.7 the task owner.
export const courseTaskInputSchema = z
  .strictObject({
    taskId: z.number().int().positive('taskId must be a positive integer'),
    checker: taskCheckerSchema,
    studentStartDate: instantInput('studentStartDate'),
    studentEndDate: instantInput('studentEndDate'),
    maxScore: z.number().int().min(1, 'maxScore must be 1..10000').max(10000, 'maxScore must be 1..10000').optional(),
    scoreWeight: z.number().min(0, 'scoreWeight must be 0..100').max(100, 'scoreWeight must be 0..100').optional(),
    type: taskTypeSchema.nullable().optional(),
    studentRegistrationStartDate: instantInput('studentRegistrationStartDate').nullable().optional(),
    crossCheckEndDate: instantInput('crossCheckEndDate').nullable().optional(),
    taskOwnerId: z.number().int().positive().nullable().optional(),
    pairsCount: z
      .number()
      .int()
      .min(1, 'pairsCount must be 1..10')
      .max(10, 'pairsCount must be 1..10')
      .nullable()
      .optional(),
    submitText: z.string().trim().max(1024, 'submitText must be at most 1024 characters').nullable().optional(),
    validations: validationsSchema.strict().optional(),
    teamDistributionId: z.number().int().positive().nullable().optional(),
    crossCheckScoreRule: crossCheckScoreRuleSchema.optional().openapi({ description: 'Default topMean' }),
  })
  .superRefine((input, ctx) => {
    if (Date.parse(input.studentEndDate) < Date.parse(input.studentStartDate)) {
      ctx.addIssue({ code: 'custom', path: ['studentEndDate'], message: 'end before start' });
    }
    if (input.checker === 'crossCheck' && !input.crossCheckEndDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['crossCheckEndDate'],
        message: 'crossCheckEndDate is required for crossCheck',
      });
    }
    if (input.crossCheckEndDate && Date.parse(input.crossCheckEndDate) <= Date.parse(input.studentEndDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['crossCheckEndDate'],
        message: 'crossCheckEndDate must be after studentEndDate',
      });
    }
    if (input.checker === 'taskOwner' && !input.taskOwnerId) {
      ctx.addIssue({ code: 'custom', path: ['taskOwnerId'], message: 'taskOwnerId is required for taskOwner' });
    }
  })
  .openapi('CourseTaskInput');

export type CourseTaskInput = z.infer<typeof courseTaskInputSchema>;

export const courseTasksQuerySchema = z.object({
  status: z.enum(['started', 'inprogress', 'finished']).optional(),
  checker: taskCheckerSchema.optional(),
});

export type CourseTasksQuery = z.infer<typeof courseTasksQuerySchema>;

export const solutionsQuerySchema = courseTasksQuerySchema.pick({ status: true });

export const distributionInputSchema = z
  .strictObject({ clean: z.boolean().optional() })
  .openapi('MentorReviewDistributionInput');

export const distributionResultSchema = z
  .object({
    created: z.number().int(),
    pairs: z.array(
      z.object({
        mentor: z.object({ id: z.number().int(), githubId: z.string(), name: z.string() }),
        student: z.object({ id: z.number().int(), githubId: z.string(), name: z.string() }),
      }),
    ),
    unassigned: z.array(z.object({ id: z.number().int(), githubId: z.string(), name: z.string() })),
  })
  .openapi('MentorReviewDistribution');

export type DistributionResult = z.infer<typeof distributionResultSchema>;

export const notifyChangesInputSchema = z
  .strictObject({
    deadlineInHours: z
      .number()
      .int()
      .min(1, 'deadlineInHours must be 1..168')
      .max(168, 'deadlineInHours must be 1..168'),
  })
  .openapi('TaskDeadlineNotifyInput');

export const notifyChangesResultSchema = z.object({ recipients: z.number().int() }).openapi('TaskDeadlineNotifyResult');

export const scheduleCopyInputSchema = z
  .strictObject({ copyFromCourseId: z.number().int().positive('copyFromCourseId must be a positive integer') })
  .openapi('ScheduleCopyInput');
