// Starts the production build for the journeys on a fresh embedded database in .data-e2e.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { startMailCapture } from './mail-capture.mjs';

// One folder per port, so journeys on two ports never share (or wipe) each other's database.
const dataDir = `.data-e2e${process.env.E2E_PORT && process.env.E2E_PORT !== '3100' ? `-${process.env.E2E_PORT}` : ''}`;
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3100',
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
};
// The journeys always run the embedded demo with development sign-in, whatever the shell has set. Of the background
// sweep (R2) only the outbox delivery runs, every second, into the journeys' mail box (e2e/mail.ts reads it): a journey
// moves a deadline and acts on it, and any other job's tick in between would race it. Telegram and Discord stay unset.
const mail = await startMailCapture();
Object.assign(env, {
  DATABASE_URL: '',
  GITHUB_CLIENT_ID: '',
  GITHUB_CLIENT_SECRET: '',
  BACKGROUND_SWEEP: 'outbox',
  BACKGROUND_SWEEP_INTERVAL_MS: '1000',
  SMTP_URL: mail.smtpUrl,
  MAIL_FROM: 'RS School <noreply@rs.school>',
  TELEGRAM_BOT_TOKEN: '',
  DISCORD_BOT_TOKEN: '',
});
const server = spawn('node', ['scripts/start.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// The mail box's ports close with this process.
server.on('exit', (code) => process.exit(code ?? 0));
