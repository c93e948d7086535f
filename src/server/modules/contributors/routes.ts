import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { contributorInputSchema, contributorPatchSchema, contributorSchema } from './schemas';
import * as service from './service';

// access.md §5.
const tags = ['contributors'];
const idParams = z.object({ id: idParam('id') });

const createContributor = defineRoute({
  method: 'post',
  path: '/api/v2/contributors',
  operationId: 'createContributor',
  tags,
  access: policies.admin,
  request: { body: jsonBody(contributorInputSchema) },
  responses: { 201: jsonContent(contributorSchema, 'Created'), ...problemResponses(400, 401, 403, 404, 409) },
});

const getContributors = defineRoute({
  method: 'get',
  path: '/api/v2/contributors',
  operationId: 'getContributors',
  tags,
  access: policies.authenticated,
  responses: { 200: jsonContent(z.array(contributorSchema), 'Contributors, oldest first'), ...problemResponses(401) },
});

const getContributor = defineRoute({
  method: 'get',
  path: '/api/v2/contributors/{id}',
  operationId: 'getContributor',
  tags,
  access: policies.authenticated,
  request: { params: idParams },
  responses: { 200: jsonContent(contributorSchema, 'The contributor'), ...problemResponses(400, 401, 404) },
});

const updateContributor = defineRoute({
  method: 'patch',
  path: '/api/v2/contributors/{id}',
  operationId: 'updateContributor',
  tags,
  access: policies.admin,
  request: { params: idParams, body: jsonBody(contributorPatchSchema) },
  responses: { 200: jsonContent(contributorSchema, 'Updated'), ...problemResponses(400, 401, 403, 404, 409) },
});

const deleteContributor = defineRoute({
  method: 'delete',
  path: '/api/v2/contributors/{id}',
  operationId: 'deleteContributor',
  tags,
  access: policies.admin,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted (soft)' }, ...problemResponses(400, 401, 403, 404) },
});

export const contributorsRouter = new OpenAPIHono<AppEnv>()
  .openapi(createContributor, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.createContributor(db, c.req.valid('json'), now()), 201);
  })
  .openapi(getContributors, async (c) => c.json(await service.listContributors(c.get('deps').db), 200))
  .openapi(getContributor, async (c) =>
    c.json(await service.getContributor(c.get('deps').db, c.req.valid('param').id), 200),
  )
  .openapi(updateContributor, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.updateContributor(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(deleteContributor, async (c) => {
    const { db, now } = c.get('deps');
    await service.deleteContributor(db, c.req.valid('param').id, now());
    return c.body(null, 204);
  });
