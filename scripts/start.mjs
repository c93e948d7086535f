// npm start: build the production app when the sources changed since the last build, then serve it on port 3000.
// With no DATABASE_URL the server creates the embedded database in ./.data and fills it with the demo school.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from './server-flags.mjs';

const root = process.cwd();
// next.config.mjs builds into NEXT_DIST_DIR when it is set; the freshness check must look where next start will.
const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
const watched = ['src', 'public', 'next.config.mjs', 'package.json', 'tsconfig.json'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (!builtAt || watched.some((entry) => newestChange(path.join(root, entry)) > builtAt)) {
  console.log('Building the app (next build)...');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
console.log(`Starting RS School App at http://localhost:${port}`);
// A cluster's primary gives its workers the V8 flags itself; one process on PostgreSQL gets them here.
const processes = process.env.WEB_CONCURRENCY?.trim() || String(availableParallelism());
const flags = process.env.DATABASE_URL?.trim() && processes === '1' ? serverNodeFlags : [];
const server = spawn('node', [...flags, 'scripts/server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
