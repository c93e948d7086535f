import { z } from '@hono/zod-openapi';
import { educationRecordSchema, emailInput, englishLevelSchema, languageSchema, urlInput } from '../../http/schemas';

// Contact keys keep the seed's exact spelling (data-model.md §0).
export const contactsSchema = z
  .object({
    epamEmail: z.string().nullable(),
    email: z.string().nullable(),
    telegram: z.string().nullable(),
    phone: z.string().nullable(),
    skype: z.string().nullable(),
    whatsApp: z.string().nullable(),
    notes: z.string().nullable(),
    linkedIn: z.string().nullable(),
  })
  .openapi('Contacts');

export const discordSchema = z
  .object({ id: z.string(), username: z.string(), discriminator: z.string() })
  .openapi('Discord');

// data-model.md §2 profile_permissions: who besides the owner may see each part of the profile (rules.md R19.2).
export const permissionFlags = [
  'isProfileVisible',
  'isAboutVisible',
  'isEducationVisible',
  'isEnglishVisible',
  'isEmailVisible',
  'isTelegramVisible',
  'isSkypeVisible',
  'isPhoneVisible',
  'isContactsNotesVisible',
  'isLinkedInVisible',
  'isPublicFeedbackVisible',
  'isMentorStatsVisible',
  'isStudentStatsVisible',
] as const;
export type PermissionFlag = (typeof permissionFlags)[number];
export const audiences = ['all', 'mentor', 'student'] as const;
export type Audience = (typeof audiences)[number];

function byPermissionFlag<S extends z.ZodType>(schema: S) {
  return Object.fromEntries(permissionFlags.map((flag) => [flag, schema])) as Record<PermissionFlag, S>;
}

// As stored: any subset of flags and audiences; missing ones take the defaults of R19.2.
const storedPermissionsSchema = z
  .record(
    z.string(),
    z.object({ all: z.boolean().optional(), mentor: z.boolean().optional(), student: z.boolean().optional() }),
  )
  .openapi('ProfilePermissions');

const audienceSchema = z
  .object({ all: z.boolean(), mentor: z.boolean(), student: z.boolean() })
  .openapi('PermissionAudience');

// Every flag with the defaults filled in: what the owner's settings modals show.
export const permissionSettingsSchema = z.object(byPermissionFlag(audienceSchema)).openapi('ProfilePermissionSettings');
export type PermissionSettings = z.infer<typeof permissionSettingsSchema>;

export const myProfileSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    name: z.string(),
    primaryEmail: z.string().nullable(),
    countryName: z.string().nullable(),
    cityName: z.string().nullable(),
    englishLevel: englishLevelSchema.nullable(),
    languages: z.array(languageSchema),
    aboutMyself: z.string().nullable(),
    educationHistory: z.array(educationRecordSchema),
    contacts: contactsSchema,
    discord: discordSchema.nullable(),
    permissionsSettings: storedPermissionsSchema,
  })
  .openapi('MyProfile');

export type MyProfile = z.infer<typeof myProfileSchema>;

const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).nullable().optional();

// access.md §24: an empty (or blank) e-mail or URL clears the field like null does, instead of failing its format.
const clearable = <S extends z.ZodType>(schema: S) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable())
    .optional();

// Every contact kind of the user table (data-model.md §2); e-mails ≤ 320, URLs ≤ 2048 (access.md §0 "Bodies").
export const contactsInputSchema = z
  .strictObject({
    epamEmail: clearable(emailInput('contacts.epamEmail')),
    email: clearable(emailInput('contacts.email')),
    telegram: optionalText('contacts.telegram', 100),
    phone: optionalText('contacts.phone', 50),
    skype: optionalText('contacts.skype', 100),
    whatsApp: optionalText('contacts.whatsApp', 50),
    notes: optionalText('contacts.notes', 1000),
    linkedIn: clearable(urlInput('contacts.linkedIn')),
  })
  .openapi('ContactsInput');

export type ContactsInput = z.infer<typeof contactsInputSchema>;

// access.md §24 POST /profile/user: the personal data a registration form saves (R14.2).
export const profileUserInputSchema = z
  .strictObject({
    firstName: optionalText('firstName', 100),
    lastName: optionalText('lastName', 100),
    primaryEmail: clearable(emailInput('primaryEmail')),
    cityName: optionalText('cityName', 100),
    countryName: optionalText('countryName', 100),
    aboutMyself: optionalText('aboutMyself', 3000),
    languages: z.array(languageSchema).max(27).optional(),
    contacts: contactsInputSchema.optional(),
  })
  .openapi('ProfileUserInput');

export type ProfileUserInput = z.infer<typeof profileUserInputSchema>;

const educationInputSchema = z
  .strictObject({
    university: z
      .string()
      .trim()
      .min(1, 'university is required')
      .max(200, 'university must be at most 200 characters'),
    faculty: z.string().trim().max(200, 'faculty must be at most 200 characters'),
    graduationYear: z
      .number()
      .int('graduationYear must be a year')
      .min(1950, 'graduationYear must be 1950..2100')
      .max(2100, 'graduationYear must be 1950..2100'),
  })
  .openapi('EducationRecordInput');

// The Discord identity: the implicit flow of the profile page brings id, username and discriminator; a username typed
// by hand comes without an id (no notification connection is made then, R20.6).
export const discordInputSchema = z
  .strictObject({
    id: z
      .string()
      .trim()
      .regex(/^[0-9]{0,20}$/, 'discord.id must be a Discord user id')
      .optional(),
    username: z.string().trim().min(1, 'discord.username is required').max(37, 'discord.username is too long'),
    discriminator: z
      .string()
      .trim()
      .regex(/^[0-9]{0,4}$/, 'discord.discriminator must be up to 4 digits')
      .optional(),
  })
  .openapi('DiscordInput');

const audienceInputSchema = z
  .strictObject({ all: z.boolean().optional(), mentor: z.boolean().optional(), student: z.boolean().optional() })
  .openapi('PermissionAudienceInput');

export const permissionsInputSchema = z
  .strictObject(byPermissionFlag(audienceInputSchema.optional()))
  .openapi('ProfilePermissionsInput');

// access.md §24 PATCH /profile/info (rules.md R19.4): only the fields sent change.
export const profileInfoUpdateSchema = z
  .strictObject({
    name: z.string().trim().max(200, 'name must be at most 200 characters').optional(),
    aboutMyself: optionalText('aboutMyself', 3000),
    cityName: optionalText('cityName', 100),
    countryName: optionalText('countryName', 100),
    educationHistory: z.array(educationInputSchema).max(20, 'educationHistory has at most 20 entries').optional(),
    englishLevel: englishLevelSchema.nullable().optional(),
    languages: z.array(languageSchema).max(27).optional(),
    contacts: contactsInputSchema.optional(),
    discord: discordInputSchema.nullable().optional(),
    permissionsSettings: permissionsInputSchema.optional(),
  })
  .openapi('ProfileInfoUpdate');

export type ProfileInfoUpdate = z.infer<typeof profileInfoUpdateSchema>;
