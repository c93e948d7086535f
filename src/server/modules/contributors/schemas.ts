import { z } from '@hono/zod-openapi';

// access.md §5, data-model.md §3 "contributor (soft)".
export const contributorSchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    user: z.object({ id: z.number().int(), githubId: z.string(), name: z.string() }),
  })
  .openapi('Contributor');

const descriptionInput = z
  .string()
  .trim()
  .min(1, 'description is required')
  .max(2000, 'description must be at most 2000 characters');
const userIdInput = z.number().int('userId must be an integer').positive('userId must be a positive integer');

export const contributorInputSchema = z
  .strictObject({ userId: userIdInput, description: descriptionInput })
  .openapi('ContributorInput');

export const contributorPatchSchema = z
  .strictObject({ userId: userIdInput.optional(), description: descriptionInput.optional() })
  .openapi('ContributorPatch');

export type Contributor = z.infer<typeof contributorSchema>;
export type ContributorInput = z.infer<typeof contributorInputSchema>;
export type ContributorPatch = z.infer<typeof contributorPatchSchema>;
