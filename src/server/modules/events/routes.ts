import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { MANAGER_ANYWHERE_OWNER, managerAnywhere } from '../../http/manager-anywhere';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { eventInputSchema, eventPatchSchema, eventSchema } from './schemas';
import { createEvent, deleteEvent, listEvents, updateEvent } from './service';

// access.md §18.
const tags = ['events'];
const idParams = z.object({ id: idParam('id') });
const owner = MANAGER_ANYWHERE_OWNER;

const postEvent = defineRoute({
  method: 'post',
  path: '/api/v2/events',
  operationId: 'createEvent',
  tags,
  access: managerAnywhere,
  owner,
  request: { body: jsonBody(eventInputSchema) },
  responses: { 201: jsonContent(eventSchema, 'Created'), ...problemResponses(400, 401, 403) },
});

const getEvents = defineRoute({
  method: 'get',
  path: '/api/v2/events',
  operationId: 'getEvents',
  tags,
  access: policies.powerUser,
  responses: { 200: jsonContent(z.array(eventSchema), 'Events, name asc'), ...problemResponses(401, 403) },
});

const patchEvent = defineRoute({
  method: 'patch',
  path: '/api/v2/events/{id}',
  operationId: 'updateEvent',
  tags,
  access: managerAnywhere,
  owner,
  request: { params: idParams, body: jsonBody(eventPatchSchema) },
  responses: { 200: jsonContent(eventSchema, 'Saved'), ...problemResponses(400, 401, 403, 404) },
});

const removeEvent = defineRoute({
  method: 'delete',
  path: '/api/v2/events/{id}',
  operationId: 'deleteEvent',
  tags,
  access: managerAnywhere,
  owner,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404, 409) },
});

export const eventsRouter = new OpenAPIHono<AppEnv>()
  .openapi(postEvent, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await createEvent(db, c.req.valid('json'), now()), 201);
  })
  .openapi(getEvents, async (c) => c.json(await listEvents(c.get('deps').db), 200))
  .openapi(patchEvent, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await updateEvent(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(removeEvent, async (c) => {
    await deleteEvent(c.get('deps').db, c.req.valid('param').id);
    return c.body(null, 204);
  });
