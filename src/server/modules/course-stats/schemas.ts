import { z } from '@hono/zod-openapi';

// access.md §7 GET /courses/{courseId}/stats/expelled: one leave-survey answer (rules.md R13.3).
export const expelledStatSchema = z
  .object({
    id: z.string().uuid(),
    user: z.object({ id: z.number().int(), githubId: z.string(), name: z.string() }),
    reasonForLeaving: z.array(z.string()),
    otherComment: z.string().nullable(),
    submittedAt: z.string().datetime(),
  })
  .openapi('ExpelledStat');

export const surveyIdParam = z
  .string()
  .uuid('id must be a UUID')
  .openapi({ param: { name: 'id', in: 'path' }, format: 'uuid', example: '00000000-0000-4000-8000-000000000001' });

export type ExpelledStat = z.infer<typeof expelledStatSchema>;
