import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { holdsCourseRole, policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { csvContent } from '../../http/csv';
import { cachedJsonContent, cachedList } from '../../http/list-cache';
import { defineRoute, githubLoginParam, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { assertCourseExists } from '../course-students';
import {
  bulkScoreInputSchema,
  bulkScoreResultSchema,
  scoreCsvQuerySchema,
  scoreInputSchema,
  scoreQuerySchema,
  scoreStudentDetailsSchema,
  scoreStudentPageSchema,
} from './schemas';
import * as service from './service';

const tags = ['Score'];
const members = policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner');
const courseParams = z.object({ courseId: idParam('courseId') });
const studentParams = z.object({ courseId: idParam('courseId'), githubId: githubLoginParam('githubId') });

const list = defineRoute({
  method: 'get',
  path: '/api/v2/course/{courseId}/students/score',
  operationId: 'getScore',
  tags,
  access: members,
  request: { params: courseParams, query: scoreQuerySchema },
  responses: {
    ...cachedJsonContent(scoreStudentPageSchema, 'One page of the score table'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const csv = defineRoute({
  method: 'get',
  path: '/api/v2/course/{courseId}/students/score/csv',
  operationId: 'getScoreCsv',
  tags,
  access: policies.anyOf(policies.course('manager', 'supervisor'), policies.hirer),
  request: { params: courseParams, query: scoreCsvQuerySchema },
  responses: { 200: csvContent('score.csv'), ...problemResponses(400, 401, 403, 404) },
});

const bulk = defineRoute({
  method: 'post',
  path: '/api/v2/course/{courseId}/students/score/task/{courseTaskId}/multiple',
  operationId: 'postMultipleScores',
  tags,
  access: policies.course('manager', 'taskOwner'),
  owner: 'task owner only own tasks',
  request: {
    params: z.object({ courseId: idParam('courseId'), courseTaskId: idParam('courseTaskId') }),
    body: jsonBody(bulkScoreInputSchema),
  },
  responses: {
    200: jsonContent(z.array(bulkScoreResultSchema), 'One result per uploaded row'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const student = defineRoute({
  method: 'get',
  path: '/api/v2/course/{courseId}/students/score/{githubId}',
  operationId: 'getStudentScore',
  tags,
  access: members,
  request: { params: studentParams },
  responses: {
    200: jsonContent(scoreStudentDetailsSchema, 'The student row and how each task adds to the total'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const score = defineRoute({
  method: 'post',
  path: '/api/v2/course/{courseId}/students/score/{githubId}/task/{courseTaskId}',
  operationId: 'postScore',
  tags,
  access: policies.course('mentor', 'manager', 'taskOwner'),
  owner:
    'who may score (R3.7): a mentor only for his mentee or a solution assigned to him, a task owner only for tasks he owns',
  request: {
    params: z.object({
      courseId: idParam('courseId'),
      githubId: githubLoginParam('githubId'),
      courseTaskId: idParam('courseTaskId'),
    }),
    body: jsonBody(scoreInputSchema),
  },
  responses: { 204: { description: 'Score written' }, ...problemResponses(400, 401, 403, 404, 409) },
});

async function actorOf(c: Context<AppEnv>, courseId: number): Promise<service.ScoreActor> {
  const session = await requireSession(c);
  return {
    userId: session.id,
    isManager: holdsCourseRole(session, courseId, ['manager']),
    mentorId: session.courses[courseId]?.mentorId ?? null,
  };
}

// Static paths (csv, task/...) are registered before {githubId} (access.md §0 "Routing").
export const scoresRouter = new OpenAPIHono<AppEnv>()
  // Every member sees the same page (access.md §29: no contacts): one cached answer per course, version and query.
  .openapi(list, async (c) => {
    const { db } = c.get('deps');
    const { courseId } = c.req.valid('param');
    const query = c.req.valid('query');
    return cachedList(c, {
      kind: 'score',
      courseId,
      viewer: 'member',
      query,
      // Issue 12: most (order, filter, page) views are asked for once; kept from their second ask, the views many open
      // (a course's first pages) stay cached while the others do not fill the cache with 30-80 kB answers.
      keepOnRepeat: true,
      compute: (_now, version) => service.listScores(db, courseId, query, version),
    });
  })
  .openapi(csv, async (c) => {
    const { db } = c.get('deps');
    const { courseId } = c.req.valid('param');
    await assertCourseExists(db, courseId);
    const session = await requireSession(c);
    const stream = await service.scoreCsvStream(db, courseId, c.req.valid('query'), session.isAdmin || session.isHirer);
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="score.csv"',
      'Cache-Control': 'no-store',
    });
  })
  .openapi(bulk, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    const actor = await actorOf(c, courseId);
    return c.json(await service.postBulkScores(db, courseId, courseTaskId, actor, c.req.valid('json'), now()), 200);
  })
  .openapi(student, async (c) => {
    const { db } = c.get('deps');
    const { courseId, githubId } = c.req.valid('param');
    const login = githubId === 'me' ? (await requireSession(c)).githubId : githubId;
    return c.json(await service.scoreStudentDetails(db, courseId, login), 200);
  })
  .openapi(score, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, githubId, courseTaskId } = c.req.valid('param');
    const actor = await actorOf(c, courseId);
    const login = githubId === 'me' ? (await requireSession(c)).githubId : githubId;
    await service.postScore(db, courseId, login, courseTaskId, actor, c.req.valid('json'), now());
    return c.body(null, 204);
  });
