import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, githubLoginParam, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  pendingVerificationSchema,
  solutionInputSchema,
  solutionSchema,
  studentSummarySchema,
  studentTaskVerificationsSchema,
  verificationAnswersSchema,
  verificationInputSchema,
  verificationResultInputSchema,
  verificationSchema,
} from './schemas';
import * as service from './service';

const tags = ['task-verifications'];
const courseParams = z.object({ courseId: idParam('courseId') });
const taskParams = z.object({ courseId: idParam('courseId'), courseTaskId: idParam('courseTaskId') });
const activeStudent = 'active student';

const submit = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/tasks/{courseTaskId}/verifications',
  operationId: 'createVerification',
  tags,
  access: policies.course('student'),
  owner: activeStudent,
  request: { params: taskParams, body: jsonBody(verificationInputSchema) },
  responses: {
    201: jsonContent(verificationSchema, 'The attempt: graded at once for a self-check test, else pending'),
    ...problemResponses(400, 401, 403, 404, 409, 429),
  },
});

const answers = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/tasks/{courseTaskId}/verifications/answers',
  operationId: 'getVerificationAnswers',
  tags,
  access: policies.course('student'),
  request: { params: taskParams },
  responses: {
    200: jsonContent(z.array(verificationAnswersSchema), 'Wrong answers of each own attempt, newest first'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const solution = defineRoute({
  method: 'post',
  path: '/api/v2/courses/{courseId}/tasks/{courseTaskId}/solutions',
  operationId: 'saveTaskSolution',
  tags,
  access: policies.course('student'),
  owner: activeStudent,
  request: { params: taskParams, body: jsonBody(solutionInputSchema) },
  responses: {
    200: jsonContent(solutionSchema, 'The saved solution'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const own = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/student-verifications',
  operationId: 'getStudentVerifications',
  tags,
  access: policies.course('student'),
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(studentTaskVerificationsSchema), "The caller's attempts per task, newest first"),
    ...problemResponses(400, 401, 403),
  },
});

const pending = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/task-verifications',
  operationId: 'getPendingVerifications',
  tags,
  access: policies.admin,
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(pendingVerificationSchema), 'Pending checks, oldest first'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const complete = defineRoute({
  method: 'put',
  path: '/api/v2/task-verifications/{id}',
  operationId: 'completeVerification',
  tags,
  access: policies.admin,
  request: { params: z.object({ id: idParam('id') }), body: jsonBody(verificationResultInputSchema) },
  responses: {
    200: jsonContent(verificationSchema, 'The checked attempt'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const summary = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/students/{githubId}/summary',
  operationId: 'getStudentSummary',
  tags,
  access: policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner'),
  owner: 'canAccessStudent or dementor of the course',
  request: { params: z.object({ courseId: idParam('courseId'), githubId: githubLoginParam('githubId') }) },
  responses: {
    200: jsonContent(studentSummarySchema, 'Score, rank, results and mentor of the student'),
    ...problemResponses(400, 401, 403, 404),
  },
});

// rules.md R9.2/R9.3: a 429 says when to come back.
async function withRetryAfter<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof service.RetryLaterError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export const taskVerificationsRouter = new OpenAPIHono<AppEnv>()
  .openapi(submit, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    const session = await requireSession(c);
    const caller = { userId: session.id, githubId: session.githubId };
    const input = c.req.valid('json');
    const verification = await withRetryAfter(c, () =>
      service.submitVerification(db, courseId, courseTaskId, caller, input, now()),
    );
    return c.json(verification, 201);
  })
  .openapi(answers, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    const session = await requireSession(c);
    return c.json(await service.verificationAnswers(db, courseId, courseTaskId, session.id, now()), 200);
  })
  .openapi(solution, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    const session = await requireSession(c);
    const caller = { userId: session.id, githubId: session.githubId };
    const { url } = c.req.valid('json');
    return c.json(await service.saveSolution(db, courseId, courseTaskId, caller, url, now()), 200);
  })
  .openapi(own, async (c) => {
    const session = await requireSession(c);
    return c.json(await service.studentVerifications(c.get('deps').db, c.req.valid('param').courseId, session.id), 200);
  })
  .openapi(pending, async (c) => {
    return c.json(await service.listPendingVerifications(c.get('deps').db, c.req.valid('param').courseId), 200);
  })
  .openapi(complete, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.completeVerification(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(summary, async (c) => {
    const { courseId, githubId } = c.req.valid('param');
    const session = await requireSession(c);
    return c.json(await service.studentSummary(c.get('deps').db, courseId, githubId, session), 200);
  });
