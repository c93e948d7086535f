import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, jsonContent, problemResponses } from '../../http/route';
import { courseSchema } from './schemas';
import { listCourses } from './service';

const getCourses = defineRoute({
  method: 'get',
  path: '/api/v2/courses',
  operationId: 'getCourses',
  tags: ['courses'],
  access: policies.authenticated,
  responses: { 200: jsonContent(z.array(courseSchema), 'Every course, newest start first'), ...problemResponses(401) },
});

export const coursesRouter = new OpenAPIHono<AppEnv>().openapi(getCourses, async (c) =>
  c.json(await listCourses(c.get('deps').db), 200),
);
