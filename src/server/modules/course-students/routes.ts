import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { holdsCourseRole, policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { csvContent, csvResponse } from '../../http/csv';
import { cachedJsonContent, cachedList } from '../../http/list-cache';
import { defineRoute, githubLoginParam, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import type { CourseRole } from '../../db/schema';
import {
  bulkExpelInputSchema,
  bulkExpelResultSchema,
  courseStudentPageSchema,
  courseStudentsCsvQuerySchema,
  courseStudentsQuerySchema,
  mentorChangeInputSchema,
  mentorChangeResultSchema,
  studentAvailabilityInputSchema,
  studentSearchItemSchema,
  studentSearchQuerySchema,
  studentStatusInputSchema,
} from './schemas';
import * as service from './service';

const tags = ['course-students'];
const courseParams = z.object({ courseId: idParam('courseId') });
const studentParams = z.object({ courseId: idParam('courseId'), githubId: githubLoginParam('githubId') });

const list = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/students',
  operationId: 'getCourseStudents',
  tags,
  access: policies.course('manager', 'supervisor', 'dementor'),
  request: { params: courseParams, query: courseStudentsQuerySchema },
  responses: {
    ...cachedJsonContent(courseStudentPageSchema, 'One page of students'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const csv = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/students/csv',
  operationId: 'getCourseStudentsCsv',
  tags,
  access: policies.course('manager', 'supervisor'),
  request: { params: courseParams, query: courseStudentsCsvQuerySchema },
  responses: { 200: csvContent('students.csv'), ...problemResponses(400, 401, 403, 404) },
});

const search = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/students/search/{searchText}',
  operationId: 'searchCourseStudents',
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
    query: studentSearchQuerySchema,
  },
  responses: {
    200: jsonContent(z.array(studentSearchItemSchema), 'At most 20 active students'),
    ...problemResponses(400, 401, 403),
  },
});

const bulkExpel = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/students/expel',
  operationId: 'expelCourseStudents',
  tags,
  access: policies.course('manager'),
  request: { params: courseParams, body: jsonBody(bulkExpelInputSchema) },
  responses: {
    200: jsonContent(bulkExpelResultSchema, 'Students expelled, or who would be with dryRun'),
    ...problemResponses(400, 401, 403),
  },
});

const changeMentor = defineRoute({
  method: 'put',
  path: '/api/v2/courses/{courseId}/students/{githubId}',
  operationId: 'putCourseStudentMentor',
  tags,
  access: policies.course('mentor', 'manager', 'supervisor'),
  owner: 'a mentor only moves his own active mentee or takes an unmentored one',
  request: { params: studentParams, body: jsonBody(mentorChangeInputSchema) },
  responses: {
    200: jsonContent(mentorChangeResultSchema, 'The new mentor'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const status = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/students/{githubId}/status',
  operationId: 'postCourseStudentStatus',
  tags,
  access: policies.course('mentor', 'manager', 'supervisor', 'dementor'),
  owner: 'a mentor only for his mentee',
  request: { params: studentParams, body: jsonBody(studentStatusInputSchema) },
  responses: { 204: { description: 'Status changed' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const availability = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/students/{githubId}/availability',
  operationId: 'postCourseStudentAvailability',
  tags,
  access: policies.course('manager'),
  request: { params: studentParams, body: jsonBody(studentAvailabilityInputSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 403, 404) },
});

// Staff roles pass every owner rule of the route; a mentor is bound to his own mentor record of the course.
async function actorOf(c: Context<AppEnv>, courseId: number, staffRoles: CourseRole[]): Promise<service.Actor> {
  const session = await requireSession(c);
  return {
    userId: session.id,
    staff: holdsCourseRole(session, courseId, staffRoles),
    mentorId: session.courses[courseId]?.mentorId ?? null,
  };
}

// Static paths (csv, search, expel) are registered before {githubId} (access.md §0 "Routing").
export const courseStudentsRouter = new OpenAPIHono<AppEnv>()
  // Managers, supervisors and dementors see the same page (discord included): one cached answer per course, version
  // and query.
  .openapi(list, async (c) => {
    const { db } = c.get('deps');
    const { courseId } = c.req.valid('param');
    const query = c.req.valid('query');
    return cachedList(c, {
      kind: 'roster',
      courseId,
      viewer: 'staff',
      query,
      // Issue 12: kept from its second ask, as the score page (most views of a 10,000-student roster are asked once).
      keepOnRepeat: true,
      compute: async (_now, version) => {
        // The page's JSON as PostgreSQL wrote it, passed through unparsed. A course that does not exist (404) lists
        // nobody: only an empty page needs the extra look-up.
        const { json, empty } = await service.listCourseStudentsJson(db, courseId, query, version);
        if (empty) await service.assertCourseExists(db, courseId);
        return json;
      },
    });
  })
  .openapi(csv, async (c) => {
    const { db } = c.get('deps');
    const { courseId } = c.req.valid('param');
    await service.assertCourseExists(db, courseId);
    return csvResponse(c, 'students.csv', await service.studentsCsv(db, courseId, c.req.valid('query').status));
  })
  .openapi(search, async (c) => {
    const { courseId, searchText } = c.req.valid('param');
    const withoutMentor = c.req.valid('query').onlyStudentsWithoutMentorShown === 'true';
    return c.json(await service.searchCourseStudents(c.get('deps').db, courseId, searchText, withoutMentor), 200);
  })
  .openapi(bulkExpel, async (c) => {
    const { db, now, sessionCache } = c.get('deps');
    const input = c.req.valid('json');
    const { expelled, userIds } = await service.bulkExpelStudents(db, c.req.valid('param').courseId, input, now());
    userIds.forEach(sessionCache.drop);
    return c.json({ expelled }, 200);
  })
  .openapi(changeMentor, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, githubId } = c.req.valid('param');
    const actor = await actorOf(c, courseId, ['manager', 'supervisor']);
    return c.json(await service.changeStudentMentor(db, courseId, githubId, actor, c.req.valid('json'), now()), 200);
  })
  .openapi(status, async (c) => {
    const { db, now, sessionCache } = c.get('deps');
    const { courseId, githubId } = c.req.valid('param');
    const actor = await actorOf(c, courseId, ['manager', 'supervisor', 'dementor']);
    // R1.6: the student's session carries isExpelled.
    sessionCache.drop(await service.setStudentStatus(db, courseId, githubId, actor, c.req.valid('json'), now()));
    return c.body(null, 204);
  })
  .openapi(availability, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, githubId } = c.req.valid('param');
    await service.setStudentAvailability(db, courseId, githubId, c.req.valid('json').mentoring, now());
    return c.body(null, 204);
  });
