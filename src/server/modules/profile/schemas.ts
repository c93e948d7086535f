import { z } from '@hono/zod-openapi';
import { educationRecordSchema, englishLevelSchema, languageSchema } from '../../http/schemas';

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
