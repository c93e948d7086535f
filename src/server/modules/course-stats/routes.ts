import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonContent, problemResponses } from '../../http/route';
import {
  aggregateStatsQuerySchema,
  aggregateStatsSchema,
  countriesStatsSchema,
  courseMentorsStatsSchema,
  courseStatsSchema,
  expelledStatSchema,
  surveyIdParam,
  taskPerformanceSchema,
} from './schemas';
import * as service from './service';

const tags = ['course-stats'];
const staff = policies.course('manager', 'supervisor');
// access.md §7: every member of the course (access.md §0.2 decision 8).
const member = policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner');
const courseParams = z.object({ courseId: idParam('courseId') });

const getAggregate = defineRoute({
  method: 'get',
  path: '/api/v2/courses/aggregate/stats',
  operationId: 'getAggregateCourseStats',
  tags,
  access: policies.authenticated,
  request: { query: aggregateStatsQuerySchema },
  responses: {
    200: jsonContent(aggregateStatsSchema, "The chosen courses among the caller's own, summed (R21.3)"),
    ...problemResponses(400, 401),
  },
});

const getStats = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/stats',
  operationId: 'getCourseStats',
  tags,
  access: member,
  request: { params: courseParams },
  responses: {
    200: jsonContent(courseStatsSchema, 'Students of the course (R21.1)'),
    ...problemResponses(400, 401, 403),
  },
});

const getMentorsStats = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/stats/mentors',
  operationId: 'getCourseMentorsStats',
  tags,
  access: member,
  request: { params: courseParams },
  responses: {
    200: jsonContent(courseMentorsStatsSchema, 'Mentors of the course (R21.1)'),
    ...problemResponses(400, 401, 403),
  },
});

const countriesRoute = (path: string, operationId: string, description: string) =>
  defineRoute({
    method: 'get',
    path,
    operationId,
    tags,
    access: member,
    request: { params: courseParams },
    responses: { 200: jsonContent(countriesStatsSchema, description), ...problemResponses(400, 401, 403) },
  });

const getMentorsCountries = countriesRoute(
  '/api/v2/courses/{courseId}/stats/mentors/countries',
  'getCourseMentorsCountries',
  'Active mentors by country, largest first',
);
const getStudentsCountries = countriesRoute(
  '/api/v2/courses/{courseId}/stats/students/countries',
  'getCourseStudentsCountries',
  'Active students by country, largest first',
);
const getCertificatesCountries = countriesRoute(
  '/api/v2/courses/{courseId}/stats/students/certificates/countries',
  'getCourseCertificatesCountries',
  'Certified students by country, largest first',
);

const getTaskPerformance = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/stats/task/{taskId}/performance',
  operationId: 'getTaskPerformance',
  tags,
  access: member,
  request: { params: z.object({ courseId: idParam('courseId'), taskId: idParam('taskId') }) },
  responses: {
    200: jsonContent(taskPerformanceSchema, 'Scores above 0 of a course task by share of the maximum (R21.2)'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const getExpelled = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/stats/expelled',
  operationId: 'getExpelledStats',
  tags,
  access: staff,
  request: { params: courseParams },
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

// The static /courses/aggregate/stats first: Hono matches in registration order (access.md §0 "Routing").
export const courseStatsRouter = new OpenAPIHono<AppEnv>()
  .openapi(getAggregate, async (c) =>
    c.json(await service.aggregateStats(c.get('deps').db, await requireSession(c), c.req.valid('query')), 200),
  )
  .openapi(getStats, async (c) =>
    c.json(await service.studentsCard(c.get('deps').db, [c.req.valid('param').courseId]), 200),
  )
  .openapi(getMentorsStats, async (c) =>
    c.json(await service.mentorCounts(c.get('deps').db, [c.req.valid('param').courseId]), 200),
  )
  .openapi(getMentorsCountries, async (c) =>
    c.json(await service.countriesCard(c.get('deps').db, 'activeMentors', [c.req.valid('param').courseId]), 200),
  )
  .openapi(getStudentsCountries, async (c) =>
    c.json(await service.countriesCard(c.get('deps').db, 'activeStudents', [c.req.valid('param').courseId]), 200),
  )
  .openapi(getCertificatesCountries, async (c) =>
    c.json(await service.countriesCard(c.get('deps').db, 'certifiedStudents', [c.req.valid('param').courseId]), 200),
  )
  .openapi(getTaskPerformance, async (c) => {
    const { courseId, taskId } = c.req.valid('param');
    return c.json(await service.taskPerformanceCard(c.get('deps').db, courseId, taskId), 200);
  })
  .openapi(getExpelled, async (c) =>
    c.json(await service.listExpelledStats(c.get('deps').db, c.req.valid('param').courseId), 200),
  )
  .openapi(deleteExpelled, async (c) => {
    const { courseId, id } = c.req.valid('param');
    await service.deleteExpelledStat(c.get('deps').db, courseId, id);
    return c.body(null, 204);
  });
