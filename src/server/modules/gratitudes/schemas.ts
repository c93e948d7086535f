import { z } from '@hono/zod-openapi';
import { badgeIdValues } from '../../db/schema/enums';
import { pagedSchema, pagingQuery } from '../../http/paging';

export const badgeIdSchema = z
  .enum(badgeIdValues, `badgeId must be one of ${badgeIdValues.join(', ')}`)
  .openapi('BadgeId');

// rules.md R17.2: 1..5 distinct recipients, a comment of 20..1000 characters without "@".
export const gratitudeInputSchema = z
  .strictObject({
    userIds: z
      .array(z.number().int().positive('userIds must hold positive integers'))
      .min(1, 'userIds must name 1 to 5 users')
      .max(5, 'userIds must name 1 to 5 users')
      .refine((ids) => new Set(ids).size === ids.length, 'userIds must not repeat a user'),
    courseId: z.number().int().positive('courseId must be a positive integer'),
    badgeId: badgeIdSchema,
    comment: z
      .string()
      .trim()
      .min(20, 'comment must be at least 20 characters')
      .max(1000, 'comment must be at most 1000 characters')
      .refine((text) => !text.includes('@'), 'comment must not contain "@"'),
  })
  .openapi('GratitudeInput');

const personSchema = z.object({ githubId: z.string(), name: z.string() }).openapi('GratitudePerson');

// access.md §19 Gratitude.
export const gratitudeSchema = z
  .object({
    id: z.number().int(),
    badgeId: badgeIdSchema,
    comment: z.string(),
    date: z.string().datetime(),
    to: personSchema,
    from: personSchema,
    course: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .openapi('Gratitude');

export const gratitudePageSchema = pagedSchema(gratitudeSchema, 'GratitudePage');

export const badgeSchema = z.object({ id: badgeIdSchema, name: z.string() }).openapi('Badge');

export const heroesCountrySchema = z.object({ countryName: z.string() }).openapi('HeroesCountry');

export const heroBadgeSchema = z
  .object({ id: z.number().int(), badgeId: badgeIdSchema, comment: z.string(), date: z.string().datetime() })
  .openapi('HeroBadge');

// access.md §19 Hero: rules.md R17.4.
export const heroSchema = z
  .object({
    rank: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    total: z.number().int(),
    badges: z.array(heroBadgeSchema).openapi({ description: 'The 20 latest matching gratitudes at most' }),
  })
  .openapi('Hero');

export const heroPageSchema = pagedSchema(heroSchema, 'HeroPage');

const queryText = (name: string, description: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .openapi({ param: { name, in: 'query' }, description });

const courseIdQuery = z.coerce
  .number()
  .int('courseId must be a positive integer')
  .positive('courseId must be a positive integer')
  .optional()
  .openapi({ param: { name: 'courseId', in: 'query' }, type: 'integer' });

// access.md §19 GET /gratitudes: paging defaults to page 1 of 20.
export const gratitudesQuerySchema = z.object({
  current: pagingQuery.current
    .optional()
    .default(1)
    .openapi({ param: { name: 'current', in: 'query' } }),
  pageSize: pagingQuery.pageSize
    .optional()
    .default(20)
    .openapi({ param: { name: 'pageSize', in: 'query' } }),
  name: queryText('name', 'Recipient name contains (any letter case)'),
  githubId: queryText('githubId', 'Recipient GitHub login contains (any letter case)'),
  courseId: courseIdQuery,
});

const isoDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${name} must be a valid date`)
    .optional()
    .openapi({ param: { name, in: 'query' }, format: 'date', description: 'UTC calendar day' });

// rules.md R17.4: every filter is optional and they combine with AND.
const radarFilters = {
  courseId: courseIdQuery,
  notActivist: z
    .enum(['true', 'false'], 'notActivist must be true or false')
    .optional()
    .openapi({ param: { name: 'notActivist', in: 'query' }, description: 'true: leave out activists' }),
  countryName: queryText('countryName', "The recipient's country, exactly"),
  startDate: isoDate('startDate'),
  endDate: isoDate('endDate'),
};

const datesInOrder = (query: { startDate?: string; endDate?: string }) =>
  !query.startDate || !query.endDate || query.startDate <= query.endDate;
const datesMessage = { message: 'endDate must not be before startDate', path: ['endDate'] };

export const heroesRadarQuerySchema = z.object({ ...pagingQuery, ...radarFilters }).refine(datesInOrder, datesMessage);
export const heroesRadarCsvQuerySchema = z.object(radarFilters).refine(datesInOrder, datesMessage);

export const hallOfFameQuerySchema = z.object({
  allTime: z
    .enum(['true', 'false'], 'allTime must be true or false')
    .optional()
    .openapi({
      param: { name: 'allTime', in: 'query' },
      description: 'true: every certificate, not the last 12 months',
    }),
});

// access.md §19 GET /mentors-hall-of-fame: rules.md R17.5.
export const hallOfFameMentorSchema = z
  .object({
    rank: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    totalStudents: z.number().int(),
    totalGratitudes: z.number().int(),
    courseStats: z.array(z.object({ courseName: z.string(), studentsCount: z.number().int() })),
  })
  .openapi('HallOfFameMentor');

export type GratitudeInput = z.infer<typeof gratitudeInputSchema>;
export type Gratitude = z.infer<typeof gratitudeSchema>;
export type GratitudesQuery = z.infer<typeof gratitudesQuerySchema>;
export type Hero = z.infer<typeof heroSchema>;
export type HeroesRadarFilters = z.infer<typeof heroesRadarCsvQuerySchema>;
export type HeroesRadarQuery = z.infer<typeof heroesRadarQuerySchema>;
export type HallOfFameMentor = z.infer<typeof hallOfFameMentorSchema>;
