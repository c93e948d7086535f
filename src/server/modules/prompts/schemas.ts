import { z } from '@hono/zod-openapi';

// access.md §25, data-model.md §3 "prompt": language-model prompt templates, one per type.
export const promptSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    text: z.string(),
    temperature: z.number(),
    createdDate: z.string().datetime(),
    updatedDate: z.string().datetime(),
  })
  .openapi('Prompt');

const typeInput = z.string().trim().min(1, 'type is required').max(256, 'type must be at most 256 characters');
const textInput = z.string().trim().min(1, 'text is required').max(100_000, 'text must be at most 100000 characters');
const temperatureInput = z
  .number({ message: 'temperature must be a number' })
  .min(0, 'temperature must be between 0 and 2')
  .max(2, 'temperature must be between 0 and 2');

export const promptInputSchema = z
  .strictObject({ type: typeInput, text: textInput, temperature: temperatureInput })
  .openapi('PromptInput');

export const promptPatchSchema = z
  .strictObject({ type: typeInput.optional(), text: textInput.optional(), temperature: temperatureInput.optional() })
  .openapi('PromptPatch');

export type Prompt = z.infer<typeof promptSchema>;
export type PromptInput = z.infer<typeof promptInputSchema>;
export type PromptPatch = z.infer<typeof promptPatchSchema>;
