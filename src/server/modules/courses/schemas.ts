import { z } from '@hono/zod-openapi';
import { nameInput, urlInput } from '../../http/schemas';
import { leaveReasons } from './service/leave-course';

// access.md §36 "Course".
export const courseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fullName: z.string(),
    alias: z.string(),
    description: z.string().nullable(),
    descriptionUrl: z.string().nullable(),
    year: z.number().int().nullable(),
    startDate: z.string().datetime(),
    endDate: z.string().datetime(),
    registrationEndDate: z.string().datetime().nullable(),
    discipline: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    discordServerId: z.number().int().nullable(),
    completed: z.boolean(),
    planned: z.boolean(),
    inviteOnly: z.boolean(),
    certificateIssuer: z.string().nullable(),
    personalMentoring: z.boolean(),
    personalMentoringStartDate: z.string().datetime().nullable(),
    personalMentoringEndDate: z.string().datetime().nullable(),
    logo: z.string().nullable(),
    minStudentsPerMentor: z.number().int(),
    certificateThreshold: z.number().int(),
    communityUrl: z.string().nullable(),
    certificateDisciplines: z.array(z.number().int()),
  })
  .openapi('Course');

export type Course = z.infer<typeof courseSchema>;

const aliasPattern = /^[a-z0-9-]{2,64}$/;
const instantInput = (field: string) =>
  z.string().datetime({ offset: true, message: `${field} must be an ISO 8601 instant` });
const optionalUrl = (field: string) => urlInput(field).nullable().optional();

// access.md §36 "CourseInput": name, fullName, alias, startDate, endDate, certificateThreshold required; rest optional.
export const courseInputSchema = z
  .strictObject({
    name: nameInput('name'),
    fullName: nameInput('fullName', 200),
    alias: z.string().trim().regex(aliasPattern, 'alias must be 2–64 lower-case letters, digits or dashes'),
    startDate: instantInput('startDate'),
    endDate: instantInput('endDate'),
    certificateThreshold: z
      .number()
      .int()
      .min(0, 'certificateThreshold must be 0..100')
      .max(100, 'certificateThreshold must be 0..100'),
    description: z.string().trim().max(5000, 'description must be at most 5000 characters').nullable().optional(),
    descriptionUrl: optionalUrl('descriptionUrl'),
    year: z.number().int().min(2000).max(2100).nullable().optional(),
    registrationEndDate: instantInput('registrationEndDate').nullable().optional(),
    disciplineId: z.number().int().positive().nullable().optional(),
    discordServerId: z.number().int().positive().nullable().optional(),
    completed: z.boolean().optional(),
    planned: z.boolean().optional(),
    inviteOnly: z.boolean().optional(),
    certificateIssuer: z.string().trim().max(200).nullable().optional(),
    personalMentoring: z.boolean().optional(),
    personalMentoringStartDate: instantInput('personalMentoringStartDate').nullable().optional(),
    personalMentoringEndDate: instantInput('personalMentoringEndDate').nullable().optional(),
    logo: z.string().trim().max(100).nullable().optional(),
    minStudentsPerMentor: z.number().int().min(1).max(50).optional(),
    communityUrl: optionalUrl('communityUrl'),
    certificateDisciplines: z.array(z.number().int().positive()).max(50).optional(),
  })
  .refine((input) => Date.parse(input.endDate) >= Date.parse(input.startDate), {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  })
  .openapi('CourseInput');

export const openCourseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fullName: z.string(),
    alias: z.string(),
    startDate: z.string().datetime(),
    description: z.string().nullable(),
    discipline: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .openapi('OpenCourse');

export type CourseInput = z.infer<typeof courseInputSchema>;

export const leaveCourseSchema = z
  .strictObject({
    reasonForLeaving: z.array(z.enum(leaveReasons)).max(10, 'reasonForLeaving may hold at most 10 reasons').optional(),
    otherComment: z.string().trim().max(2000, 'otherComment must be at most 2000 characters').optional(),
  })
  .openapi('LeaveCourseInput');
