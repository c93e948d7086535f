import { z } from '@hono/zod-openapi';
import { hireDecisionValues, ratingValues, softSkillValues } from '../../db/schema/enums';
import { pagedSchema, pagingQuery } from '../../http/paging';
import { englishLevelSchema, languageSchema } from '../../http/schemas';

export const hireDecisionSchema = z.enum(hireDecisionValues).openapi('HireDecision');
export const softSkillSchema = z.enum(softSkillValues).openapi('SoftSkill');
export const ratingSchema = z.enum(ratingValues).openapi('RatingWord');

const person = z.object({ githubId: z.string(), name: z.string() }).openapi('FeedbackAuthor');

// access.md §28 GET /students: one course of a student in the hirers' list.
export const studentListCourseSchema = z
  .object({
    courseId: z.number().int(),
    name: z.string(),
    totalScore: z.number(),
    rank: z.number().int().nullable(),
    certificatePublicId: z.string().nullable(),
  })
  .openapi('StudentListCourse');

// rules.md R19.2: only the contact kinds the viewer may see, only when filled in.
export const studentContactsSchema = z
  .object({
    epamEmail: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    telegram: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    skype: z.string().nullable().optional(),
    whatsApp: z.string().nullable().optional(),
    notes: z.string().nullable().optional(),
    linkedIn: z.string().nullable().optional(),
  })
  .openapi('StudentContacts');

export const studentListItemSchema = z
  .object({
    id: z.number().int().openapi({ description: 'The user id' }),
    githubId: z.string(),
    name: z.string(),
    countryName: z.string().nullable(),
    cityName: z.string().nullable(),
    languages: z.array(languageSchema),
    contacts: studentContactsSchema,
    discord: z.string().nullable().openapi({ description: 'Discord username' }),
    onGoingCourses: z.array(studentListCourseSchema),
    previousCourses: z.array(studentListCourseSchema),
  })
  .openapi('StudentListItem');

export const studentListPageSchema = pagedSchema(studentListItemSchema, 'StudentListPage');

const filterText = (name: string, description: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .openapi({ param: { name, in: 'query' }, description });

const courseIdList = (name: string, description: string) =>
  z
    .string()
    .trim()
    .max(2000, `${name} must be at most 2000 characters`)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, `${name} must be course ids separated by commas`)
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : []))
    .optional()
    .openapi({ param: { name, in: 'query' }, type: 'string', description, maxLength: 2000 });

export const studentListQuerySchema = z.object({
  ...pagingQuery,
  student: filterText('student', 'Space-separated terms; each must be in the name or the GitHub login (any case)'),
  country: filterText('country', 'Contains, any case'),
  city: filterText('city', 'Contains, any case'),
  ongoingCourses: courseIdList('ongoingCourses', 'Comma-separated course ids: an active student of one of them'),
  previousCourses: courseIdList('previousCourses', 'Comma-separated course ids: certified in one of them'),
});

export const studentFeedbackRefSchema = z
  .object({ id: z.number().int(), recommendation: hireDecisionSchema, author: person })
  .openapi('StudentFeedbackRef');

// access.md §28 GET /students/{studentId}; courseId and the letters about him are extras the feedback page reads.
export const studentDetailsSchema = z
  .object({
    id: z.number().int(),
    courseId: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    active: z.boolean(),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
    totalScore: z.number(),
    rank: z.number().int().nullable(),
    feedbacks: z.array(studentFeedbackRefSchema),
  })
  .openapi('StudentDetails');

const LETTER_MAX = 5000;
const letterText = (field: string) =>
  z.string().trim().max(LETTER_MAX, `${field} must be at most ${LETTER_MAX} characters`);

const softSkillsInput = z
  .array(z.strictObject({ id: softSkillSchema, value: ratingSchema }))
  .max(softSkillValues.length, `softSkills takes at most ${softSkillValues.length} skills`)
  .refine(
    (skills) => new Set(skills.map((skill) => skill.id)).size === skills.length,
    'softSkills names a skill twice',
  );

const recommendationComment = letterText('content.recommendationComment').min(
  1,
  'content.recommendationComment (what was good) is required',
);

// access.md §28 POST /students/{studentId}/feedbacks; pages.md §3 "Recommendation Letter".
export const studentFeedbackInputSchema = z
  .strictObject({
    recommendation: hireDecisionSchema,
    content: z.strictObject({
      suggestions: letterText('content.suggestions').optional(),
      recommendationComment,
      softSkills: softSkillsInput.optional(),
    }),
    englishLevel: englishLevelSchema.nullable().optional(),
  })
  .openapi('StudentFeedbackInput');

export const studentFeedbackPatchSchema = z
  .strictObject({
    recommendation: hireDecisionSchema.optional(),
    content: z
      .strictObject({
        suggestions: letterText('content.suggestions').optional(),
        recommendationComment: recommendationComment.optional(),
        softSkills: softSkillsInput.optional(),
      })
      .optional(),
    englishLevel: englishLevelSchema.nullable().optional(),
  })
  .openapi('StudentFeedbackPatch');

export const studentFeedbackSchema = z
  .object({
    id: z.number().int(),
    studentId: z.number().int(),
    recommendation: hireDecisionSchema,
    content: z.object({
      suggestions: z.string(),
      recommendationComment: z.string(),
      softSkills: z.array(z.object({ id: softSkillSchema, value: ratingSchema })),
    }),
    englishLevel: englishLevelSchema.nullable(),
    author: person,
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .openapi('StudentFeedback');

export type StudentListQuery = z.infer<typeof studentListQuerySchema>;
export type StudentListItem = z.infer<typeof studentListItemSchema>;
export type StudentListCourse = z.infer<typeof studentListCourseSchema>;
export type StudentDetails = z.infer<typeof studentDetailsSchema>;
export type StudentFeedbackInput = z.infer<typeof studentFeedbackInputSchema>;
export type StudentFeedbackPatch = z.infer<typeof studentFeedbackPatchSchema>;
export type StudentFeedback = z.infer<typeof studentFeedbackSchema>;
