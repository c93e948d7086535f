import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { alertInputSchema, alertPatchSchema, alertSchema, alertsQuerySchema } from './schemas';
import * as service from './service';

// access.md §2.
const tags = ['alerts'];
const idParams = z.object({ id: idParam('id') });

const createAlert = defineRoute({
  method: 'post',
  path: '/api/v2/alerts',
  operationId: 'createAlert',
  tags,
  access: policies.admin,
  request: { body: jsonBody(alertInputSchema) },
  responses: { 201: jsonContent(alertSchema, 'Created'), ...problemResponses(400, 401, 403, 404) },
});

const getAlerts = defineRoute({
  method: 'get',
  path: '/api/v2/alerts',
  operationId: 'getAlerts',
  tags,
  access: policies.authenticated,
  request: { query: alertsQuerySchema },
  responses: { 200: jsonContent(z.array(alertSchema), 'Alerts, newest first'), ...problemResponses(400, 401) },
});

const updateAlert = defineRoute({
  method: 'patch',
  path: '/api/v2/alerts/{id}',
  operationId: 'updateAlert',
  tags,
  access: policies.admin,
  request: { params: idParams, body: jsonBody(alertPatchSchema) },
  responses: { 200: jsonContent(alertSchema, 'Updated'), ...problemResponses(400, 401, 403, 404) },
});

const deleteAlert = defineRoute({
  method: 'delete',
  path: '/api/v2/alerts/{id}',
  operationId: 'deleteAlert',
  tags,
  access: policies.admin,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
});

export const alertsRouter = new OpenAPIHono<AppEnv>()
  .openapi(createAlert, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.createAlert(db, c.req.valid('json'), now()), 201);
  })
  .openapi(getAlerts, async (c) => {
    const session = await requireSession(c);
    const enabledOnly = c.req.valid('query').enabled !== 'false';
    return c.json(await service.listAlerts(c.get('deps').db, session, enabledOnly), 200);
  })
  .openapi(updateAlert, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.updateAlert(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(deleteAlert, async (c) => {
    await service.deleteAlert(c.get('deps').db, c.req.valid('param').id);
    return c.body(null, 204);
  });
