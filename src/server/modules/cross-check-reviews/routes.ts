import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/problem';
import { defineRoute, githubLoginParam, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  completionResultSchema,
  crossCheckAssignmentSchema,
  crossCheckFeedbackSchema,
  crossCheckMessageInputSchema,
  crossCheckMessagesReadSchema,
  crossCheckReviewInputSchema,
  crossCheckReviewSchema,
  disputeInputSchema,
  disputeResolutionSchema,
  disputeSchema,
  disputesQuerySchema,
} from './schemas';
import * as service from './service';

const tags = ['cross-check-reviews'];
const base = '/api/v2/courses/{courseId}/cross-checks';
const student = policies.course('student');
const staff = policies.course('manager', 'dementor');
const courseParams = z.object({ courseId: idParam('courseId') });
const taskParams = z.object({ courseId: idParam('courseId'), courseTaskId: idParam('courseTaskId') });
const solutionParams = taskParams.extend({ githubId: githubLoginParam('githubId') });
const reviewParams = taskParams.extend({ reviewId: idParam('reviewId') });
const done = { 204: { description: 'Done' } };
const ownThread = 'role reviewer: caller wrote the review; role student: caller is the author; active';

const listDisputes = defineRoute({
  method: 'get',
  path: `${base}/disputes`,
  operationId: 'getCrossCheckDisputes',
  tags,
  access: staff,
  request: { params: courseParams, query: disputesQuerySchema },
  responses: { 200: jsonContent(z.array(disputeSchema), 'Disputes, open first'), ...problemResponses(400, 401, 403) },
});

const resolveDispute = defineRoute({
  method: 'put',
  path: `${base}/disputes/{id}`,
  operationId: 'resolveCrossCheckDispute',
  tags,
  access: staff,
  request: { params: courseParams.extend({ id: idParam('id') }), body: jsonBody(disputeResolutionSchema) },
  responses: { ...done, ...problemResponses(400, 401, 403, 404, 409) },
});

const assignments = defineRoute({
  method: 'get',
  path: `${base}/{courseTaskId}/assignments/{githubId}`,
  operationId: 'getCrossCheckAssignments',
  tags,
  access: student,
  owner: 'githubId is the caller',
  request: { params: solutionParams },
  responses: {
    200: jsonContent(z.array(crossCheckAssignmentSchema), 'Solutions the caller reviews'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const getReview = defineRoute({
  method: 'get',
  path: `${base}/{courseTaskId}/results/{githubId}`,
  operationId: 'getCrossCheckResult',
  tags,
  access: student,
  owner: 'caller is an assigned reviewer of githubId',
  request: { params: solutionParams },
  responses: {
    200: jsonContent(crossCheckReviewSchema.nullable(), "The caller's review, or null"),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const saveReview = defineRoute({
  method: 'post',
  path: `${base}/{courseTaskId}/results/{githubId}`,
  operationId: 'postCrossCheckResult',
  tags,
  access: student,
  owner: 'assigned reviewer, active',
  request: { params: solutionParams, body: jsonBody(crossCheckReviewInputSchema) },
  responses: { ...done, ...problemResponses(400, 401, 403, 404, 409) },
});

const postMessage = defineRoute({
  method: 'post',
  path: `${base}/{courseTaskId}/messages/{reviewId}`,
  operationId: 'postCrossCheckMessage',
  tags,
  access: student,
  owner: ownThread,
  request: { params: reviewParams, body: jsonBody(crossCheckMessageInputSchema) },
  responses: { ...done, ...problemResponses(400, 401, 403, 404, 409) },
});

const readMessages = defineRoute({
  method: 'put',
  path: `${base}/{courseTaskId}/messages/{reviewId}`,
  operationId: 'readCrossCheckMessages',
  tags,
  access: student,
  owner: ownThread,
  request: { params: reviewParams, body: jsonBody(crossCheckMessagesReadSchema) },
  responses: { ...done, ...problemResponses(400, 401, 403, 404, 409) },
});

const completion = defineRoute({
  method: 'post',
  path: `${base}/{courseTaskId}/completion`,
  operationId: 'completeCrossCheck',
  tags,
  access: policies.course('manager'),
  request: { params: taskParams },
  responses: {
    200: jsonContent(completionResultSchema, 'Scores written and authors left without one'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const feedback = defineRoute({
  method: 'get',
  path: `${base}/{courseTaskId}/feedbacks/my`,
  operationId: 'getMyCrossCheckFeedback',
  tags,
  access: student,
  request: { params: taskParams },
  responses: {
    200: jsonContent(crossCheckFeedbackSchema, "The caller's solution, its reviews and score"),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const createDispute = defineRoute({
  method: 'post',
  path: `${base}/{courseTaskId}/disputes`,
  operationId: 'createCrossCheckDispute',
  tags,
  access: student,
  owner: 'author of the reviewed solution, active',
  request: { params: taskParams, body: jsonBody(disputeInputSchema) },
  responses: { 201: jsonContent(disputeSchema, 'The open dispute'), ...problemResponses(400, 401, 403, 404, 409) },
});

async function actorOf(c: Context<AppEnv>): Promise<service.CrossCheckActor> {
  const session = await requireSession(c);
  return { userId: session.id, githubId: session.githubId };
}

const loginOf = (actor: service.CrossCheckActor, githubId: string) => (githubId === 'me' ? actor.githubId : githubId);

// `me` is the caller (access.md §0); another login is refused by the owner rule "githubId is the caller".
async function ownLogin(c: Context<AppEnv>, githubId: string): Promise<service.CrossCheckActor> {
  const actor = await actorOf(c);
  if (githubId !== 'me' && githubId.toLowerCase() !== actor.githubId.toLowerCase()) {
    throw new AppError('forbidden', 'You may only list the solutions you review yourself.');
  }
  return actor;
}

// Static paths (/disputes, /disputes/{id}) are registered before /{courseTaskId}/... (access.md §0 "Routing"); this
// router is mounted before the cross-check router whose paths start with {courseTaskId} too.
export const crossCheckReviewsRouter = new OpenAPIHono<AppEnv>()
  .openapi(listDisputes, async (c) => {
    const { db } = c.get('deps');
    return c.json(await service.listDisputes(db, c.req.valid('param').courseId, c.req.valid('query')), 200);
  })
  .openapi(resolveDispute, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, id } = c.req.valid('param');
    await service.resolveDispute(db, courseId, id, await actorOf(c), c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(assignments, async (c) => {
    const { db } = c.get('deps');
    const { courseId, courseTaskId, githubId } = c.req.valid('param');
    const actor = await ownLogin(c, githubId);
    return c.json(await service.listAssignments(db, courseId, courseTaskId, actor), 200);
  })
  .openapi(getReview, async (c) => {
    const { db } = c.get('deps');
    const { courseId, courseTaskId, githubId } = c.req.valid('param');
    const actor = await actorOf(c);
    return c.json(await service.getReview(db, courseId, courseTaskId, actor, loginOf(actor, githubId)), 200);
  })
  .openapi(saveReview, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId, githubId } = c.req.valid('param');
    const actor = await actorOf(c);
    await service.saveReview(db, courseId, courseTaskId, actor, loginOf(actor, githubId), c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(postMessage, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId, reviewId } = c.req.valid('param');
    await service.postMessage(db, courseId, courseTaskId, reviewId, await actorOf(c), c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(readMessages, async (c) => {
    const { db } = c.get('deps');
    const { courseId, courseTaskId, reviewId } = c.req.valid('param');
    const { role } = c.req.valid('json');
    await service.markMessagesRead(db, courseId, courseTaskId, reviewId, await actorOf(c), role);
    return c.body(null, 204);
  })
  .openapi(completion, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    return c.json(await service.completeCourseCrossCheck(db, courseId, courseTaskId, now()), 200);
  })
  .openapi(feedback, async (c) => {
    const { db } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    return c.json(await service.myFeedback(db, courseId, courseTaskId, await actorOf(c)), 200);
  })
  .openapi(createDispute, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    return c.json(
      await service.createDispute(db, courseId, courseTaskId, await actorOf(c), c.req.valid('json'), now()),
      201,
    );
  });
