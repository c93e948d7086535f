import { z } from '@hono/zod-openapi';
import { filterListMax, tooLong } from '../../http/paging';

// access.md §7 GET /courses/{courseId}/stats/expelled: one leave-survey answer (rules.md R13.3).
export const expelledStatSchema = z
  .object({
    id: z.string().uuid(),
    user: z.object({ id: z.number().int(), githubId: z.string(), name: z.string() }),
    reasonForLeaving: z.array(z.string()),
    otherComment: z.string().nullable(),
    submittedAt: z.string().datetime(),
  })
  .openapi('ExpelledStat');

export const surveyIdParam = z
  .string()
  .uuid('id must be a UUID')
  .openapi({ param: { name: 'id', in: 'path' }, format: 'uuid', example: '00000000-0000-4000-8000-000000000001' });

export type ExpelledStat = z.infer<typeof expelledStatSchema>;

// access.md §7, rules.md R21.1: the students of a course.
export const courseStatsSchema = z
  .object({
    totalStudents: z.number().int(),
    activeStudentsCount: z.number().int(),
    studentsWithMentorCount: z.number().int(),
    certifiedStudentsCount: z.number().int(),
    eligibleForCertificationCount: z.number().int(),
  })
  .openapi('CourseStats');

// rules.md R21.1: mentors in all, active (not expelled), and active ones with a corporate e-mail.
export const courseMentorsStatsSchema = z
  .object({
    mentorsActiveCount: z.number().int(),
    mentorsTotalCount: z.number().int(),
    mentorsWithCorporateEmailCount: z.number().int(),
  })
  .openapi('CourseMentorsStats');

// rules.md R21.1: grouped counts, largest first; an empty country is "Unknown".
export const countriesStatsSchema = z
  .object({ countries: z.array(z.object({ countryName: z.string(), count: z.number().int() })) })
  .openapi('CountriesStats');

// rules.md R21.2: effective scores above 0 of one course task, by their share of the maximum.
export const taskPerformanceSchema = z
  .object({
    totalAchievement: z.number().int(),
    minimalAchievement: z.number().int().openapi({ description: 'score / max in [0, 0.2)' }),
    lowAchievement: z.number().int().openapi({ description: '[0.2, 0.5)' }),
    moderateAchievement: z.number().int().openapi({ description: '[0.5, 0.7)' }),
    highAchievement: z.number().int().openapi({ description: '[0.7, 0.9)' }),
    exceptionalAchievement: z.number().int().openapi({ description: '[0.9, 1)' }),
    perfectScores: z.number().int().openapi({ description: 'score = max' }),
  })
  .openapi('TaskPerformance');

export const statsCourseSchema = z
  .object({ id: z.number().int(), name: z.string(), fullName: z.string(), alias: z.string(), startDate: z.string() })
  .openapi('StatsCourse');

export const statsCourseTaskSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    courseId: z.number().int(),
    courseName: z.string(),
    maxScore: z.number().int(),
  })
  .openapi('StatsCourseTask');

// access.md §7 GET /courses/aggregate/stats, rules.md R21.3.
export const aggregateStatsSchema = z
  .object({
    courses: z.array(statsCourseSchema),
    studentsCountries: countriesStatsSchema,
    studentsStats: courseStatsSchema,
    mentorsCountries: countriesStatsSchema,
    mentorsStats: courseMentorsStatsSchema,
    courseTasks: z.array(statsCourseTaskSchema),
    studentsCertificatesCountries: countriesStatsSchema,
  })
  .openapi('AggregateStats');

const idsPattern = /^\d{1,9}(,\d{1,9})*$/;

// access.md §7: `ids` (comma-separated course ids) or `year` (YYYY); at least one of them.
export const aggregateStatsQuerySchema = z
  .object({
    ids: z
      .string()
      .trim()
      .max(filterListMax, tooLong('ids', filterListMax))
      .regex(idsPattern, 'ids must be course ids separated by commas')
      .transform((value) => [...new Set(value.split(',').map(Number))].filter((id) => id > 0))
      .optional()
      .openapi({ param: { name: 'ids', in: 'query' }, type: 'string', example: '1,2', maxLength: filterListMax }),
    year: z.coerce
      .number()
      .int('year must be a year (YYYY)')
      .min(1970, 'year must be a year (YYYY)')
      .max(9999, 'year must be a year (YYYY)')
      .optional()
      .openapi({ param: { name: 'year', in: 'query' }, type: 'integer', example: 2026 }),
  })
  .superRefine((query, context) => {
    if (query.ids === undefined && query.year === undefined) {
      context.addIssue({ code: 'custom', path: ['ids'], message: 'give ids or year' });
    }
  });

export type CourseStats = z.infer<typeof courseStatsSchema>;
export type CourseMentorsStats = z.infer<typeof courseMentorsStatsSchema>;
export type CountriesStats = z.infer<typeof countriesStatsSchema>;
export type TaskPerformance = z.infer<typeof taskPerformanceSchema>;
export type AggregateStats = z.infer<typeof aggregateStatsSchema>;
export type AggregateStatsQuery = z.infer<typeof aggregateStatsQuerySchema>;
