import { z } from '@hono/zod-openapi';
import { channelIdValues } from '../../db/schema/enums';
import { courseRoleSchema } from '../../http/schemas';
import { redirectTarget } from '../../http/route';

export const loginQuerySchema = z.object({ url: redirectTarget });

export const callbackQuerySchema = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(128).optional(),
  error: z.string().max(512).optional(),
});

export const devLoginQuerySchema = z.object({
  githubId: z.string().trim().min(1, 'githubId is required').max(39, 'githubId must be at most 39 characters'),
  url: redirectTarget,
});

export const connectChannelSchema = z
  .strictObject({
    channelId: z.enum(channelIdValues),
    externalId: z
      .string()
      .trim()
      .min(1, 'externalId is required')
      .max(320, 'externalId must be at most 320 characters'),
  })
  // rules.md R20.5: an e-mail channel is linked to an e-mail address.
  .refine((input) => input.channelId !== 'email' || z.string().email().safeParse(input.externalId).success, {
    message: 'externalId must be an e-mail address for the email channel',
    path: ['externalId'],
  })
  .openapi('ConnectChannelInput');

export const connectLinkSchema = z.object({ link: z.string() }).openapi('ConnectLink');

export const devUserSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    isAdmin: z.boolean(),
    isHirer: z.boolean(),
    courses: z.array(z.object({ id: z.number().int(), alias: z.string(), roles: z.array(courseRoleSchema) })),
  })
  .openapi('DevUser');

export const signInMethodsSchema = z
  .object({
    github: z.boolean().openapi({ description: 'GitHub OAuth is configured' }),
    development: z.boolean().openapi({ description: 'Development sign-in is enabled (R1.7)' }),
  })
  .openapi('SignInMethods');
