import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, jsonContent, problemResponses } from '../../http/route';
import { courseRoleSchema } from '../../http/schemas';
import { issueSession } from '../../http/session';

export const sessionSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    isAdmin: z.boolean(),
    isHirer: z.boolean(),
    courses: z.record(
      z.string(),
      z.object({
        roles: z.array(courseRoleSchema),
        isExpelled: z.boolean(),
        mentorId: z.number().int().nullable(),
        studentId: z.number().int().nullable(),
      }),
    ),
  })
  .openapi('Session');

const getSession = defineRoute({
  method: 'get',
  path: '/api/v2/session',
  operationId: 'getSession',
  tags: ['session'],
  access: policies.authenticated,
  responses: { 200: jsonContent(sessionSchema, 'The caller and their roles per course'), ...problemResponses(401) },
});

export const sessionRouter = new OpenAPIHono<AppEnv>().openapi(getSession, async (c) => {
  const session = await requireSession(c);
  // rules.md R1.4: a cookie with less than a day left is re-issued, so an active user never meets an expiry.
  if (c.get('renewSession')) await issueSession(c, { userId: session.id, githubId: session.githubId });
  return c.json(session, 200);
});
