import { z } from '@hono/zod-openapi';
import { eventTypeValues } from '../../db/schema/enums';
import { nameInput, urlInput } from '../../http/schemas';

// access.md §18, data-model.md §8 event.
export const eventTypeSchema = z
  .enum(eventTypeValues, { message: `type must be one of: ${eventTypeValues.join(', ')}` })
  .openapi('EventType');

export const eventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: eventTypeSchema,
    discipline: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    descriptionUrl: z.string().nullable(),
    description: z.string().nullable(),
    createdDate: z.string().datetime(),
    updatedDate: z.string().datetime(),
  })
  .openapi('Event');

const eventFields = {
  name: nameInput('name', 256),
  type: eventTypeSchema,
  disciplineId: z.number().int().positive('disciplineId must be a positive integer').nullable().optional(),
  descriptionUrl: urlInput('descriptionUrl').nullable().optional().openapi({ example: 'https://example.com/event' }),
  description: z.string().trim().max(10000, 'description must be at most 10000 characters').nullable().optional(),
};

export const eventInputSchema = z.strictObject(eventFields).openapi('EventInput');
export const eventPatchSchema = z.strictObject(eventFields).partial().openapi('EventPatch');

export type Event = z.infer<typeof eventSchema>;
export type EventInput = z.infer<typeof eventInputSchema>;
export type EventPatch = z.infer<typeof eventPatchSchema>;
