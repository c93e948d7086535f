import { z } from '@hono/zod-openapi';
import { eventTypeValues } from '../../db/schema/enums';
import { urlInput } from '../../http/schemas';

const instantInput = (field: string) =>
  z.string().datetime({ offset: true, message: `${field} must be an ISO 8601 instant` });
const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).nullable().optional();

// access.md §36 "CourseEvent".
export const courseEventSchema = z
  .object({
    id: z.number().int(),
    event: z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.enum(eventTypeValues),
      descriptionUrl: z.string().nullable(),
      description: z.string().nullable(),
      discipline: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
    dateTime: z.string().datetime(),
    endTime: z.string().datetime().nullable(),
    duration: z.number().int().nullable(),
    place: z.string().nullable(),
    organizer: z.object({ id: z.number().int(), githubId: z.string(), name: z.string() }).nullable(),
    broadcastUrl: z.string().nullable(),
    coordinator: z.string().nullable(),
    comment: z.string().nullable(),
    special: z.string(),
  })
  .openapi('CourseEvent');

export type CourseEvent = z.infer<typeof courseEventSchema>;

// access.md §11 POST/PUT body; 400 when endTime is before dateTime.
export const courseEventInputSchema = z
  .strictObject({
    eventId: z.number().int().positive('eventId must be a positive integer'),
    dateTime: instantInput('dateTime'),
    endTime: instantInput('endTime').nullable().optional(),
    duration: z
      .number()
      .int()
      .min(1, 'duration must be 1..10080 minutes')
      .max(10080, 'duration must be 1..10080 minutes')
      .nullable()
      .optional(),
    place: optionalText('place', 500),
    organizerId: z.number().int().positive().nullable().optional(),
    broadcastUrl: urlInput('broadcastUrl').nullable().optional(),
    coordinator: optionalText('coordinator', 200),
    comment: optionalText('comment', 2000),
    special: z.string().trim().max(500, 'special must be at most 500 characters').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.endTime && Date.parse(input.endTime) < Date.parse(input.dateTime)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'endTime must not be before dateTime' });
    }
  })
  .openapi('CourseEventInput');

export type CourseEventInput = z.infer<typeof courseEventInputSchema>;
