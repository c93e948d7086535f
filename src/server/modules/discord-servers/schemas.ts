import { z } from '@hono/zod-openapi';
import { nameInput, urlInput } from '../../http/schemas';

// access.md §17.
export const discordServerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    gratitudeUrl: z.string().nullable(),
    mentorsChatUrl: z.string().nullable(),
  })
  .openapi('DiscordServer');

export const discordServerInputSchema = z
  .strictObject({
    name: nameInput('name'),
    gratitudeUrl: urlInput('gratitudeUrl').nullable().optional(),
    mentorsChatUrl: urlInput('mentorsChatUrl').nullable().optional(),
  })
  .openapi('DiscordServerInput');

export const discordServerReducedSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi('DiscordServerReduced');

export const discordInviteSchema = z.object({ mentorsChatUrl: z.string() }).openapi('DiscordInvite');

export type DiscordServer = z.infer<typeof discordServerSchema>;
export type DiscordServerInput = z.infer<typeof discordServerInputSchema>;
