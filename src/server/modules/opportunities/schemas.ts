import { z } from '@hono/zod-openapi';
import { badgeIdValues, militaryServiceValues, ratingValues, softSkillValues } from '../../db/schema/enums';
import { emailInput, englishLevelSchema, urlInput } from '../../http/schemas';

export const RESUME_LIFETIME_DAYS = 30;
export const MAX_RESUME_LOCATIONS = 3;

export const militaryServiceSchema = z.enum(militaryServiceValues).openapi('MilitaryService');

export const consentSchema = z
  .object({
    consent: z.boolean(),
    expires: z.string().nullable().openapi({ description: 'When the resume stops being public; null without one' }),
  })
  .openapi('OpportunitiesConsent');

const resumeContactsSchema = z
  .object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    skype: z.string().nullable(),
    telegram: z.string().nullable(),
    linkedin: z.string().nullable(),
    githubUsername: z.string().nullable(),
    website: z.string().nullable(),
  })
  .openapi('ResumeContacts');

// rules.md R18.3: one course of the student as the resume shows it.
export const resumeCourseSchema = z
  .object({
    courseId: z.number().int(),
    name: z.string(),
    fullName: z.string(),
    completed: z.boolean(),
    mentor: z.object({ githubId: z.string(), name: z.string() }).nullable(),
    isExpelled: z.boolean(),
    certificatePublicId: z.string().nullable(),
    totalScore: z.number(),
    rank: z.number().int().nullable(),
  })
  .openapi('ResumeCourse');

// A mentor's letter that recommends hiring (R18.3); the "what could be improved" part stays between mentor and student.
export const resumeFeedbackSchema = z
  .object({
    id: z.number().int(),
    courseName: z.string(),
    author: z.object({ githubId: z.string(), name: z.string() }),
    recommendationComment: z.string(),
    englishLevel: englishLevelSchema.nullable(),
    softSkills: z.array(z.object({ id: z.enum(softSkillValues), value: z.enum(ratingValues) })),
    createdDate: z.string(),
  })
  .openapi('ResumeFeedback');

export const resumeGratitudesSchema = z
  .object({
    count: z.number().int(),
    items: z.array(
      z.object({
        badgeId: z.enum(badgeIdValues),
        comment: z.string(),
        date: z.string(),
        from: z.object({ githubId: z.string(), name: z.string() }),
      }),
    ),
  })
  .openapi('ResumeGratitudes');

const resumeFields = {
  uuid: z.string(),
  link: z.string().openapi({ description: '<APP_URL>/cv/<uuid>, the public page (R18.4)' }),
  name: z.string().nullable(),
  desiredPosition: z.string().nullable(),
  selfIntroLink: z.string().nullable(),
  startFrom: z.string().nullable().openapi({ description: 'YYYY-MM-DD' }),
  fullTime: z.boolean(),
  militaryService: militaryServiceSchema.nullable(),
  englishLevel: englishLevelSchema.nullable(),
  avatarLink: z.string().nullable(),
  notes: z.string().nullable(),
  locations: z.array(z.string()),
  contacts: resumeContactsSchema,
  expires: z.string(),
  isHidden: z.boolean(),
  visibleCourses: z.array(z.number().int()),
  courses: z.array(resumeCourseSchema),
  feedbacks: z.array(resumeFeedbackSchema),
  gratitudes: resumeGratitudesSchema,
};

// access.md §36 Resume: the owner's view, with every course of his (visibleCourses picks the public ones).
export const resumeSchema = z.object(resumeFields).openapi('Resume');
// R18.3: the public view, courses limited to visibleCourses.
export const publicResumeSchema = z.object(resumeFields).openapi('PublicResume');

export const applicantSchema = z
  .object({
    uuid: z.string(),
    name: z.string(),
    desiredPosition: z.string().nullable(),
    locations: z.array(z.string()),
    englishLevel: englishLevelSchema.nullable(),
    fullTime: z.boolean(),
    startFrom: z.string().nullable(),
    expires: z.string(),
    githubId: z.string(),
  })
  .openapi('Applicant');

// Blank text clears a field like null does (access.md §0 "Bodies": strings are trimmed).
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const clearable = <S extends z.ZodType>(schema: S) => z.preprocess(blankToNull, schema.nullable()).optional();
const text = (field: string, max: number) =>
  clearable(z.string().trim().max(max, `${field} must be at most ${max} characters`));

// rules.md R18.5 and pages.md §8: the CV form. Every field is optional; a field that is sent replaces the stored value.
export const resumeFormSchema = z
  .strictObject({
    name: text('name', 100),
    desiredPosition: text('desiredPosition', 100),
    selfIntroLink: clearable(urlInput('selfIntroLink')),
    avatarLink: clearable(urlInput('avatarLink')),
    notes: clearable(
      z
        .string()
        .trim()
        .min(50, 'notes (About me) must be at least 50 characters')
        .max(1500, 'notes (About me) must be at most 1500 characters'),
    ),
    startFrom: clearable(z.iso.date('startFrom must be a date (YYYY-MM-DD)')),
    fullTime: z.boolean().optional(),
    militaryService: militaryServiceSchema.nullable().optional(),
    englishLevel: englishLevelSchema.nullable().optional(),
    locations: z
      .array(
        z.string().trim().min(1, 'a location must not be empty').max(100, 'a location must be at most 100 characters'),
      )
      .max(MAX_RESUME_LOCATIONS, `locations takes at most ${MAX_RESUME_LOCATIONS} places`)
      .optional(),
    phone: text('phone', 50),
    email: clearable(emailInput('email')),
    skype: text('skype', 100),
    telegram: text('telegram', 100),
    linkedin: clearable(urlInput('linkedin')),
    githubUsername: text('githubUsername', 39),
    website: clearable(urlInput('website')),
    visibleCourses: z
      .array(z.number().int().positive('visibleCourses must be course ids'))
      .max(100, 'visibleCourses takes at most 100 courses')
      .optional(),
  })
  .openapi('ResumeForm');

export const visibilityInputSchema = z.strictObject({ isHidden: z.boolean() }).openapi('ResumeVisibilityInput');
export const visibilitySchema = z.object({ isHidden: z.boolean() }).openapi('ResumeVisibility');
export const prolongSchema = z.object({ expires: z.string() }).openapi('ResumeExpiry');

export type Resume = z.infer<typeof resumeSchema>;
export type ResumeCourse = z.infer<typeof resumeCourseSchema>;
export type ResumeFeedback = z.infer<typeof resumeFeedbackSchema>;
export type ResumeGratitudes = z.infer<typeof resumeGratitudesSchema>;
export type ResumeForm = z.infer<typeof resumeFormSchema>;
export type Applicant = z.infer<typeof applicantSchema>;
export type Consent = z.infer<typeof consentSchema>;
