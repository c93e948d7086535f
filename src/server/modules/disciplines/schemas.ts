import { z } from '@hono/zod-openapi';
import { nameInput } from '../../http/schemas';

// access.md §16.
export const disciplineSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdDate: z.string().datetime(),
    updatedDate: z.string().datetime(),
  })
  .openapi('Discipline');

export const disciplineInputSchema = z.strictObject({ name: nameInput('name') }).openapi('DisciplineInput');

export const disciplineIdsSchema = z
  .strictObject({
    ids: z.array(z.number().int().positive('ids must be positive integers')).max(500, 'ids may hold at most 500 ids'),
  })
  .openapi('DisciplineIds');

export type Discipline = z.infer<typeof disciplineSchema>;
