import { z } from '@hono/zod-openapi';
import { channelIdSchema } from '../notification-catalogue/schemas';

// access.md §35: a user's notification settings and channel connections (rules.md R20.2, R20.5 to R20.7).
export const ownConnectionSchema = z
  .object({ value: z.string(), enabled: z.boolean(), lastLinkSentAt: z.string().nullable().optional() })
  .openapi('OwnNotificationConnection');

export const ownConnectionsSchema = z
  .object({
    email: ownConnectionSchema.optional(),
    telegram: ownConnectionSchema.optional(),
    discord: ownConnectionSchema.optional(),
  })
  .openapi('OwnNotificationConnections');

export const connectionsResponseSchema = z
  .object({ connections: ownConnectionsSchema })
  .openapi('UserNotificationConnections');

export const userNotificationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    // Only the channels the notification has a template for.
    settings: z.object({
      email: z.boolean().optional(),
      telegram: z.boolean().optional(),
      discord: z.boolean().optional(),
    }),
  })
  .openapi('UserNotification');

export const userNotificationsSchema = z
  .object({ notifications: z.array(userNotificationSchema), connections: ownConnectionsSchema })
  .openapi('UserNotificationSettings');

export const userNotificationsUpdateSchema = z
  .array(
    z.strictObject({
      notificationId: z.string().trim().min(1, 'notificationId is required').max(100),
      channelId: channelIdSchema,
      enabled: z.boolean(),
    }),
  )
  .max(300, 'at most 300 settings at once')
  .openapi('UserNotificationSettingsUpdate');

export const connectionSchema = z
  .object({
    userId: z.number().int(),
    channelId: channelIdSchema,
    externalId: z.string(),
    enabled: z.boolean(),
    lastLinkSentAt: z.string().nullable(),
  })
  .openapi('NotificationConnection');

const externalIdInput = z
  .string()
  .trim()
  .min(1, 'externalId is required')
  .max(320, 'externalId must be at most 320 characters');

export const connectionInputSchema = z
  .strictObject({
    channelId: channelIdSchema,
    externalId: externalIdInput,
    userId: z.number().int().positive('userId must be a positive integer'),
    enabled: z.boolean().optional(),
  })
  .openapi('NotificationConnectionInput');

export const connectionFindSchema = z
  .strictObject({
    channelId: channelIdSchema,
    externalId: externalIdInput.optional(),
    userId: z.number().int().positive('userId must be a positive integer').optional(),
  })
  .openapi('NotificationConnectionFind');

export const sendInputSchema = z
  .strictObject({
    notificationId: z.string().trim().min(1, 'notificationId is required').max(100),
    userId: z.number().int().positive('userId must be a positive integer'),
    data: z.record(z.string(), z.unknown()).optional(),
    expireDate: z.string().datetime({ offset: true, message: 'expireDate must be an ISO date-time' }).optional(),
  })
  .openapi('SendNotificationInput');

export const sendResultSchema = z.object({ queued: z.number().int() }).openapi('SendNotificationResult');

export const confirmationTokenParam = z.object({
  token: z
    .string()
    .uuid('token must be a UUID')
    .openapi({ param: { name: 'token', in: 'path' }, example: '00000000-0000-4000-8000-000000000000' }),
});

export type OwnConnections = z.infer<typeof ownConnectionsSchema>;
export type UserNotifications = z.infer<typeof userNotificationsSchema>;
export type UserNotificationsUpdate = z.infer<typeof userNotificationsUpdateSchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type ConnectionInput = z.infer<typeof connectionInputSchema>;
export type ConnectionFind = z.infer<typeof connectionFindSchema>;
export type SendInput = z.infer<typeof sendInputSchema>;
