// The production server (npm start, npm run serve, the e2e journeys and the bench): one process, one port. Next serves
// the pages; /api/** goes straight to the Hono app of src/server (the one the build compiled, kept on globalThis by
// src/server/runtime.ts) instead of through Next's API-route layer. Measured on 2 cores, that layer alone capped
// GET /api/v2/health at about 1,200 req/s with a p99 over 15 ms at 10 connections; the direct path serves several times
// as many (bench/results.md). src/pages/api/[[...path]].ts still serves /api/** under `next dev`, and here until the
// runtime exists (the first requests of a start-up).
import { createServer } from 'node:http';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const { getRequestListener } = await import('@hono/node-server');

const port = Number(process.env.PORT || 3000);
const nextApp = next({ dev: false, dir: process.cwd(), port });
await nextApp.prepare();
const handlePage = nextApp.getRequestHandler();

const runtimeHolder = globalThis;
const handleApi = getRequestListener(async (request) => (await runtimeHolder.rsSchoolRuntime).app.fetch(request));

const server = createServer((request, response) => {
  if (request.url?.startsWith('/api/') && runtimeHolder.rsSchoolRuntime) return handleApi(request, response);
  return handlePage(request, response);
});
server.listen(port, () => console.log(`RS School App listening on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
