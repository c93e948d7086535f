import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRuntime } from '@/server/runtime';

// Hono parses bodies itself; Next must hand over the raw stream (stack-notes §4.3).
export const config = { api: { bodyParser: false, externalResolver: true } };

const listener = getRequestListener(async (request) => (await getRuntime()).app.fetch(request));

export default function handler(req: IncomingMessage, res: ServerResponse) {
  return listener(req, res);
}
