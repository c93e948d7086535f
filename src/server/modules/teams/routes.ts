import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  joinTeamInputSchema,
  teamInfoSchema,
  teamInputSchema,
  teamPageQuerySchema,
  teamPageSchema,
  teamPasswordSchema,
  teamUpdateSchema,
} from './schemas';
import * as service from './service';

// access.md §31: teams of a distribution (rules.md R12.3–R12.5).
const tags = ['teams'];
const base = '/api/v2/courses/{courseId}/team-distribution/{distributionId}/team';
const distributionParams = z.object({ courseId: idParam('courseId'), distributionId: idParam('distributionId') });
const teamParams = distributionParams.extend({ id: idParam('id') });
const studentOrManager = policies.course('student', 'manager');
const leadOwner = 'a student must be the team lead';

const create = defineRoute({
  method: 'post',
  path: base,
  operationId: 'createTeam',
  tags,
  access: studentOrManager,
  owner: 'a student must be registered, active and not yet in a team; only managers pass studentIds',
  request: { params: distributionParams, body: jsonBody(teamInputSchema) },
  responses: {
    201: jsonContent(teamInfoSchema, 'The created team (R12.3)'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const list = defineRoute({
  method: 'get',
  path: base,
  operationId: 'getTeams',
  tags,
  access: policies.course('student', 'manager', 'dementor'),
  owner: 'a student must be registered or distributed',
  request: { params: distributionParams, query: teamPageQuerySchema },
  responses: { 200: jsonContent(teamPageSchema, 'One page of teams'), ...problemResponses(400, 401, 403, 404) },
});

const update = defineRoute({
  method: 'patch',
  path: `${base}/{id}`,
  operationId: 'updateTeam',
  tags,
  access: studentOrManager,
  owner: `${leadOwner}; only managers change members`,
  request: { params: teamParams, body: jsonBody(teamUpdateSchema) },
  responses: { 204: { description: 'Updated' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const join = defineRoute({
  method: 'post',
  path: `${base}/{id}/join`,
  operationId: 'joinTeam',
  description: 'A wrong password and an unknown team answer the same 409 (R12.4).',
  tags,
  access: policies.course('student'),
  owner: 'registered, active, not in a team',
  request: { params: teamParams, body: jsonBody(joinTeamInputSchema) },
  responses: { 200: jsonContent(teamInfoSchema, 'The joined team'), ...problemResponses(400, 401, 403, 404, 409) },
});

const leave = defineRoute({
  method: 'post',
  path: `${base}/{id}/leave`,
  operationId: 'leaveTeam',
  tags,
  access: policies.course('student'),
  owner: 'member of that team',
  request: { params: teamParams },
  responses: {
    204: { description: 'Left; an empty team is deleted (R12.5)' },
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const getPassword = defineRoute({
  method: 'get',
  path: `${base}/{id}/password`,
  operationId: 'getTeamPassword',
  tags,
  access: studentOrManager,
  owner: leadOwner,
  request: { params: teamParams },
  responses: { 200: jsonContent(teamPasswordSchema, 'The invitation code'), ...problemResponses(400, 401, 403, 404) },
});

const changePassword = defineRoute({
  method: 'post',
  path: `${base}/{id}/password`,
  operationId: 'changeTeamPassword',
  tags,
  access: studentOrManager,
  owner: leadOwner,
  request: { params: teamParams },
  responses: {
    200: jsonContent(teamPasswordSchema, 'The new invitation code'),
    ...problemResponses(400, 401, 403, 404),
  },
});

export const teamsRouter = new OpenAPIHono<AppEnv>()
  .openapi(create, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.createTeam(db, session, c.req.valid('param'), c.req.valid('json'), now()), 201);
  })
  .openapi(list, async (c) => {
    const session = await requireSession(c);
    const { db } = c.get('deps');
    return c.json(await service.listTeams(db, session, c.req.valid('param'), c.req.valid('query')), 200);
  })
  .openapi(update, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await service.updateTeam(db, session, c.req.valid('param'), c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(join, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.joinTeam(db, session, c.req.valid('param'), c.req.valid('json').password, now()), 200);
  })
  .openapi(leave, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await service.leaveTeam(db, session, c.req.valid('param'), now());
    return c.body(null, 204);
  })
  .openapi(getPassword, async (c) => {
    const session = await requireSession(c);
    return c.json(await service.getTeamPassword(c.get('deps').db, session, c.req.valid('param')), 200);
  })
  .openapi(changePassword, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    return c.json(await service.changeTeamPassword(db, session, c.req.valid('param'), now()), 200);
  });
