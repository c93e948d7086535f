import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { holdsCourseRole, policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/problem';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  courseTaskDetailedSchema,
  courseTaskInputSchema,
  courseTaskSchema,
  courseTasksQuerySchema,
  courseTaskWithSolutionSchema,
  distributionInputSchema,
  distributionResultSchema,
  notifyChangesInputSchema,
  notifyChangesResultSchema,
  scheduleCopyInputSchema,
  solutionsQuerySchema,
} from './schemas';
import { copySchedule } from './service/copy-schedule';
import { distributeMentorReviews } from './service/distribute';
import * as read from './service/read-tasks';
import { sendDeadlineReminders } from './service/send-deadline-reminders';
import { createCourseTask, disableCourseTask, updateCourseTask } from './service/save-task';

const tags = ['course-tasks'];
const courseParams = z.object({ courseId: idParam('courseId') });
const taskParams = z.object({ courseId: idParam('courseId'), courseTaskId: idParam('courseTaskId') });
const member = policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner');
const manager = policies.course('manager');
const base = '/api/v2/courses/{courseId}/tasks';

const list = defineRoute({
  method: 'get',
  path: base,
  operationId: 'getCourseTasks',
  tags,
  access: member,
  request: { params: courseParams, query: courseTasksQuerySchema },
  responses: {
    200: jsonContent(z.array(courseTaskSchema), 'Course tasks by deadline'),
    ...problemResponses(400, 401, 403),
  },
});

const create = defineRoute({
  method: 'post',
  path: base,
  operationId: 'createCourseTask',
  tags,
  access: manager,
  request: { params: courseParams, body: jsonBody(courseTaskInputSchema) },
  responses: { 201: jsonContent(courseTaskSchema, 'Created'), ...problemResponses(400, 401, 403, 404) },
});

const detailed = defineRoute({
  method: 'get',
  path: `${base}/detailed`,
  operationId: 'getCourseTasksDetailed',
  tags,
  access: member,
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(courseTaskDetailedSchema), 'Course tasks with task details'),
    ...problemResponses(400, 401, 403),
  },
});

const solutions = defineRoute({
  method: 'get',
  path: `${base}/solutions`,
  operationId: 'getCourseTasksWithSolutions',
  tags,
  access: policies.course('student'),
  request: { params: courseParams, query: solutionsQuerySchema },
  responses: {
    200: jsonContent(z.array(courseTaskWithSolutionSchema), "Course tasks with the caller's solution"),
    ...problemResponses(400, 401, 403),
  },
});

const getOne = defineRoute({
  method: 'get',
  path: `${base}/{courseTaskId}`,
  operationId: 'getCourseTask',
  tags,
  access: member,
  request: { params: taskParams },
  responses: { 200: jsonContent(courseTaskDetailedSchema, 'The course task'), ...problemResponses(400, 401, 403, 404) },
});

const update = defineRoute({
  method: 'put',
  path: `${base}/{courseTaskId}`,
  operationId: 'updateCourseTask',
  tags,
  access: manager,
  request: { params: taskParams, body: jsonBody(courseTaskInputSchema) },
  responses: { 200: jsonContent(courseTaskSchema, 'Saved'), ...problemResponses(400, 401, 403, 404) },
});

const remove = defineRoute({
  method: 'delete',
  path: `${base}/{courseTaskId}`,
  operationId: 'deleteCourseTask',
  tags,
  access: manager,
  request: { params: taskParams },
  responses: { 204: { description: 'Disabled' }, ...problemResponses(400, 401, 403, 404) },
});

const distribute = defineRoute({
  method: 'post',
  path: `${base}/{courseTaskId}/distribution`,
  operationId: 'distributeMentorReviews',
  tags,
  access: manager,
  request: { params: taskParams, body: jsonBody(distributionInputSchema) },
  responses: {
    201: jsonContent(distributionResultSchema, 'Assignments created (R11.2)'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const notify = defineRoute({
  method: 'post',
  path: '/api/v2/tasks/notify/changes',
  operationId: 'notifyTaskDeadlines',
  tags,
  access: policies.admin,
  request: { body: jsonBody(notifyChangesInputSchema) },
  responses: {
    202: jsonContent(notifyChangesResultSchema, 'Reminder recipients (R20.8)'),
    ...problemResponses(400, 401, 403),
  },
});

const copy = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/schedule/copy',
  operationId: 'copyCourseSchedule',
  tags,
  access: manager,
  owner: 'manager of copyFromCourseId too',
  request: { params: courseParams, body: jsonBody(scheduleCopyInputSchema) },
  responses: { 204: { description: 'Copied (R15.2)' }, ...problemResponses(400, 401, 403, 404) },
});

// rules.md R1.6: a course task's owner holds the taskOwner role through it, so a write drops the cached sessions of
// the owners before and after; a copy gives many owners a role in another course at once and drops every entry.
function dropOwnerSessions(c: Context<AppEnv>, ownerIds: (number | null)[]) {
  for (const ownerId of ownerIds) if (ownerId) c.get('deps').sessionCache.drop(ownerId);
}

export const courseTasksRouter = new OpenAPIHono<AppEnv>()
  .openapi(notify, async (c) => {
    const { db, now } = c.get('deps');
    const recipients = await sendDeadlineReminders(db, c.req.valid('json').deadlineInHours, now());
    return c.json({ recipients }, 202);
  })
  .openapi(copy, async (c) => {
    const session = await requireSession(c);
    const { copyFromCourseId } = c.req.valid('json');
    if (!holdsCourseRole(session, copyFromCourseId, ['manager'])) {
      throw new AppError('forbidden', 'Copying a schedule requires manager rights in the source course too.');
    }
    const { db, now, sessionCache } = c.get('deps');
    await copySchedule(db, c.req.valid('param').courseId, copyFromCourseId, now());
    sessionCache.clear();
    return c.body(null, 204);
  })
  .openapi(detailed, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await read.listCourseTasksDetailed(db, c.req.valid('param').courseId, now()), 200);
  })
  .openapi(solutions, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    const { courseId } = c.req.valid('param');
    return c.json(await read.listCourseTasksWithSolutions(db, courseId, session.id, c.req.valid('query'), now()), 200);
  })
  .openapi(list, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await read.listCourseTasks(db, c.req.valid('param').courseId, c.req.valid('query'), now()), 200);
  })
  .openapi(create, async (c) => {
    const { db, now } = c.get('deps');
    const courseTask = await createCourseTask(db, c.req.valid('param').courseId, c.req.valid('json'), now());
    dropOwnerSessions(c, [courseTask.taskOwner?.id ?? null]);
    return c.json(courseTask, 201);
  })
  .openapi(getOne, async (c) => {
    const { courseId, courseTaskId } = c.req.valid('param');
    const { db, now } = c.get('deps');
    return c.json(await read.getCourseTaskDetailed(db, courseId, courseTaskId, now()), 200);
  })
  .openapi(update, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    const { courseTask, ownerIds } = await updateCourseTask(db, courseId, courseTaskId, c.req.valid('json'), now());
    dropOwnerSessions(c, ownerIds);
    return c.json(courseTask, 200);
  })
  .openapi(remove, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    dropOwnerSessions(c, await disableCourseTask(db, courseId, courseTaskId, now()));
    return c.body(null, 204);
  })
  .openapi(distribute, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    return c.json(
      await distributeMentorReviews(db, courseId, courseTaskId, c.req.valid('json').clean ?? false, now()),
      201,
    );
  });
