import { z } from '@hono/zod-openapi';
import { alertTypeValues } from '../../db/schema/enums';

// access.md §2, data-model.md §3 "alert".
export const alertTypeSchema = z
  .enum(alertTypeValues, `type must be one of ${alertTypeValues.join(', ')}`)
  .openapi('AlertType');

export const alertSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    type: alertTypeSchema,
    enabled: z.boolean(),
    courseId: z.number().int().nullable(),
    course: z.object({ id: z.number().int(), name: z.string(), alias: z.string() }).nullable(),
    createdDate: z.string().datetime(),
    updatedDate: z.string().datetime(),
  })
  .openapi('Alert');

const textInput = z.string().trim().min(1, 'text is required').max(2000, 'text must be at most 2000 characters');
const courseIdInput = z.number().int('courseId must be an integer').positive('courseId must be a positive integer');

export const alertInputSchema = z
  .strictObject({
    type: alertTypeSchema,
    text: textInput,
    enabled: z.boolean().optional(),
    courseId: courseIdInput.nullable().optional(),
  })
  .openapi('AlertInput');

export const alertPatchSchema = z
  .strictObject({
    type: alertTypeSchema.optional(),
    text: textInput.optional(),
    enabled: z.boolean().optional(),
    courseId: courseIdInput.nullable().optional(),
  })
  .openapi('AlertPatch');

export const alertsQuerySchema = z.object({
  enabled: z
    .enum(['true', 'false'], 'enabled must be true or false')
    .optional()
    .openapi({
      param: { name: 'enabled', in: 'query' },
      description: 'true (default): enabled alerts for the caller; false: every alert (admin only)',
    }),
});

export type Alert = z.infer<typeof alertSchema>;
export type AlertInput = z.infer<typeof alertInputSchema>;
export type AlertPatch = z.infer<typeof alertPatchSchema>;
