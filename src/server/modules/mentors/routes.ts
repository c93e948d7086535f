import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonContent, problemResponses } from '../../http/route';
import {
  mentorDashboardItemSchema,
  mentorOptionsSchema,
  mentorStudentSchema,
  randomTaskPreviewSchema,
} from './schemas';
import * as service from './service';

const tags = ['mentors'];
const mentorCourseParams = z.object({ mentorId: idParam('mentorId'), courseId: idParam('courseId') });
const staffOrMentor = policies.course('mentor', 'manager', 'supervisor');
const own = 'own mentor record in the course, or manager/supervisor of the course';

const students = defineRoute({
  method: 'get',
  path: '/api/v2/mentors/{mentorId}/course/{courseId}/students',
  operationId: 'getMentorCourseStudents',
  tags,
  access: staffOrMentor,
  owner: own,
  request: { params: mentorCourseParams },
  responses: {
    200: jsonContent(z.array(mentorStudentSchema), 'Active students of the mentor'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const dashboard = defineRoute({
  method: 'get',
  path: '/api/v2/mentors/{mentorId}/course/{courseId}/dashboard',
  operationId: 'getMentorDashboard',
  tags,
  access: staffOrMentor,
  owner: own,
  request: { params: mentorCourseParams },
  responses: {
    200: jsonContent(z.array(mentorDashboardItemSchema), 'Solutions the mentor reviews (R11.4), by endDate'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const options = defineRoute({
  method: 'get',
  path: '/api/v2/mentors/{mentorId}/course/{courseId}/options',
  operationId: 'getMentorCourseOptions',
  tags,
  access: staffOrMentor,
  owner: own,
  request: { params: mentorCourseParams },
  responses: {
    200: jsonContent(mentorOptionsSchema, 'Capacity, preference and students'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const randomTaskPreview = defineRoute({
  method: 'get',
  path: '/api/v2/mentors/{mentorId}/course/{courseId}/random-task',
  operationId: 'getMentorRandomTask',
  tags,
  access: staffOrMentor,
  owner: own,
  request: { params: mentorCourseParams },
  responses: {
    200: jsonContent(randomTaskPreviewSchema, 'How many solutions wait for a random reviewer (writes nothing)'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const randomTaskAssign = defineRoute({
  method: 'post',
  path: '/api/v2/mentors/{mentorId}/course/{courseId}/random-task',
  operationId: 'assignMentorRandomTask',
  tags,
  access: policies.course('mentor'),
  owner: 'own mentor record in the course, not admin-on-behalf',
  request: { params: mentorCourseParams },
  responses: {
    201: jsonContent(mentorDashboardItemSchema, 'The newly assigned solution'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const allStudents = defineRoute({
  method: 'get',
  path: '/api/v2/mentors/{mentorId}/students',
  operationId: 'getMentorStudents',
  tags,
  access: policies.authenticated,
  owner: 'own mentor record, or manager/supervisor of its course',
  request: { params: z.object({ mentorId: idParam('mentorId') }) },
  responses: {
    200: jsonContent(z.array(mentorStudentSchema), 'Active students of the mentor with the caller’s feedbacks'),
    ...problemResponses(400, 401, 403, 404),
  },
});

export const mentorsRouter = new OpenAPIHono<AppEnv>()
  .openapi(students, async (c) => {
    const { db } = c.get('deps');
    const { mentorId, courseId } = c.req.valid('param');
    const mentor = await service.ownMentorInCourse(db, await requireSession(c), mentorId, courseId);
    return c.json(await service.mentorStudents(db, mentor), 200);
  })
  .openapi(dashboard, async (c) => {
    const { db } = c.get('deps');
    const { mentorId, courseId } = c.req.valid('param');
    const mentor = await service.ownMentorInCourse(db, await requireSession(c), mentorId, courseId);
    return c.json(await service.mentorDashboard(db, mentor), 200);
  })
  .openapi(options, async (c) => {
    const { db } = c.get('deps');
    const { mentorId, courseId } = c.req.valid('param');
    const mentor = await service.ownMentorInCourse(db, await requireSession(c), mentorId, courseId);
    return c.json(await service.mentorOptions(db, mentor), 200);
  })
  .openapi(randomTaskPreview, async (c) => {
    const { db } = c.get('deps');
    const { mentorId, courseId } = c.req.valid('param');
    const mentor = await service.ownMentorInCourse(db, await requireSession(c), mentorId, courseId);
    return c.json(await service.countRandomTasks(db, mentor), 200);
  })
  .openapi(randomTaskAssign, async (c) => {
    const { db, now } = c.get('deps');
    const { mentorId, courseId } = c.req.valid('param');
    const mentor = await service.ownMentorOnly(db, await requireSession(c), mentorId, courseId);
    return c.json(await service.assignRandomTask(db, mentor, now()), 201);
  })
  .openapi(allStudents, async (c) => {
    const { db } = c.get('deps');
    const { mentorId } = c.req.valid('param');
    const mentor = await service.ownMentorAnywhere(db, await requireSession(c), mentorId);
    return c.json(await service.mentorStudents(db, mentor), 200);
  });
