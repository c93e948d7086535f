import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { setResponseHeader } from './response-headers';

const acceptedId = /^[A-Za-z0-9._-]{8,128}$/;

// A request id from the load balancer is kept when it looks sane, so logs line up across hops.
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const id = incoming && acceptedId.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  await next();
  setResponseHeader(c, 'X-Request-Id', id);
});

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const { log, env } = c.get('deps');
  if (env.LOG_LEVEL !== 'debug') return;
  const elapsed = (performance.now() - started).toFixed(1);
  log('info', `${c.req.method} ${c.req.path} ${c.res.status} ${elapsed}ms id=${c.get('requestId')}`);
});
