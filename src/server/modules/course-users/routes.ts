import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, githubLoginParam, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { courseRolesInputSchema, courseUserSchema, courseUsersInputSchema } from './schemas';
import * as service from './service';

const tags = ['course-users'];
const manager = policies.course('manager');
const courseParams = z.object({ courseId: idParam('courseId') });

const list = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/users',
  operationId: 'getCourseUsers',
  tags,
  access: manager,
  request: { params: courseParams },
  responses: { 200: jsonContent(z.array(courseUserSchema), 'Staff of the course'), ...problemResponses(400, 401, 403) },
});

const upsert = defineRoute({
  method: 'put',
  path: '/api/v2/courses/{courseId}/users',
  operationId: 'putCourseUsers',
  tags,
  access: manager,
  request: { params: courseParams, body: jsonBody(courseUsersInputSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 403, 404) },
});

const setRoles = defineRoute({
  method: 'put',
  path: '/api/v2/courses/{courseId}/users/{githubId}',
  operationId: 'putCourseUser',
  tags,
  access: manager,
  request: {
    params: z.object({ courseId: idParam('courseId'), githubId: githubLoginParam('githubId') }),
    body: jsonBody(courseRolesInputSchema),
  },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 403, 404) },
});

// rules.md R1.6: a role change drops the cached sessions of the users it touches.
export const courseUsersRouter = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) =>
    c.json(await service.listCourseUsers(c.get('deps').db, c.req.valid('param').courseId), 200),
  )
  .openapi(upsert, async (c) => {
    const { db, now, sessionCache } = c.get('deps');
    const userIds = await service.upsertCourseUsers(db, c.req.valid('param').courseId, c.req.valid('json'), now());
    userIds.forEach(sessionCache.drop);
    return c.body(null, 204);
  })
  .openapi(setRoles, async (c) => {
    const { db, now, sessionCache } = c.get('deps');
    const { courseId, githubId } = c.req.valid('param');
    sessionCache.drop(await service.setCourseRoles(db, courseId, githubId, c.req.valid('json'), now()));
    return c.body(null, 204);
  });
