import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { csvContent, csvResponse } from '../../http/csv';
import { defineRoute, githubLoginParam, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  availableReviewStatSchema,
  crossCheckDistributionSchema,
  crossCheckPairPageSchema,
  crossCheckPairsQuerySchema,
  crossCheckProgressSchema,
  crossCheckQualityReviewSchema,
  crossCheckSolutionInputSchema,
  crossCheckSolutionSchema,
} from './schemas';
import * as service from './service';

const tags = ['cross-checks'];
const base = '/api/v2/courses/{courseId}/cross-checks';
const courseParams = z.object({ courseId: idParam('courseId') });
const taskParams = courseParams.extend({ courseTaskId: idParam('courseTaskId') });
const solutionParams = taskParams.extend({ githubId: githubLoginParam('githubId') });
const staff = policies.course('manager', 'dementor');
const reporters = policies.course('manager', 'supervisor', 'dementor');

const reviewStats = defineRoute({
  method: 'get',
  path: `${base}/available-review-stats`,
  operationId: 'getCrossCheckAvailableReviewStats',
  tags,
  access: policies.course('student'),
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(availableReviewStatSchema), 'Distributed tasks where the caller reviews (R7.7)'),
    ...problemResponses(400, 401, 403),
  },
});

const pairs = defineRoute({
  method: 'get',
  path: `${base}/pairs`,
  operationId: 'getCrossCheckPairs',
  tags,
  access: staff,
  request: { params: courseParams, query: crossCheckPairsQuerySchema },
  responses: { 200: jsonContent(crossCheckPairPageSchema, 'One page of pairs'), ...problemResponses(400, 401, 403) },
});

const progress = defineRoute({
  method: 'get',
  path: `${base}/progress`,
  operationId: 'getCrossCheckProgress',
  description: '(extra) How many reviews each cross-check task of the course still lacks.',
  tags,
  access: staff,
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(crossCheckProgressSchema), 'Per cross-check task: solutions, pairs, reviews'),
    ...problemResponses(400, 401, 403),
  },
});

const csv = defineRoute({
  method: 'get',
  path: `${base}/{courseTaskId}/csv`,
  operationId: 'getCrossCheckSolutionsCsv',
  tags,
  access: staff,
  request: { params: taskParams },
  responses: { 200: csvContent('githubId, solutionUrl, submittedDate'), ...problemResponses(400, 401, 403, 404, 409) },
});

const distribute = defineRoute({
  method: 'post',
  path: `${base}/{courseTaskId}/distribution`,
  operationId: 'distributeCrossCheck',
  description: '(extra) Distributes the submitted solutions among their authors (R7.3).',
  tags,
  access: policies.course('manager'),
  request: { params: taskParams },
  responses: {
    201: jsonContent(crossCheckDistributionSchema, 'Pairs created; status distributed'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const getSolution = defineRoute({
  method: 'get',
  path: `${base}/{courseTaskId}/solutions/{githubId}`,
  operationId: 'getCrossCheckSolution',
  description: '(extra) A cross-check solution with its self-review.',
  tags,
  request: { params: solutionParams },
  access: policies.course('student', 'manager', 'supervisor', 'dementor'),
  owner: 'caller is the author (me allowed) or an assigned reviewer of this solution',
  responses: {
    200: jsonContent(crossCheckSolutionSchema, 'The solution'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const saveSolution = defineRoute({
  method: 'post',
  path: `${base}/{courseTaskId}/solutions/{githubId}`,
  operationId: 'saveCrossCheckSolution',
  description: '(extra) Submits or replaces the solution within the submit window (R7.2).',
  tags,
  access: policies.course('student'),
  owner: 'author himself (me allowed), active',
  request: { params: solutionParams, body: jsonBody(crossCheckSolutionInputSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const deleteSolution = defineRoute({
  method: 'delete',
  path: `${base}/{courseTaskId}/solutions/{githubId}`,
  operationId: 'deleteCrossCheckSolution',
  description: '(extra) Cancels the submission while the task is initial and before the deadline (R7.2).',
  tags,
  request: { params: solutionParams },
  access: policies.course('student'),
  owner: 'author himself (me allowed), active',
  responses: { 204: { description: 'Canceled' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const qualityReport = (name: 'max-score-checkers' | 'bad-comments', operationId: string, description: string) =>
  defineRoute({
    method: 'get',
    path: `${base}/{courseTaskId}/${name}`,
    operationId,
    description,
    tags,
    access: reporters,
    request: { params: taskParams },
    responses: {
      200: jsonContent(z.array(crossCheckQualityReviewSchema), 'Reviews of the report (R7.12)'),
      ...problemResponses(400, 401, 403, 404, 409),
    },
  });

const outliers = qualityReport(
  'max-score-checkers',
  'getCrossCheckMaxScoreCheckers',
  '(extra) Reviews whose score lies outside 0.9–1.1 × the mean of the other reviews of the solution.',
);
const shortComments = qualityReport(
  'bad-comments',
  'getCrossCheckBadComments',
  '(extra) Reviews below the maximum with a comment under 70 characters, never edited.',
);

// Static paths (available-review-stats, pairs, progress) first; numeric ids never match them anyway.
export const crossCheckRouter = new OpenAPIHono<AppEnv>()
  .openapi(reviewStats, async (c) => {
    const session = await requireSession(c);
    const { courseId } = c.req.valid('param');
    return c.json(await service.availableReviewStats(c.get('deps').db, courseId, session.id), 200);
  })
  .openapi(pairs, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId } = c.req.valid('param');
    return c.json(await service.listCrossCheckPairs(db, courseId, c.req.valid('query'), now()), 200);
  })
  .openapi(progress, async (c) =>
    c.json(await service.crossCheckProgress(c.get('deps').db, c.req.valid('param').courseId), 200),
  )
  .openapi(csv, async (c) => {
    const { courseId, courseTaskId } = c.req.valid('param');
    const { fileName, body } = await service.solutionsCsv(c.get('deps').db, courseId, courseTaskId);
    return csvResponse(c, fileName, body);
  })
  .openapi(distribute, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId, courseTaskId } = c.req.valid('param');
    const result = await db.transaction((tx) =>
      service.distributeCrossCheck(tx, courseTaskId, { now: now(), courseId }),
    );
    return c.json(result, 201);
  })
  .openapi(getSolution, async (c) => {
    const session = await requireSession(c);
    const { courseId, courseTaskId, githubId } = c.req.valid('param');
    return c.json(
      await service.getCrossCheckSolution(c.get('deps').db, session, courseId, courseTaskId, githubId),
      200,
    );
  })
  .openapi(saveSolution, async (c) => {
    const session = await requireSession(c);
    const { db, now, env } = c.get('deps');
    const context = { now: now(), githubBaseUrl: env.GITHUB_BASE_URL };
    await service.saveCrossCheckSolution(db, session, c.req.valid('param'), c.req.valid('json'), context);
    return c.body(null, 204);
  })
  .openapi(deleteSolution, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await service.deleteCrossCheckSolution(db, session, c.req.valid('param'), now());
    return c.body(null, 204);
  })
  .openapi(outliers, async (c) => {
    const { courseId, courseTaskId } = c.req.valid('param');
    return c.json(await service.maxScoreCheckers(c.get('deps').db, courseId, courseTaskId), 200);
  })
  .openapi(shortComments, async (c) => {
    const { courseId, courseTaskId } = c.req.valid('param');
    return c.json(await service.badComments(c.get('deps').db, courseId, courseTaskId), 200);
  });
