import { z } from '@hono/zod-openapi';
import { scheduleEntityTypeValues } from '../../db/schema/enums';

// product-spec.md §3: the schedule enumerations, spelled as given.
export const scheduleStatusValues = [
  'done',
  'available',
  'archived',
  'future',
  'missed',
  'review',
  'registered',
  'unavailable',
] as const;
export const scheduleTagValues = [
  'lecture',
  'coding',
  'self-study',
  'interview',
  'cross-check-submit',
  'cross-check-review',
  'test',
  'team-distribution',
] as const;

export type ScheduleStatus = (typeof scheduleStatusValues)[number];
export type ScheduleTag = (typeof scheduleTagValues)[number];

export const scheduleStatusSchema = z.enum(scheduleStatusValues).openapi('ScheduleStatus');
export const scheduleTagSchema = z.enum(scheduleTagValues).openapi('ScheduleTag');

export const scheduleOrganizerSchema = z
  .object({ id: z.number().int(), githubId: z.string(), name: z.string() })
  .openapi('ScheduleOrganizer');

// access.md §36 ScheduleItem, plus `key` (R5.1 item key: a cross-check task yields two items with one id).
export const scheduleItemSchema = z
  .object({
    key: z.string().openapi({ description: 'R5.1 item key: <entityType>-<id>, "-review" for a review item' }),
    id: z.number().int(),
    entityType: z.enum(scheduleEntityTypeValues),
    name: z.string(),
    type: z.string(),
    tag: scheduleTagSchema,
    status: scheduleStatusSchema,
    startDate: z.string().datetime(),
    endDate: z.string().datetime(),
    descriptionUrl: z.string().nullable(),
    organizer: scheduleOrganizerSchema.nullable(),
    place: z.string().nullable(),
    score: z.number().nullable().openapi({ description: "The student's effective score; null for other viewers" }),
    maxScore: z.number().int().nullable(),
    scoreWeight: z.number().nullable(),
    crossCheckStatus: z.enum(['initial', 'distributed', 'completed']).nullable(),
  })
  .openapi('ScheduleItem');

export const calendarTokenSchema = z.object({ token: z.string().uuid() }).openapi('CalendarToken');

const isKnownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// rules.md R6.2: an IANA zone, default UTC; an unknown zone is a 400 naming the field.
export const timezoneQuerySchema = z.object({
  timezone: z
    .string()
    .max(64)
    .refine(isKnownTimeZone, 'timezone must be an IANA time zone such as Europe/Warsaw')
    .optional()
    .default('UTC')
    .openapi({ param: { name: 'timezone', in: 'query' }, example: 'Europe/Warsaw' }),
});
