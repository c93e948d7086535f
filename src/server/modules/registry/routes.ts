import { OpenAPIHono } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { studentRegistrationResultSchema, studentRegistrationSchema } from './schemas';
import { registerStudent } from './service';

const postRegistry = defineRoute({
  method: 'post',
  path: '/api/v2/registry',
  operationId: 'registerStudent',
  tags: ['registry'],
  access: policies.authenticated,
  owner: 'course open for registration (R14.1)',
  request: { body: jsonBody(studentRegistrationSchema) },
  responses: {
    201: jsonContent(studentRegistrationResultSchema, 'Registered'),
    200: jsonContent(studentRegistrationResultSchema, 'Already a student of the course'),
    ...problemResponses(400, 401, 404, 409),
  },
});

export const registryRouter = new OpenAPIHono<AppEnv>().openapi(postRegistry, async (c) => {
  const session = await requireSession(c);
  const { db, now, sessionCache } = c.get('deps');
  const { studentId, courseId, created } = await registerStudent(db, session.id, c.req.valid('json').courseId, now());
  // rules.md R14.1: the new role shows in the very next session.
  sessionCache.drop(session.id);
  return created ? c.json({ studentId, courseId }, 201) : c.json({ studentId, courseId }, 200);
});
