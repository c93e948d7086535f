import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { notificationIdParam, notificationInputSchema, notificationSchema } from './schemas';
import * as service from './service';

// access.md §22: the notification catalogue, admin only.
const tags = ['notifications'];

const create = defineRoute({
  method: 'post',
  path: '/api/v2/notifications',
  operationId: 'createNotification',
  tags,
  access: policies.admin,
  request: { body: jsonBody(notificationInputSchema) },
  responses: { 201: jsonContent(notificationSchema, 'Created'), ...problemResponses(400, 401, 403, 409) },
});

const list = defineRoute({
  method: 'get',
  path: '/api/v2/notifications',
  operationId: 'getNotifications',
  tags,
  access: policies.admin,
  responses: {
    200: jsonContent(z.array(notificationSchema), 'Every notification with its templates, id asc'),
    ...problemResponses(401, 403),
  },
});

const upsert = defineRoute({
  method: 'put',
  path: '/api/v2/notifications',
  operationId: 'updateNotification',
  tags,
  access: policies.admin,
  request: { body: jsonBody(notificationInputSchema) },
  responses: { 200: jsonContent(notificationSchema, 'Created or replaced'), ...problemResponses(400, 401, 403) },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/v2/notifications/{id}',
  operationId: 'deleteNotification',
  tags,
  access: policies.admin,
  request: { params: notificationIdParam },
  responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404, 409) },
});

export const notificationCatalogueRouter = new OpenAPIHono<AppEnv>()
  .openapi(create, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.createNotification(db, c.req.valid('json'), now()), 201);
  })
  .openapi(list, async (c) => c.json(await service.listNotifications(c.get('deps').db), 200))
  .openapi(upsert, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.upsertNotification(db, c.req.valid('json'), now()), 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteNotification(c.get('deps').db, c.req.valid('param').id);
    return c.body(null, 204);
  });
