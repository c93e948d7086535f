import { z } from '@hono/zod-openapi';
import { channelIdValues } from '../../db/schema/enums';
import { notificationChannelValues } from '../../db/schema/notifications';
import { nameInput } from '../../http/schemas';

// access.md §22, rules.md R20.1: a notification with one template per channel (e-mail: subject + body; telegram and
// Discord: body).
export const channelIdSchema = z.enum(channelIdValues).openapi('NotificationChannelId');
export const notificationTypeSchema = z.enum(notificationChannelValues).openapi('NotificationType');

const templateSchema = z.object({ subject: z.string().optional(), body: z.string() }).openapi('NotificationTemplate');

export const notificationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    type: notificationTypeSchema,
    parentId: z.string().nullable(),
    channels: z.array(z.object({ channelId: channelIdSchema, template: templateSchema })),
  })
  .openapi('Notification');

const templateInput = z.strictObject({
  subject: z.string().trim().max(1000, 'subject must be at most 1000 characters').optional(),
  body: z.string().trim().min(1, 'body is required').max(20000, 'body must be at most 20000 characters'),
});

export const notificationInputSchema = z
  .strictObject({
    id: z
      .string()
      .trim()
      .min(1, 'id is required')
      .max(100, 'id must be at most 100 characters')
      .regex(/^[A-Za-z0-9:_-]+$/, 'id may hold only letters, digits, ":", "_" and "-"'),
    name: nameInput('name', 200),
    enabled: z.boolean(),
    type: notificationTypeSchema,
    parentId: z.string().trim().max(100).nullable().optional(),
    channels: z
      .array(z.strictObject({ channelId: channelIdSchema, template: templateInput }))
      .max(channelIdValues.length, `channels must list each channel at most once`),
  })
  .openapi('NotificationInput');

export const notificationIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'taskGrade' }),
});

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationInput = z.infer<typeof notificationInputSchema>;
