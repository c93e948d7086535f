import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { disciplineIdsSchema, disciplineInputSchema, disciplineSchema } from './schemas';
import * as service from './service';

const tags = ['disciplines'];
const idParams = z.object({ id: idParam('id') });

const getDisciplinesByIds = defineRoute({
  method: 'post',
  path: '/api/v2/disciplines/ids',
  operationId: 'getDisciplinesByIds',
  tags,
  access: policies.authenticated,
  request: { body: jsonBody(disciplineIdsSchema) },
  responses: {
    200: jsonContent(z.array(disciplineSchema), 'Known disciplines of those ids'),
    ...problemResponses(400, 401),
  },
});

const createDiscipline = defineRoute({
  method: 'post',
  path: '/api/v2/disciplines',
  operationId: 'createDiscipline',
  tags,
  access: policies.admin,
  request: { body: jsonBody(disciplineInputSchema) },
  responses: { 201: jsonContent(disciplineSchema, 'Created'), ...problemResponses(400, 401, 403, 409) },
});

const getDisciplines = defineRoute({
  method: 'get',
  path: '/api/v2/disciplines',
  operationId: 'getDisciplines',
  tags,
  access: policies.authenticated,
  responses: { 200: jsonContent(z.array(disciplineSchema), 'Disciplines, name asc'), ...problemResponses(401) },
});

const updateDiscipline = defineRoute({
  method: 'patch',
  path: '/api/v2/disciplines/{id}',
  operationId: 'updateDiscipline',
  tags,
  access: policies.admin,
  request: { params: idParams, body: jsonBody(disciplineInputSchema) },
  responses: { 200: jsonContent(disciplineSchema, 'Renamed'), ...problemResponses(400, 401, 403, 404, 409) },
});

const deleteDiscipline = defineRoute({
  method: 'delete',
  path: '/api/v2/disciplines/{id}',
  operationId: 'deleteDiscipline',
  tags,
  access: policies.admin,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted (soft)' }, ...problemResponses(400, 401, 403, 404) },
});

export const disciplinesRouter = new OpenAPIHono<AppEnv>()
  .openapi(getDisciplinesByIds, async (c) =>
    c.json(await service.listDisciplinesByIds(c.get('deps').db, c.req.valid('json').ids), 200),
  )
  .openapi(createDiscipline, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.createDiscipline(db, c.req.valid('json'), now()), 201);
  })
  .openapi(getDisciplines, async (c) => c.json(await service.listDisciplines(c.get('deps').db), 200))
  .openapi(updateDiscipline, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.renameDiscipline(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(deleteDiscipline, async (c) => {
    const { db, now } = c.get('deps');
    await service.deleteDiscipline(db, c.req.valid('param').id, now());
    return c.body(null, 204);
  });
