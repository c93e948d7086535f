import { z } from '@hono/zod-openapi';

const userSearchCourseSchema = z.object({ id: z.number().int(), name: z.string() }).openapi('UserSearchCourse');

const nullableText = z.string().nullable();

// Admin-only part of a search hit (rules.md R22.1: contacts only for admins).
const userContactsSchema = z
  .object({
    primaryEmail: nullableText,
    email: nullableText,
    epamEmail: nullableText,
    telegram: nullableText,
    phone: nullableText,
    skype: nullableText,
    linkedin: nullableText,
  })
  .openapi('UserContacts');

// access.md §34 UserSearch. cityName, countryName, contacts and the three flags are present for admins only; the flags
// feed the Admin / Hirer / Activist switches of /admin/users (pages.md §5).
export const userSearchSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    cityName: nullableText.optional(),
    countryName: nullableText.optional(),
    contacts: userContactsSchema.optional(),
    discord: z.object({ id: z.string(), username: z.string(), discriminator: z.string() }).nullable(),
    isAdmin: z.boolean().optional(),
    isHirer: z.boolean().optional(),
    activist: z.boolean().optional(),
    mentoredCourses: z.array(userSearchCourseSchema),
    certifiedCourses: z.array(userSearchCourseSchema),
  })
  .openapi('UserSearch');

export const userSearchQuerySchema = z.object({
  query: z
    .string()
    .max(100, 'query must be at most 100 characters')
    .optional()
    .openapi({ param: { name: 'query', in: 'query' }, example: 'maya' }),
});

export type UserSearch = z.infer<typeof userSearchSchema>;
