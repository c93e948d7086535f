import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonContent, problemResponses } from '../../http/route';
import { expelledStatSchema, surveyIdParam } from './schemas';
import { deleteExpelledStat, listExpelledStats } from './service';

const tags = ['course-stats'];
const staff = policies.course('manager', 'supervisor');

const getExpelled = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/stats/expelled',
  operationId: 'getExpelledStats',
  tags,
  access: staff,
  request: { params: z.object({ courseId: idParam('courseId') }) },
  responses: {
    200: jsonContent(z.array(expelledStatSchema), 'Leave-survey answers of the course, newest first'),
    ...problemResponses(400, 401, 403),
  },
});

const deleteExpelled = defineRoute({
  method: 'delete',
  path: '/api/v2/courses/{courseId}/stats/expelled/{id}',
  operationId: 'deleteExpelledStat',
  tags,
  access: staff,
  request: { params: z.object({ courseId: idParam('courseId'), id: surveyIdParam }) },
  responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
});

export const courseStatsRouter = new OpenAPIHono<AppEnv>()
  .openapi(getExpelled, async (c) =>
    c.json(await listExpelledStats(c.get('deps').db, c.req.valid('param').courseId), 200),
  )
  .openapi(deleteExpelled, async (c) => {
    const { courseId, id } = c.req.valid('param');
    await deleteExpelledStat(c.get('deps').db, courseId, id);
    return c.body(null, 204);
  });
