import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { userGroupInputSchema, userGroupSchema } from './schemas';
import * as service from './service';

const tags = ['user-groups'];
const idParams = z.object({ id: idParam('id') });

const create = defineRoute({
  method: 'post',
  path: '/api/v2/user-group',
  operationId: 'createUserGroup',
  tags,
  access: policies.admin,
  request: { body: jsonBody(userGroupInputSchema) },
  responses: { 201: jsonContent(userGroupSchema, 'Created'), ...problemResponses(400, 401, 403, 409) },
});

const list = defineRoute({
  method: 'get',
  path: '/api/v2/user-group',
  operationId: 'getUserGroups',
  tags,
  access: policies.admin,
  responses: { 200: jsonContent(z.array(userGroupSchema), 'Every group, name asc'), ...problemResponses(401, 403) },
});

const replace = defineRoute({
  method: 'put',
  path: '/api/v2/user-group/{id}',
  operationId: 'updateUserGroup',
  tags,
  access: policies.admin,
  request: { params: idParams, body: jsonBody(userGroupInputSchema) },
  responses: { 200: jsonContent(userGroupSchema, 'Replaced'), ...problemResponses(400, 401, 403, 404, 409) },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/v2/user-group/{id}',
  operationId: 'deleteUserGroup',
  tags,
  access: policies.admin,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
});

export const userGroupsRouter = new OpenAPIHono<AppEnv>()
  .openapi(create, async (c) => c.json(await service.createUserGroup(c.get('deps').db, c.req.valid('json')), 201))
  .openapi(list, async (c) => c.json(await service.listUserGroups(c.get('deps').db), 200))
  .openapi(replace, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.replaceUserGroup(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteUserGroup(c.get('deps').db, c.req.valid('param').id);
    return c.body(null, 204);
  });
