// The production server (npm start, npm run serve, the e2e journeys and the bench): Next serves the pages; /api/** goes
// straight to the Hono app of src/server (the one the build compiled, kept on globalThis by src/server/runtime.ts)
// instead of through Next's API-route layer. Measured on 2 cores, that layer alone capped GET /api/v2/health at about
// 1,200 req/s with a p99 over 15 ms at 10 connections; the direct path serves several times as many
// (bench/results.md). src/pages/api/[[...path]].ts still serves /api/** under `next dev`, and here until the runtime
// exists (the first requests of a start-up).
//
// DESIGN.md "Performance", issue 12: with DATABASE_URL, WEB_CONCURRENCY processes (default one per core) share one port
// through Node's cluster module; the primary only forks, restarts and forwards signals. The instances share nothing but
// PostgreSQL: signed-cookie sessions, advisory-locked migrations and jobs, LISTEN/NOTIFY for cache drops. The embedded
// PGlite database lives inside one process, so without DATABASE_URL the server stays one process.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { serverNodeFlags } from './server-flags.mjs';

const port = Number(process.env.PORT || 3000);

function fail(message) {
  console.error(`RS School App cannot start: ${message}`);
  process.exit(1);
}

function processCount() {
  const requested = process.env.WEB_CONCURRENCY?.trim();
  const embedded = !process.env.DATABASE_URL?.trim();
  if (requested && !/^[1-9]\d*$/.test(requested)) {
    fail(`WEB_CONCURRENCY must be a whole number of processes, 1 or more (it is "${requested}").`);
  }
  if (embedded) {
    console.log('Embedded database: one process; set DATABASE_URL to run WEB_CONCURRENCY processes.');
    return 1;
  }
  return requested ? Number(requested) : availableParallelism();
}

async function serve() {
  process.env.NODE_ENV = 'production';
  const { default: next } = await import('next');
  const { getRequestListener } = await import('@hono/node-server');

  const nextApp = next({ dev: false, dir: process.cwd(), port });
  await nextApp.prepare();
  const handlePage = nextApp.getRequestHandler();

  const runtimeHolder = globalThis;
  const handleApi = getRequestListener(async (request) => (await runtimeHolder.rsSchoolRuntime).app.fetch(request));

  const server = createServer((request, response) => {
    if (request.url?.startsWith('/api/') && runtimeHolder.rsSchoolRuntime) return handleApi(request, response);
    return handlePage(request, response);
  });
  server.listen(port, () => {
    if (cluster.isPrimary) console.log(`RS School App listening on http://localhost:${port}`);
    else announceReady(runtimeHolder).catch(() => undefined);
  });

  const stop = () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
  // A worker whose primary is gone has nobody to restart or stop it.
  if (cluster.isWorker) process.on('disconnect', stop);
}

// A worker listens before its runtime (database, migrations) is up: Next's instrumentation starts it. It is ready, for
// the primary, once the runtime is; a runtime that fails exits the worker (src/server/runtime.ts, startOrExit).
async function announceReady(runtimeHolder) {
  while (!runtimeHolder.rsSchoolRuntime) await new Promise((resolve) => setTimeout(resolve, 50));
  await runtimeHolder.rsSchoolRuntime;
  process.send({ rsSchool: 'ready' });
}

// A worker that dies is replaced after a pause that doubles with each failure in a row (1 s up to 30 s); one that
// served for a minute starts the count afresh. A start-up failure (a database that cannot be reached, a missing
// secret) is not retried: the worker printed why, and the server exits non-zero as a single process would.
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;
const MAX_FAILURES_IN_A_ROW = 8;
const STOP_GRACE_MS = 10_000;

function runPrimary(count) {
  // A limit given on the command line wins over ours.
  const own = process.execArgv.some((flag) => flag.startsWith('--max-old-space-size'));
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...(own ? [] : serverNodeFlags)] });
  console.log(`RS School App: ${count} processes on port ${port} (WEB_CONCURRENCY=${count}).`);
  const slots = Array.from({ length: count }, () => ({ worker: null, ready: false, startedAt: 0, failures: 0 }));
  let served = false;
  let stopping = false;
  let exitCode = 0;

  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const live = slots.filter((slot) => slot.worker && !slot.worker.isDead());
    if (live.length === 0) process.exit(exitCode);
    for (const slot of live) slot.worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const slot of slots) if (slot.worker && !slot.worker.isDead()) slot.worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_GRACE_MS).unref();
  };

  const fork = (index) => {
    const slot = slots[index];
    // rules.md R2.1: every job is advisory-locked, so any number of sweepers is safe; one per machine is enough and
    // keeps the jobs' work (fan-outs, distributions) off the other workers' request paths. A replacement keeps the slot.
    const worker = cluster.fork(index === 0 ? {} : { BACKGROUND_SWEEP: 'off' });
    Object.assign(slot, { worker, ready: false, startedAt: Date.now() });
    worker.on('message', (message) => {
      if (message?.rsSchool !== 'ready') return;
      slot.ready = true;
      if (!served && slots.every((each) => each.ready)) {
        served = true;
        console.log(`RS School App listening on http://localhost:${port} (${count} processes)`);
      }
    });
    worker.on('exit', (code, signal) => {
      if (slot.worker !== worker) return;
      if (stopping) {
        if (slots.every((each) => !each.worker || each.worker.isDead())) process.exit(exitCode);
        return;
      }
      if (!served && !slot.ready) return stopAll(code || 1);
      slot.failures = Date.now() - slot.startedAt >= HEALTHY_AFTER_MS ? 1 : slot.failures + 1;
      if (slot.failures > MAX_FAILURES_IN_A_ROW) {
        console.error(`RS School App: a worker failed ${slot.failures - 1} times in a row; stopping.`);
        return stopAll(1);
      }
      const delay = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (slot.failures - 1));
      const cause = signal ? `signal ${signal}` : `code ${code}`;
      console.error(`RS School App: worker ${worker.process.pid} exited (${cause}); a new one starts in ${delay} ms.`);
      setTimeout(() => stopping || fork(index), delay);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
  slots.forEach((_, index) => fork(index));
}

if (cluster.isWorker) await serve();
else {
  const count = processCount();
  if (count > 1) runPrimary(count);
  else await serve();
}
