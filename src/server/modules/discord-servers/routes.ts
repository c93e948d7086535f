import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  discordInviteSchema,
  discordServerInputSchema,
  discordServerReducedSchema,
  discordServerSchema,
} from './schemas';
import * as service from './service';

const tags = ['discord-servers'];
const idParams = z.object({ id: idParam('id') });

const getReduced = defineRoute({
  method: 'get',
  path: '/api/v2/discord-servers/reduced',
  operationId: 'getDiscordServersReduced',
  tags,
  access: policies.powerUser,
  responses: { 200: jsonContent(z.array(discordServerReducedSchema), 'Names only'), ...problemResponses(401, 403) },
});

const getInvite = defineRoute({
  method: 'get',
  path: '/api/v2/discord-servers/{courseId}/invite/{id}',
  operationId: 'getMentorsChatInvite',
  tags,
  access: policies.course('mentor', 'manager'),
  owner: "id is the course's Discord server",
  request: { params: z.object({ courseId: idParam('courseId'), id: idParam('id') }) },
  responses: {
    200: jsonContent(discordInviteSchema, 'The mentors chat link'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const create = defineRoute({
  method: 'post',
  path: '/api/v2/discord-servers',
  operationId: 'createDiscordServer',
  tags,
  access: policies.admin,
  request: { body: jsonBody(discordServerInputSchema) },
  responses: { 201: jsonContent(discordServerSchema, 'Created'), ...problemResponses(400, 401, 403) },
});

const list = defineRoute({
  method: 'get',
  path: '/api/v2/discord-servers',
  operationId: 'getDiscordServers',
  tags,
  access: policies.admin,
  responses: {
    200: jsonContent(z.array(discordServerSchema), 'Every server, name asc'),
    ...problemResponses(401, 403),
  },
});

const replace = defineRoute({
  method: 'put',
  path: '/api/v2/discord-servers/{id}',
  operationId: 'updateDiscordServer',
  tags,
  access: policies.admin,
  request: { params: idParams, body: jsonBody(discordServerInputSchema) },
  responses: { 200: jsonContent(discordServerSchema, 'Replaced'), ...problemResponses(400, 401, 403, 404) },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/v2/discord-servers/{id}',
  operationId: 'deleteDiscordServer',
  tags,
  access: policies.admin,
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted; courses keep running without a server' },
    ...problemResponses(400, 401, 403, 404),
  },
});

export const discordServersRouter = new OpenAPIHono<AppEnv>()
  .openapi(getReduced, async (c) => c.json(await service.listDiscordServersReduced(c.get('deps').db), 200))
  .openapi(getInvite, async (c) => {
    const { courseId, id } = c.req.valid('param');
    return c.json(await service.getMentorsChatInvite(c.get('deps').db, courseId, id), 200);
  })
  .openapi(create, async (c) => c.json(await service.createDiscordServer(c.get('deps').db, c.req.valid('json')), 201))
  .openapi(list, async (c) => c.json(await service.listDiscordServers(c.get('deps').db), 200))
  .openapi(replace, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.replaceDiscordServer(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteDiscordServer(c.get('deps').db, c.req.valid('param').id);
    return c.body(null, 204);
  });
