import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { courseEventInputSchema, courseEventSchema } from './schemas';
import { createCourseEvent, deleteCourseEvent, listCourseEvents, updateCourseEvent } from './service';

const tags = ['course-events'];
const courseParams = z.object({ courseId: idParam('courseId') });
const eventParams = z.object({ courseId: idParam('courseId'), courseEventId: idParam('courseEventId') });
const manager = policies.course('manager');
const base = '/api/v2/courses/{courseId}/events';

const list = defineRoute({
  method: 'get',
  path: base,
  operationId: 'getCourseEvents',
  tags,
  access: policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner'),
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(courseEventSchema), 'Course events by date'),
    ...problemResponses(400, 401, 403),
  },
});

const create = defineRoute({
  method: 'post',
  path: base,
  operationId: 'createCourseEvent',
  tags,
  access: manager,
  request: { params: courseParams, body: jsonBody(courseEventInputSchema) },
  responses: { 201: jsonContent(courseEventSchema, 'Created'), ...problemResponses(400, 401, 403, 404) },
});

const update = defineRoute({
  method: 'put',
  path: `${base}/{courseEventId}`,
  operationId: 'updateCourseEvent',
  tags,
  access: manager,
  request: { params: eventParams, body: jsonBody(courseEventInputSchema) },
  responses: { 200: jsonContent(courseEventSchema, 'Saved'), ...problemResponses(400, 401, 403, 404) },
});

const remove = defineRoute({
  method: 'delete',
  path: `${base}/{courseEventId}`,
  operationId: 'deleteCourseEvent',
  tags,
  access: manager,
  request: { params: eventParams },
  responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
});

export const courseEventsRouter = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => c.json(await listCourseEvents(c.get('deps').db, c.req.valid('param').courseId), 200))
  .openapi(create, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await createCourseEvent(db, c.req.valid('param').courseId, c.req.valid('json'), now()), 201);
  })
  .openapi(update, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseEventId } = c.req.valid('param');
    return c.json(await updateCourseEvent(db, courseId, courseEventId, c.req.valid('json'), now()), 200);
  })
  .openapi(remove, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseEventId } = c.req.valid('param');
    await deleteCourseEvent(db, courseId, courseEventId, now());
    return c.body(null, 204);
  });
