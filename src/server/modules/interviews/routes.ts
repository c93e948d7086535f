import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  availableStudentSchema,
  createdIdSchema,
  distributionInputSchema,
  distributionResultSchema,
  feedbackInputSchema,
  interviewFeedbackSchema,
  interviewPairSchema,
  interviewSchema,
  interviewsQuerySchema,
  interviewTypes,
  mentorInterviewSchema,
  pairInputSchema,
  pairTransferSchema,
  registrationSchema,
  studentInterviewSchema,
} from './schemas';
import * as service from './service';

// access.md §12: `{interviewId}` is the interview's course task, except in the two `/{type}/feedback` rows, where it
// is an interview pair id (decision 22). Static `/students/me` and `/mentors/me` are registered first.
const tags = ['interviews'];
const base = '/api/v2/courses/{courseId}/interviews';
const courseParams = z.object({ courseId: idParam('courseId') });
const interviewParams = courseParams.extend({ interviewId: idParam('interviewId') });
const pairParams = interviewParams.extend({ pairId: idParam('pairId') });
const feedbackParams = interviewParams.extend({
  type: z
    .enum(interviewTypes, 'type must be interview or stage-interview')
    .openapi({ param: { name: 'type', in: 'path' } }),
});
const member = policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner');
const mentorOrManager = policies.course('mentor', 'manager');

const myAsStudent = defineRoute({
  method: 'get',
  path: `${base}/students/me`,
  operationId: 'getMyInterviewsAsStudent',
  tags,
  access: policies.course('student'),
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(studentInterviewSchema), "The caller's interviews as a student (R10.2 availability)"),
    ...problemResponses(400, 401, 403),
  },
});

const myAsMentor = defineRoute({
  method: 'get',
  path: `${base}/mentors/me`,
  operationId: 'getMyInterviewsAsMentor',
  tags,
  access: policies.course('mentor'),
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(mentorInterviewSchema), "The caller's pairs as an interviewer"),
    ...problemResponses(400, 401, 403),
  },
});

const list = defineRoute({
  method: 'get',
  path: base,
  operationId: 'getInterviews',
  tags,
  access: member,
  request: { params: courseParams, query: interviewsQuerySchema },
  responses: { 200: jsonContent(z.array(interviewSchema), 'Interview tasks'), ...problemResponses(400, 401, 403) },
});

const getOne = defineRoute({
  method: 'get',
  path: `${base}/{interviewId}`,
  operationId: 'getInterview',
  tags,
  access: member,
  request: { params: interviewParams },
  responses: { 200: jsonContent(interviewSchema, 'One interview task'), ...problemResponses(400, 401, 403, 404) },
});

const pairs = defineRoute({
  method: 'get',
  path: `${base}/{interviewId}/pairs`,
  operationId: 'getInterviewPairs',
  tags,
  access: policies.course('manager', 'supervisor'),
  request: { params: interviewParams },
  responses: {
    200: jsonContent(z.array(interviewPairSchema), 'Every pair of the interview, canceled last'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const available = defineRoute({
  method: 'get',
  path: `${base}/{interviewId}/students/available`,
  operationId: 'getInterviewAvailableStudents',
  tags,
  access: policies.course('mentor', 'manager', 'supervisor'),
  request: { params: interviewParams },
  responses: {
    200: jsonContent(z.array(availableStudentSchema), 'The wait list (R10.3)'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const register = defineRoute({
  method: 'post',
  path: `${base}/{interviewId}/register`,
  operationId: 'registerToInterview',
  tags,
  access: policies.course('student'),
  owner: 'active student',
  request: { params: interviewParams },
  responses: {
    201: jsonContent(registrationSchema, 'Registered (R10.2)'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const getFeedback = defineRoute({
  method: 'get',
  path: `${base}/{interviewId}/{type}/feedback`,
  operationId: 'getInterviewFeedback',
  description: '`interviewId` is the interview pair id here (access.md §12).',
  tags,
  access: policies.course('mentor', 'manager', 'supervisor'),
  owner: "caller is the pair's interviewer, or staff",
  request: { params: feedbackParams },
  responses: {
    200: jsonContent(interviewFeedbackSchema, 'The pair feedback form state'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const saveFeedback = defineRoute({
  method: 'post',
  path: `${base}/{interviewId}/{type}/feedback`,
  operationId: 'saveInterviewFeedback',
  description: '`interviewId` is the interview pair id here (access.md §12).',
  tags,
  access: mentorOrManager,
  owner: "caller is the pair's interviewer (manager/admin may too)",
  request: { params: feedbackParams, body: jsonBody(feedbackInputSchema) },
  responses: { 204: { description: 'Saved (R10.6)' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const distribute = defineRoute({
  method: 'post',
  path: `${base}/{interviewId}/distribution`,
  operationId: 'createInterviewDistribution',
  tags,
  access: policies.course('manager'),
  request: { params: interviewParams, body: jsonBody(distributionInputSchema) },
  responses: {
    200: jsonContent(distributionResultSchema, 'Dry run: the plan, nothing saved'),
    201: jsonContent(distributionResultSchema, 'Pairs created (R10.4, R10.5)'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const createPair = defineRoute({
  method: 'post',
  path: `${base}/{interviewId}/pairs`,
  operationId: 'createInterviewPair',
  tags,
  access: mentorOrManager,
  owner:
    'a mentor may only name himself as interviewer, and only once registration has opened (stage) / the interview has started (regular)',
  request: { params: interviewParams, body: jsonBody(pairInputSchema) },
  responses: {
    201: jsonContent(createdIdSchema, 'Pair created (R10.7)'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const transferPair = defineRoute({
  method: 'put',
  path: `${base}/{interviewId}/pairs/{pairId}`,
  operationId: 'transferInterviewPair',
  tags,
  access: mentorOrManager,
  owner: 'a mentor only for his own not-completed pair',
  request: { params: pairParams, body: jsonBody(pairTransferSchema) },
  responses: { 204: { description: 'Transferred (R10.7)' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const cancelPair = defineRoute({
  method: 'delete',
  path: `${base}/{interviewId}/pairs/{pairId}`,
  operationId: 'cancelInterviewPair',
  tags,
  access: mentorOrManager,
  owner: 'a mentor only for his own not-completed pair',
  request: { params: pairParams },
  responses: { 204: { description: 'Canceled (R10.7)' }, ...problemResponses(400, 401, 403, 404, 409) },
});

export const interviewsRouter = new OpenAPIHono<AppEnv>()
  .openapi(myAsStudent, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.getMyInterviewsAsStudent(db, session, c.req.valid('param').courseId, now()), 200);
  })
  .openapi(myAsMentor, async (c) => {
    const session = await requireSession(c);
    const { db } = c.get('deps');
    return c.json(await service.getMyInterviewsAsMentor(db, session, c.req.valid('param').courseId), 200);
  })
  .openapi(list, async (c) => {
    const { db } = c.get('deps');
    return c.json(await service.listInterviews(db, c.req.valid('param').courseId, c.req.valid('query')), 200);
  })
  .openapi(getOne, async (c) => {
    const { db } = c.get('deps');
    return c.json(await service.getInterview(db, c.req.valid('param')), 200);
  })
  .openapi(pairs, async (c) => {
    const { db } = c.get('deps');
    return c.json(await service.listPairs(db, c.req.valid('param')), 200);
  })
  .openapi(available, async (c) => {
    const { db } = c.get('deps');
    return c.json(await service.listAvailableStudents(db, c.req.valid('param')), 200);
  })
  .openapi(register, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.registerToInterview(db, session, c.req.valid('param'), now()), 201);
  })
  .openapi(getFeedback, async (c) => {
    const session = await requireSession(c);
    const { db } = c.get('deps');
    return c.json(await service.getFeedback(db, session, c.req.valid('param')), 200);
  })
  .openapi(saveFeedback, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await service.saveFeedback(db, session, c.req.valid('param'), c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(distribute, async (c) => {
    const { db, now } = c.get('deps');
    const input = c.req.valid('json');
    const result = await service.distributeInterview(db, c.req.valid('param'), input, { now: now() });
    return c.json(result, input.dryRun ? 200 : 201);
  })
  .openapi(createPair, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.createPair(db, session, c.req.valid('param'), c.req.valid('json'), now()), 201);
  })
  .openapi(transferPair, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await service.transferPair(db, session, c.req.valid('param'), c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(cancelPair, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await service.cancelPair(db, session, c.req.valid('param'), now());
    return c.body(null, 204);
  });
