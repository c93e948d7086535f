import { z } from '@hono/zod-openapi';
import { locationScopeValues } from '../../db/schema';

// access.md §21 MentorStudent: an active mentee as his mentor sees him.
export const mentorStudentSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
    rank: z.number().int().nullable(),
    totalScore: z.number(),
    isActive: z.boolean(),
    feedbacks: z
      .array(z.object({ id: z.number().int(), recommendation: z.string() }))
      .openapi({ description: 'Recommendation letters the mentor wrote about the student (student_feedback)' }),
  })
  .openapi('MentorStudent');

export const dashboardStatusValues = ['in-review', 'done', 'random-task'] as const;

// access.md §21 dashboard item, rules.md R11.4.
export const mentorDashboardItemSchema = z
  .object({
    student: z.object({ id: z.number().int(), githubId: z.string(), name: z.string() }),
    courseTaskId: z.number().int(),
    taskName: z.string(),
    taskDescriptionUrl: z.string().nullable(),
    maxScore: z.number().int(),
    resultScore: z.number().int().nullable(),
    solutionUrl: z.string(),
    status: z.enum(dashboardStatusValues).openapi('MentorDashboardStatus'),
    endDate: z.string().datetime().openapi({ description: 'student_end_date + 14 days' }),
  })
  .openapi('MentorDashboardItem');

export const mentorOptionsSchema = z
  .object({
    maxStudentsLimit: z.number().int(),
    preferedStudentsLocation: z.enum(locationScopeValues),
    students: z.array(z.object({ id: z.number().int(), githubId: z.string(), name: z.string() })),
  })
  .openapi('MentorCourseOptions');

export const randomTaskPreviewSchema = z
  .object({ available: z.number().int().openapi({ description: 'Solutions a random-task POST could assign' }) })
  .openapi('RandomTaskPreview');

export type MentorStudent = z.infer<typeof mentorStudentSchema>;
export type MentorDashboardItem = z.infer<typeof mentorDashboardItemSchema>;
export type DashboardStatus = (typeof dashboardStatusValues)[number];
