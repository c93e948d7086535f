import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { mentorReviewInputSchema, mentorReviewPageSchema, mentorReviewsQuerySchema } from './schemas';
import * as service from './service';

const tags = ['mentor-reviews'];
const courseParams = z.object({ courseId: idParam('courseId') });
const access = policies.course('manager', 'dementor');

const assign = defineRoute({
  method: 'post',
  path: '/api/v2/course/{courseId}/mentor-reviews',
  operationId: 'assignMentorReviewer',
  tags,
  access,
  request: { params: courseParams, body: jsonBody(mentorReviewInputSchema) },
  responses: { 204: { description: 'Reviewer set or removed' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const list = defineRoute({
  method: 'get',
  path: '/api/v2/course/{courseId}/mentor-reviews',
  operationId: 'getMentorReviews',
  tags,
  access,
  request: { params: courseParams, query: mentorReviewsQuerySchema },
  responses: {
    200: jsonContent(mentorReviewPageSchema, 'One page of submitted solutions'),
    ...problemResponses(400, 401, 403),
  },
});

export const mentorReviewsRouter = new OpenAPIHono<AppEnv>()
  .openapi(assign, async (c) => {
    const { db, now } = c.get('deps');
    await service.assignReviewer(db, c.req.valid('param').courseId, c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(list, async (c) => {
    const { db } = c.get('deps');
    return c.json(await service.listMentorReviews(db, c.req.valid('param').courseId, c.req.valid('query')), 200);
  });
