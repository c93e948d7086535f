import { z } from '@hono/zod-openapi';
import { locationScopeValues } from '../../db/schema/enums';
import { filterListMax, paginationSchema, tooLong } from '../../http/paging';
import { languageSchema } from '../../http/schemas';

export const studentsLocationSchema = z.enum(locationScopeValues).openapi('StudentsLocation');

const maxStudentsLimit = z
  .number('maxStudentsLimit must be a number')
  .int('maxStudentsLimit must be an integer')
  .min(1, 'maxStudentsLimit must be between 1 and 50')
  .max(50, 'maxStudentsLimit must be between 1 and 50');

const courseIds = (field: string) =>
  z.array(z.number().int().positive(`${field} must hold course ids`)).max(100, `${field} holds at most 100 courses`);

// access.md §26 POST /registry/mentor: the mentor questionnaire (rules.md R14.3).
export const mentorApplicationInputSchema = z
  .strictObject({
    maxStudentsLimit,
    preferedStudentsLocation: studentsLocationSchema,
    preferedCourses: courseIds('preferedCourses').default([]),
    technicalMentoring: z
      .array(z.string().trim().min(1, 'technicalMentoring holds discipline names').max(100))
      .min(1, 'technicalMentoring needs at least one discipline')
      .max(50),
    languagesMentoring: z.array(languageSchema).max(27).default([]),
  })
  .openapi('MentorApplicationInput');

export const mentorApplicationSchema = z
  .object({
    maxStudentsLimit: z.number().int(),
    preferedStudentsLocation: studentsLocationSchema,
    preferedCourses: z.array(z.number().int()),
    preselectedCourses: z.array(z.number().int()),
    technicalMentoring: z.array(z.string()),
    languagesMentoring: z.array(languageSchema),
    canceled: z.boolean(),
  })
  .openapi('MentorApplication');

export const preselectedCoursesInputSchema = z
  .strictObject({ preselectedCourses: courseIds('preselectedCourses') })
  .openapi('PreselectedCoursesInput');

export const registryCommentInputSchema = z
  .strictObject({
    comment: z.string().trim().max(2000, 'comment must be at most 2000 characters').nullable(),
  })
  .openapi('RegistryCommentInput');

export const mentorRegistryStatusSchema = z.enum(['new', 'invited', 'joined']).openapi('MentorRegistryStatus');

// access.md §36 MentorRegistryItem.
export const mentorRegistryItemSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
    maxStudentsLimit: z.number().int(),
    preferedStudentsLocation: studentsLocationSchema,
    preferedCourses: z.array(z.number().int()),
    preselectedCourses: z.array(z.number().int()),
    technicalMentoring: z.array(z.string()),
    languagesMentoring: z.array(languageSchema),
    receivedDate: z.string().openapi({ format: 'date-time' }),
    sendDate: z.string().nullable().openapi({ format: 'date-time' }),
    comment: z.string().nullable(),
    status: mentorRegistryStatusSchema,
    hasCertificate: z.boolean(),
    wasMentor: z.boolean(),
  })
  .openapi('MentorRegistryItem');

export const mentorRegistryPageSchema = z
  .object({
    items: z.array(mentorRegistryItemSchema),
    pagination: paginationSchema,
    summary: z.object({ maxStudentsTotal: z.number().int() }),
  })
  .openapi('MentorRegistryPage');

// A list filter: comma-separated values, or the parameter repeated.
const listParam = (name: string, example: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .refine((value) => [value ?? []].flat().join(',').length <= filterListMax, tooLong(name, filterListMax))
    .transform((value) =>
      [value ?? []]
        .flat()
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .openapi({
      param: { name, in: 'query' },
      type: 'string',
      description: 'Comma-separated list; any-of',
      example,
      maxLength: filterListMax,
    });

const courseIdList = (name: string) =>
  listParam(name, '1,2').pipe(
    z.array(
      z
        .string()
        .regex(/^[0-9]{1,9}$/, `${name} must be comma-separated course ids`)
        .transform(Number),
    ),
  );

const textFilter = (name: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .openapi({ param: { name, in: 'query' } });

// access.md §26 GET /registry/mentors (and its CSV): filters combine with AND (rules.md R14.6).
export const registryFilterQuery = {
  status: z
    .enum(['new', 'all'], 'status must be new or all')
    .default('all')
    .openapi({ param: { name: 'status', in: 'query' } }),
  githubId: textFilter('githubId'),
  cityName: textFilter('cityName'),
  preferedCourses: courseIdList('preferedCourses'),
  preselectedCourses: courseIdList('preselectedCourses'),
  technicalMentoring: listParam('technicalMentoring', 'JavaScript'),
};

export const registryPageQuery = {
  ...registryFilterQuery,
  currentPage: z.coerce
    .number()
    .int('currentPage must be an integer')
    .min(1, 'currentPage must be at least 1')
    .default(1)
    .openapi({ param: { name: 'currentPage', in: 'query' }, example: 1 }),
  pageSize: z.coerce
    .number()
    .int('pageSize must be an integer')
    .min(1, 'pageSize must be between 1 and 500')
    .max(500, 'pageSize must be between 1 and 500')
    .default(100)
    .openapi({ param: { name: 'pageSize', in: 'query' }, example: 100 }),
  // pages.md §5: the GitHub column sorts; received date (newest first) otherwise.
  orderBy: z
    .enum(['receivedDate', 'githubId'], 'orderBy must be receivedDate or githubId')
    .default('receivedDate')
    .openapi({ param: { name: 'orderBy', in: 'query' } }),
  orderDirection: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc'], 'orderDirection must be asc or desc'))
    .optional()
    .openapi({ param: { name: 'orderDirection', in: 'query' }, type: 'string', enum: ['asc', 'desc'] }),
};

export const inviteMentorsInputSchema = z
  .strictObject({
    disciplines: z
      .array(z.number().int().positive('disciplines must hold discipline ids'))
      .min(1, 'disciplines needs at least one discipline')
      .max(100),
    isMentor: z.boolean().default(false),
    text: z.string().trim().min(1, 'text is required').max(20_000, 'text must be at most 20000 characters'),
  })
  .openapi('InviteMentorsInput');

export const inviteMentorsResultSchema = z.object({ recipients: z.number().int() }).openapi('InviteMentorsResult');

// access.md §6 POST /course/{courseId}/mentors/{githubId} (rules.md R14.4).
export const mentorOptionsInputSchema = z
  .strictObject({
    maxStudentsLimit,
    preferedStudentsLocation: studentsLocationSchema,
    students: z.array(z.number().int().positive('students must hold student ids')).max(50).optional(),
  })
  .openapi('MentorOptionsInput');

export const mentorOptionsSchema = z
  .object({
    maxStudentsLimit: z.number().int(),
    preferedStudentsLocation: studentsLocationSchema,
    students: z.array(z.object({ id: z.number().int(), githubId: z.string(), name: z.string() })),
  })
  .openapi('MentorOptions');

export type MentorApplicationInput = z.infer<typeof mentorApplicationInputSchema>;
export type MentorApplication = z.infer<typeof mentorApplicationSchema>;
export type MentorRegistryItem = z.infer<typeof mentorRegistryItemSchema>;
export type MentorRegistryPage = z.infer<typeof mentorRegistryPageSchema>;
export type InviteMentorsInput = z.infer<typeof inviteMentorsInputSchema>;
export type MentorOptionsInput = z.infer<typeof mentorOptionsInputSchema>;
export type MentorOptions = z.infer<typeof mentorOptionsSchema>;
export type RegistryFilter = {
  status: 'new' | 'all';
  githubId?: string;
  cityName?: string;
  preferedCourses: number[];
  preselectedCourses: number[];
  technicalMentoring: string[];
};
