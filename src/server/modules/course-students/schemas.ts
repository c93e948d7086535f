import { z } from '@hono/zod-openapi';
import { orderDirectionQuery, pagedSchema, pagingQuery } from '../../http/paging';

export const studentMentorSchema = z
  .object({ id: z.number().int(), githubId: z.string(), name: z.string() })
  .openapi('StudentMentor');

export const screeningStateValues = ['none', 'assigned', 'completed'] as const;

// access.md §28 GET /courses/{courseId}/students: one row of the course students table.
export const courseStudentSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    isActive: z.boolean(),
    mentoring: z.boolean().openapi({ description: 'false = self-study: out of the mentor and interview pools' }),
    mentor: studentMentorSchema.nullable(),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
    totalScore: z.number(),
    rank: z.number().int().nullable().openapi({ description: 'Rank in the listed scope (R3.4, R3.5)' }),
    screening: z.enum(screeningStateValues),
    certificate: z.object({ publicId: z.string() }).nullable(),
    discord: z.string().nullable().openapi({ description: 'Discord username' }),
    expellingReason: z.string().nullable(),
  })
  .openapi('CourseStudent');

export const courseStudentPageSchema = pagedSchema(courseStudentSchema, 'CourseStudentPage');

export const studentOrderByValues = [
  'totalScore',
  'rank',
  'name',
  'githubId',
  'mentor',
  'cityName',
  'countryName',
] as const;

const statusQuery = z
  .enum(['active'])
  .optional()
  .openapi({ param: { name: 'status', in: 'query' }, description: 'active: only students who are not expelled' });

// pages.md §4: the table's column searches.
const columnSearch = (name: string, description: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .openapi({ param: { name, in: 'query' }, description });

export const courseStudentsQuerySchema = z.object({
  ...pagingQuery,
  status: statusQuery,
  orderBy: z
    .enum(studentOrderByValues, `orderBy must be one of ${studentOrderByValues.join(', ')}`)
    .optional()
    .openapi({ param: { name: 'orderBy', in: 'query' }, description: 'Default totalScore; id asc breaks ties' }),
  orderDirection: orderDirectionQuery.optional(),
  search: z
    .string()
    .trim()
    .max(100, 'search must be at most 100 characters')
    .optional()
    .openapi({
      param: { name: 'search', in: 'query' },
      description: 'Contains, any case: student login or name, mentor login or name, city, country',
    }),
  student: columnSearch('student', 'Column search, contains, any case: student login or name'),
  mentor: columnSearch('mentor', 'Column search, contains, any case: mentor login or name'),
  country: columnSearch('country', "Column search, contains, any case: the student's country"),
});

export const courseStudentsCsvQuerySchema = z.object({ status: statusQuery });

export const studentSearchQuerySchema = z.object({
  onlyStudentsWithoutMentorShown: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ param: { name: 'onlyStudentsWithoutMentorShown', in: 'query' } }),
});

export const studentSearchItemSchema = z
  .object({ id: z.number().int(), githubId: z.string(), name: z.string(), mentor: studentMentorSchema.nullable() })
  .openapi('StudentSearchItem');

const comment = z.string().trim().max(2000, 'comment must be at most 2000 characters');

// rules.md R13.5.
export const mentorChangeInputSchema = z
  .strictObject({
    mentorGithubId: z
      .string()
      .trim()
      .min(1, 'mentorGithubId must be a GitHub login or null')
      .max(39, 'mentorGithubId must be a GitHub login or null')
      .nullable(),
    unassigningComment: comment.optional(),
  })
  .openapi('MentorChangeInput');

export const mentorChangeResultSchema = z
  .object({ githubId: z.string(), mentor: studentMentorSchema.nullable() })
  .openapi('MentorChangeResult');

export const studentStatusValues = ['active', 'expelled', 'self-study'] as const;

// rules.md R13.1, R13.2: a comment is the reason of an expulsion and of self-study.
export const studentStatusInputSchema = z
  .strictObject({ status: z.enum(studentStatusValues), comment: comment.optional() })
  .superRefine((input, context) => {
    if (input.status !== 'active' && !input.comment) {
      context.addIssue({ code: 'custom', path: ['comment'], message: `comment is required for ${input.status}` });
    }
  })
  .openapi('StudentStatusInput');

export const studentAvailabilityInputSchema = z
  .strictObject({ mentoring: z.boolean() })
  .openapi('StudentAvailabilityInput');

// rules.md R13.4. `dryRun` answers the would-be list without writing (the "Expel Criteria" preview), like the other
// bulk operations of access.md (certificates, interview distribution) that preview with `dryRun`.
export const bulkExpelInputSchema = z
  .strictObject({
    criteria: z.strictObject({
      courseTaskIds: z
        .array(z.number().int().positive('courseTaskIds must be course task ids'))
        .max(500, 'courseTaskIds takes at most 500 tasks')
        .optional(),
      minScore: z.number().min(0, 'minScore must be at least 0').max(1_000_000).optional(),
    }),
    options: z
      .strictObject({ keepWithMentor: z.boolean().optional(), saveAssigningToMentor: z.boolean().optional() })
      .optional(),
    expellingReason: comment.optional(),
    dryRun: z.boolean().optional().openapi({ description: 'true: answer who would be expelled; nothing is written' }),
  })
  .superRefine((input, context) => {
    if (input.criteria.minScore === undefined && !input.criteria.courseTaskIds?.length) {
      context.addIssue({
        code: 'custom',
        path: ['criteria'],
        message: 'name tasks not done (courseTaskIds) or a minimum total score (minScore)',
      });
    }
    if (!input.dryRun && !input.expellingReason) {
      context.addIssue({ code: 'custom', path: ['expellingReason'], message: 'expellingReason is required' });
    }
  })
  .openapi('BulkExpelInput');

export const bulkExpelResultSchema = z
  .object({ expelled: z.array(z.object({ githubId: z.string(), name: z.string() })) })
  .openapi('BulkExpelResult');

export type CourseStudent = z.infer<typeof courseStudentSchema>;
export type CourseStudentsQuery = z.infer<typeof courseStudentsQuerySchema>;
export type StudentOrderBy = (typeof studentOrderByValues)[number];
export type MentorChangeInput = z.infer<typeof mentorChangeInputSchema>;
export type StudentStatusInput = z.infer<typeof studentStatusInputSchema>;
export type BulkExpelInput = z.infer<typeof bulkExpelInputSchema>;
export type StudentMentor = z.infer<typeof studentMentorSchema>;
