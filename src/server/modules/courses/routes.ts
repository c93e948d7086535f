import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { courseInputSchema, courseSchema, leaveCourseSchema, openCourseSchema } from './schemas';
import { getCourse, listCourses, listOpenCourses } from './service';
import { copyCourse } from './service/copy-course';
import { leaveCourse, rejoinCourse } from './service/leave-course';
import { createCourse, updateCourse } from './service/save-course';

const tags = ['courses'];
const courseParams = z.object({ courseId: idParam('courseId') });
const member = policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner');

const getOpenCourses = defineRoute({
  method: 'get',
  path: '/api/v2/courses/open',
  operationId: 'getOpenCourses',
  tags,
  access: policies.public,
  responses: { 200: jsonContent(z.array(openCourseSchema), 'Courses open for student registration') },
});

const getCourses = defineRoute({
  method: 'get',
  path: '/api/v2/courses',
  operationId: 'getCourses',
  tags,
  access: policies.authenticated,
  responses: { 200: jsonContent(z.array(courseSchema), 'Every course, newest start first'), ...problemResponses(401) },
});

const postCourse = defineRoute({
  method: 'post',
  path: '/api/v2/courses',
  operationId: 'createCourse',
  tags,
  access: policies.admin,
  request: { body: jsonBody(courseInputSchema) },
  responses: { 201: jsonContent(courseSchema, 'Created'), ...problemResponses(400, 401, 403, 409) },
});

const getOneCourse = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}',
  operationId: 'getCourse',
  tags,
  access: member,
  request: { params: courseParams },
  responses: { 200: jsonContent(courseSchema, 'The course'), ...problemResponses(400, 401, 403, 404) },
});

const putCourse = defineRoute({
  method: 'put',
  path: '/api/v2/courses/{courseId}',
  operationId: 'updateCourse',
  tags,
  access: policies.course('manager'),
  request: { params: courseParams, body: jsonBody(courseInputSchema) },
  responses: { 200: jsonContent(courseSchema, 'Saved'), ...problemResponses(400, 401, 403, 404, 409) },
});

const postCopy = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/copy',
  operationId: 'copyCourse',
  tags,
  access: policies.admin,
  request: { params: courseParams, body: jsonBody(courseInputSchema) },
  responses: { 201: jsonContent(courseSchema, 'The new course'), ...problemResponses(400, 401, 403, 404, 409) },
});

const postLeave = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/leave',
  operationId: 'leaveCourse',
  tags,
  access: policies.course('student'),
  owner: 'active student, not admin',
  request: { params: courseParams, body: jsonBody(leaveCourseSchema) },
  responses: { 204: { description: 'Left the course' }, ...problemResponses(400, 401, 403, 409) },
});

const postRejoin = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/rejoin',
  operationId: 'rejoinCourse',
  tags,
  access: policies.course('student'),
  owner: 'caller left this course himself, not admin',
  request: { params: courseParams },
  responses: { 204: { description: 'Back in the course' }, ...problemResponses(400, 401, 403, 409) },
});

export const coursesRouter = new OpenAPIHono<AppEnv>()
  .openapi(getOpenCourses, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await listOpenCourses(db, now()), 200);
  })
  .openapi(getCourses, async (c) => c.json(await listCourses(c.get('deps').db), 200))
  .openapi(postCourse, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await createCourse(db, c.req.valid('json'), now()), 201);
  })
  .openapi(getOneCourse, async (c) => c.json(await getCourse(c.get('deps').db, c.req.valid('param').courseId), 200))
  .openapi(putCourse, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await updateCourse(db, c.req.valid('param').courseId, c.req.valid('json'), now()), 200);
  })
  .openapi(postCopy, async (c) => {
    const { db, now, sessionCache } = c.get('deps');
    const course = await copyCourse(db, c.req.valid('param').courseId, c.req.valid('json'), now());
    // R1.6: the copied tasks make their owners task owners of the new course.
    sessionCache.clear();
    return c.json(course, 201);
  })
  .openapi(postLeave, async (c) => {
    const session = await requireSession(c);
    const { db, now, sessionCache } = c.get('deps');
    await leaveCourse(db, c.req.valid('param').courseId, session.id, c.req.valid('json'), now());
    sessionCache.drop(session.id);
    return c.body(null, 204);
  })
  .openapi(postRejoin, async (c) => {
    const session = await requireSession(c);
    const { db, now, sessionCache } = c.get('deps');
    await rejoinCourse(db, c.req.valid('param').courseId, session.id, now());
    sessionCache.drop(session.id);
    return c.body(null, 204);
  });
