import { z } from '@hono/zod-openapi';
import { educationRecordSchema, englishLevelSchema, languageSchema } from '../../http/schemas';
import { discordSchema, permissionSettingsSchema } from './schemas';

// rules.md R19.3: the blocks of a profile, each present only when the viewer may see it (R19.2).

// Only the contact kinds the viewer may see, and only the filled-in ones (the owner gets every kind).
export const visibleContactsSchema = z
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
  .openapi('VisibleContacts');

export type VisibleContacts = z.infer<typeof visibleContactsSchema>;

const profileCourseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fullName: z.string(),
    alias: z.string(),
    completed: z.boolean(),
  })
  .openapi('ProfileCourse');

const personRefSchema = z.object({ githubId: z.string(), name: z.string() }).openapi('PersonRef');

const studentTaskStatSchema = z
  .object({
    courseTaskId: z.number().int(),
    name: z.string(),
    maxScore: z.number().int(),
    scoreWeight: z.number(),
    score: z.number().nullable(),
    comment: z.string().nullable(),
    githubPrUrl: z.string().nullable(),
  })
  .openapi('StudentTaskStat');

export const studentStatsSchema = z
  .object({
    course: profileCourseSchema,
    totalScore: z.number(),
    rank: z.number().int().nullable().openapi({ description: 'Competition rank among all students of the course' }),
    position: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Place shown to the student: active rank while active, else rank (R4.2)' }),
    isExpelled: z.boolean(),
    selfExpelled: z.boolean(),
    expellingReason: z.string().nullable().optional(),
    mentor: personRefSchema.nullable(),
    certificate: z.object({ publicId: z.string() }).nullable(),
    tasks: z.array(studentTaskStatSchema),
  })
  .openapi('StudentStats');

export type StudentStats = z.infer<typeof studentStatsSchema>;

export const mentorStatsSchema = z
  .object({
    course: profileCourseSchema,
    isExpelled: z.boolean(),
    students: z.array(
      z
        .object({ githubId: z.string(), name: z.string(), isExpelled: z.boolean(), totalScore: z.number() })
        .openapi('MentorStatsStudent'),
    ),
  })
  .openapi('MentorStats');

export type MentorStats = z.infer<typeof mentorStatsSchema>;

export const profileInfoSchema = z
  .object({
    permissionsSettings: permissionSettingsSchema.optional(),
    generalInfo: z.object({
      githubId: z.string(),
      name: z.string(),
      cityName: z.string().nullable(),
      countryName: z.string().nullable(),
      languages: z.array(languageSchema),
      aboutMyself: z.string().nullable().optional(),
      englishLevel: englishLevelSchema.nullable().optional(),
      educationHistory: z.array(educationRecordSchema).optional(),
    }),
    contacts: visibleContactsSchema.optional(),
    discord: discordSchema.nullable().optional(),
    studentStats: z.array(studentStatsSchema).optional(),
    mentorStats: z.array(mentorStatsSchema).optional(),
  })
  .openapi('ProfileInfo');

export type ProfileInfo = z.infer<typeof profileInfoSchema>;

// access.md §24 GET /profile/{username}.
export const publicProfileSchema = z
  .object({ githubId: z.string(), name: z.string(), publicCvUrl: z.string().nullable() })
  .openapi('PublicProfile');

// access.md §24 GET /profile/personal (admin).
export const personalProfileSchema = z
  .object({
    userId: z.number().int(),
    githubId: z.string(),
    primaryEmail: z.string().nullable(),
    isActiveStudent: z.boolean(),
  })
  .openapi('PersonalProfile');

// rules.md R19.6: what an endorsement is written from; never contacts.
export const endorsementDataSchema = z
  .object({
    user: z.object({
      githubId: z.string(),
      name: z.string(),
      cityName: z.string().nullable(),
      countryName: z.string().nullable(),
    }),
    courses: z.array(
      z
        .object({ id: z.number().int(), name: z.string(), fullName: z.string(), studentsCount: z.number().int() })
        .openapi('EndorsementCourse'),
    ),
    studentsCount: z.number().int(),
    interviewsCount: z.number().int(),
    feedbacks: z.array(
      z
        .object({ badgeId: z.string().nullable(), comment: z.string(), date: z.string() })
        .openapi('EndorsementFeedback'),
    ),
  })
  .openapi('EndorsementData');

export type EndorsementData = z.infer<typeof endorsementDataSchema>;

export const endorsementSchema = z
  .object({ summary: z.string().nullable(), data: endorsementDataSchema })
  .openapi('Endorsement');
