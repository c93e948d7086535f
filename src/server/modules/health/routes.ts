import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/problem';
import { defineRoute, jsonContent, problemResponses } from '../../http/route';

const statusSchema = z.object({ status: z.literal('ok') }).openapi('HealthStatus');

const health = defineRoute({
  method: 'get',
  path: '/api/v2/health',
  operationId: 'getHealth',
  tags: ['operations'],
  access: policies.public,
  responses: { 200: jsonContent(statusSchema, 'The process is up') },
});

const ready = defineRoute({
  method: 'get',
  path: '/api/v2/ready',
  operationId: 'getReadiness',
  tags: ['operations'],
  access: policies.public,
  responses: {
    200: jsonContent(statusSchema, 'The database answers and migrations are applied'),
    ...problemResponses(503),
  },
});

export const healthRouter = new OpenAPIHono<AppEnv>()
  .openapi(health, (c) => c.json({ status: 'ok' as const }, 200))
  .openapi(ready, async (c) => {
    const isReady = await c
      .get('deps')
      .checkReady()
      .catch(() => false);
    if (!isReady) throw new AppError('unavailable', 'The database is unreachable or its migrations are not applied.');
    return c.json({ status: 'ok' as const }, 200);
  });
