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

const discordSchema = z.object({ id: z.string(), username: z.string(), discriminator: z.string() }).openapi('Discord');
const permissionsSchema = z
  .record(
    z.string(),
    z.object({ all: z.boolean().optional(), mentor: z.boolean().optional(), student: z.boolean().optional() }),
  )
  .openapi('ProfilePermissions');

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
    permissionsSettings: permissionsSchema,
  })
  .openapi('MyProfile');

export const profileInfoSchema = z
  .object({
    permissionsSettings: permissionsSchema.optional(),
    generalInfo: z.object({
      githubId: z.string(),
      name: z.string(),
      cityName: z.string().nullable().optional(),
      countryName: z.string().nullable().optional(),
      aboutMyself: z.string().nullable().optional(),
      englishLevel: englishLevelSchema.nullable().optional(),
      languages: z.array(languageSchema).optional(),
      educationHistory: z.array(educationRecordSchema).optional(),
    }),
    contacts: contactsSchema.optional(),
    discord: discordSchema.nullable().optional(),
  })
  .openapi('ProfileInfo');

export type MyProfile = z.infer<typeof myProfileSchema>;
export type ProfileInfo = z.infer<typeof profileInfoSchema>;

const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).nullable().optional();

// access.md §24: an empty (or blank) e-mail or URL clears the field like null does, instead of failing its format.
const clearable = <S extends z.ZodType>(schema: S) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable())
    .optional();

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
    contacts: z
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
      .optional(),
  })
  .openapi('ProfileUserInput');

export type ProfileUserInput = z.infer<typeof profileUserInputSchema>;
