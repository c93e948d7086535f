import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { promptInputSchema, promptPatchSchema, promptSchema } from './schemas';
import * as service from './service';

// access.md §25.
const tags = ['prompts'];
const idParams = z.object({ id: idParam('id') });

const createPrompt = defineRoute({
  method: 'post',
  path: '/api/v2/prompts',
  operationId: 'createPrompt',
  tags,
  access: policies.admin,
  request: { body: jsonBody(promptInputSchema) },
  responses: { 201: jsonContent(promptSchema, 'Created'), ...problemResponses(400, 401, 403, 409) },
});

const getPrompts = defineRoute({
  method: 'get',
  path: '/api/v2/prompts',
  operationId: 'getPrompts',
  tags,
  access: policies.admin,
  responses: { 200: jsonContent(z.array(promptSchema), 'Prompts, type asc'), ...problemResponses(401, 403) },
});

const updatePrompt = defineRoute({
  method: 'patch',
  path: '/api/v2/prompts/{id}',
  operationId: 'updatePrompt',
  tags,
  access: policies.admin,
  request: { params: idParams, body: jsonBody(promptPatchSchema) },
  responses: { 200: jsonContent(promptSchema, 'Updated'), ...problemResponses(400, 401, 403, 404, 409) },
});

const deletePrompt = defineRoute({
  method: 'delete',
  path: '/api/v2/prompts/{id}',
  operationId: 'deletePrompt',
  tags,
  access: policies.admin,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
});

export const promptsRouter = new OpenAPIHono<AppEnv>()
  .openapi(createPrompt, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.createPrompt(db, c.req.valid('json'), now()), 201);
  })
  .openapi(getPrompts, async (c) => c.json(await service.listPrompts(c.get('deps').db), 200))
  .openapi(updatePrompt, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.updatePrompt(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(deletePrompt, async (c) => {
    await service.deletePrompt(c.get('deps').db, c.req.valid('param').id);
    return c.body(null, 204);
  });
