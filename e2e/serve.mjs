// Starts the production build for the journeys on a fresh embedded database in .data-e2e.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

// One folder per port, so journeys on two ports never share (or wipe) each other's database.
const dataDir = `.data-e2e${process.env.E2E_PORT && process.env.E2E_PORT !== '3100' ? `-${process.env.E2E_PORT}` : ''}`;
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3100',
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
};
// The journeys always run the embedded demo with development sign-in, whatever the shell has set. The background sweep
// (R2) stays off, as in every test: a journey moves a deadline and acts on it, and a sweep tick in between would race it.
Object.assign(env, { DATABASE_URL: '', GITHUB_CLIENT_ID: '', GITHUB_CLIENT_SECRET: '', BACKGROUND_SWEEP: 'off' });
const server = spawn('node', ['scripts/start.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
