import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  distributeInputSchema,
  distributionResultSchema,
  studentWithoutTeamPageSchema,
  teamDistributionDetailedSchema,
  teamDistributionInputSchema,
  teamDistributionSchema,
  teamPageQuerySchema,
  teamScorePreviewSchema,
  teamScoreResultSchema,
} from './schemas';
import * as service from './service';

// access.md §32: team distributions of a course (rules.md R12).
const tags = ['team-distributions'];
const base = '/api/v2/courses/{courseId}/team-distribution';
const courseParams = z.object({ courseId: idParam('courseId') });
const distributionParams = courseParams.extend({ id: idParam('id') });
const manager = policies.course('manager');
const viewers = policies.course('student', 'manager', 'dementor');
const viewerOwner = 'a student must be registered or distributed';

const list = defineRoute({
  method: 'get',
  path: base,
  operationId: 'getTeamDistributions',
  tags,
  access: policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner'),
  request: { params: courseParams },
  responses: {
    200: jsonContent(z.array(teamDistributionSchema), "The course's distributions by start date (R12.2)"),
    ...problemResponses(400, 401, 403),
  },
});

const create = defineRoute({
  method: 'post',
  path: base,
  operationId: 'createTeamDistribution',
  tags,
  access: manager,
  request: { params: courseParams, body: jsonBody(teamDistributionInputSchema) },
  responses: { 201: jsonContent(teamDistributionSchema, 'Created'), ...problemResponses(400, 401, 403) },
});

const update = defineRoute({
  method: 'put',
  path: `${base}/{id}`,
  operationId: 'updateTeamDistribution',
  tags,
  access: manager,
  request: { params: distributionParams, body: jsonBody(teamDistributionInputSchema) },
  responses: { 200: jsonContent(teamDistributionSchema, 'Updated'), ...problemResponses(400, 401, 403, 404) },
});

const remove = defineRoute({
  method: 'delete',
  path: `${base}/{id}`,
  operationId: 'deleteTeamDistribution',
  tags,
  access: manager,
  request: { params: distributionParams },
  responses: {
    204: { description: 'Deleted with its teams and registrations' },
    ...problemResponses(400, 401, 403, 404),
  },
});

const distribute = defineRoute({
  method: 'post',
  path: `${base}/{id}/distribution`,
  operationId: 'distributeTeams',
  description: 'Places every registered, teamless, active student in a team (R12.6); `dryRun` saves nothing.',
  tags,
  access: manager,
  request: {
    params: distributionParams,
    body: { required: false, content: { 'application/json': { schema: distributeInputSchema } } },
  },
  responses: {
    200: jsonContent(distributionResultSchema, 'The teams created (or planned, with dryRun)'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const detailed = defineRoute({
  method: 'get',
  path: `${base}/{id}/detailed`,
  operationId: 'getTeamDistributionDetailed',
  tags,
  access: viewers,
  owner: viewerOwner,
  request: { params: distributionParams },
  responses: {
    200: jsonContent(teamDistributionDetailedSchema, "The distribution with its counts and the caller's team"),
    ...problemResponses(400, 401, 403, 404),
  },
});

const studentsWithoutTeam = defineRoute({
  method: 'get',
  path: `${base}/{id}/students`,
  operationId: 'getStudentsWithoutTeam',
  tags,
  access: viewers,
  owner: viewerOwner,
  request: { params: distributionParams, query: teamPageQuerySchema },
  responses: {
    200: jsonContent(studentWithoutTeamPageSchema, 'Registered students without a team, rank asc'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const scoreParams = distributionParams.extend({ taskId: idParam('taskId') });

const previewScore = defineRoute({
  method: 'get',
  path: `${base}/{id}/submit-score/{taskId}`,
  operationId: 'previewTeamScore',
  description: 'What submitting the team score of this course task would write (R12.8); writes nothing.',
  tags,
  access: manager,
  request: { params: scoreParams },
  responses: {
    200: jsonContent(z.array(teamScorePreviewSchema), 'The plan per team'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const submitScore = defineRoute({
  method: 'post',
  path: `${base}/{id}/submit-score/{taskId}`,
  operationId: 'submitTeamScore',
  description: "(extra) Writes each team's best score to its other members (R12.8); the state becomes completed.",
  tags,
  access: manager,
  request: { params: scoreParams },
  responses: {
    200: jsonContent(teamScoreResultSchema, 'Results written'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const removeStudent = defineRoute({
  method: 'delete',
  path: `${base}/{id}/students/{studentId}`,
  operationId: 'removeStudentFromTeamDistribution',
  tags,
  access: manager,
  request: { params: distributionParams.extend({ studentId: idParam('studentId') }) },
  responses: {
    204: { description: 'Registration deactivated and the student removed from his team' },
    ...problemResponses(400, 401, 403, 404),
  },
});

const register = defineRoute({
  method: 'post',
  path: `${base}/{id}/registry`,
  operationId: 'registerToTeamDistribution',
  tags,
  access: policies.course('student'),
  owner: 'active student',
  request: { params: distributionParams },
  responses: { 204: { description: 'Registered (R12.1)' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const cancel = defineRoute({
  method: 'delete',
  path: `${base}/{id}/registry`,
  operationId: 'cancelTeamDistributionRegistration',
  tags,
  access: policies.course('student'),
  owner: 'registered, not in a team',
  request: { params: distributionParams },
  responses: { 204: { description: 'Registration canceled (R12.1)' }, ...problemResponses(400, 401, 403, 404, 409) },
});

export const teamDistributionsRouter = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.listDistributions(db, session, c.req.valid('param').courseId, now()), 200);
  })
  .openapi(create, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.createDistribution(db, c.req.valid('param').courseId, c.req.valid('json'), now()), 201);
  })
  .openapi(update, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.updateDistribution(db, c.req.valid('param'), c.req.valid('json'), now()), 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteDistribution(c.get('deps').db, c.req.valid('param'));
    return c.body(null, 204);
  })
  .openapi(distribute, async (c) => {
    const { db, now } = c.get('deps');
    const body = c.req.valid('json') as { dryRun?: boolean } | undefined;
    return c.json(
      await service.distributeTeams(db, c.req.valid('param'), { dryRun: body?.dryRun ?? false, now: now() }),
      200,
    );
  })
  .openapi(detailed, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.getDistributionDetailed(db, session, c.req.valid('param'), now()), 200);
  })
  .openapi(studentsWithoutTeam, async (c) => {
    const session = await requireSession(c);
    const { db } = c.get('deps');
    return c.json(await service.listStudentsWithoutTeam(db, session, c.req.valid('param'), c.req.valid('query')), 200);
  })
  .openapi(previewScore, async (c) =>
    c.json(await service.previewTeamScore(c.get('deps').db, c.req.valid('param')), 200),
  )
  .openapi(submitScore, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.submitTeamScore(db, session, c.req.valid('param'), now()), 200);
  })
  .openapi(removeStudent, async (c) => {
    const { db, now } = c.get('deps');
    await service.removeStudent(db, c.req.valid('param'), now());
    return c.body(null, 204);
  })
  .openapi(register, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await service.register(db, session, c.req.valid('param'), now());
    return c.body(null, 204);
  })
  .openapi(cancel, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await service.cancelRegistration(db, session, c.req.valid('param'), now());
    return c.body(null, 204);
  });
