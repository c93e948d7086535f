import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { csvContent, csvResponse } from '../../http/csv';
import { defineRoute, githubLoginParam, idParam, jsonContent, problemResponses } from '../../http/route';
import { mentorDetailsSchema, mentorSearchItemSchema } from './schemas';
import * as service from './service';

const tags = ['course-mentors'];
const courseParams = z.object({ courseId: idParam('courseId') });
const mentorParams = z.object({ courseId: idParam('courseId'), githubId: githubLoginParam('githubId') });
const managerOrSupervisor = policies.course('manager', 'supervisor');

const details = defineRoute({
  method: 'get',
  path: '/api/v2/course/{courseId}/mentors/details',
  operationId: 'getCourseMentorDetails',
  tags,
  access: managerOrSupervisor,
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(mentorDetailsSchema), 'Mentors of the course'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const csv = defineRoute({
  method: 'get',
  path: '/api/v2/course/{courseId}/mentors/details/csv',
  operationId: 'getCourseMentorDetailsCsv',
  tags,
  access: managerOrSupervisor,
  request: { params: courseParams },
  responses: { 200: csvContent('mentors.csv'), ...problemResponses(400, 401, 403, 404) },
});

const search = defineRoute({
  method: 'get',
  path: '/api/v2/course/{courseId}/mentors/search/{searchText}',
  operationId: 'searchCourseMentors',
  tags,
  access: policies.course('mentor', 'manager', 'supervisor', 'dementor'),
  request: {
    params: z.object({
      courseId: idParam('courseId'),
      searchText: z
        .string()
        .max(100)
        .openapi({ param: { name: 'searchText', in: 'path' }, example: 'an' }),
    }),
  },
  responses: {
    200: jsonContent(z.array(mentorSearchItemSchema), 'At most 20 active mentors'),
    ...problemResponses(400, 401, 403),
  },
});

const expel = defineRoute({
  method: 'post',
  path: '/api/v2/course/{courseId}/mentors/{githubId}/status/expelled',
  operationId: 'expelCourseMentor',
  tags,
  access: policies.course('manager'),
  request: { params: mentorParams },
  responses: { 204: { description: 'Expelled' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const restore = defineRoute({
  method: 'post',
  path: '/api/v2/course/{courseId}/mentors/{githubId}/status/restore',
  operationId: 'restoreCourseMentor',
  tags,
  access: policies.course('manager'),
  request: { params: mentorParams },
  responses: { 204: { description: 'Restored' }, ...problemResponses(400, 401, 403, 404, 409) },
});

// Static paths (details, details/csv, search) come before any {githubId} route (access.md §0 "Routing").
export const courseMentorsRouter = new OpenAPIHono<AppEnv>()
  .openapi(details, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId } = c.req.valid('param');
    await service.assertCourseExists(db, courseId);
    return c.json(await service.listMentorDetails(db, courseId, now()), 200);
  })
  .openapi(csv, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId } = c.req.valid('param');
    await service.assertCourseExists(db, courseId);
    return csvResponse(c, 'mentors.csv', await service.mentorsCsv(db, courseId, now()));
  })
  .openapi(search, async (c) => {
    const { courseId, searchText } = c.req.valid('param');
    return c.json(await service.searchCourseMentors(c.get('deps').db, courseId, searchText), 200);
  })
  .openapi(expel, async (c) => {
    const { db, now, sessionCache } = c.get('deps');
    const { courseId, githubId } = c.req.valid('param');
    // R1.4: an expelled mentor loses the mentor role in his session.
    sessionCache.drop(await service.expelMentor(db, courseId, githubId, now()));
    return c.body(null, 204);
  })
  .openapi(restore, async (c) => {
    const { db, now, sessionCache } = c.get('deps');
    const { courseId, githubId } = c.req.valid('param');
    sessionCache.drop(await service.restoreMentor(db, courseId, githubId, now()));
    return c.body(null, 204);
  });
