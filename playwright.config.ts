import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

// Debian's chromium, never a downloaded browser (DEVELOPERS.md); scripts/test.mjs passes its path.
const chromiumPath =
  process.env.CHROMIUM_PATH ||
  execSync('command -v chromium || command -v chromium-browser || true', { encoding: 'utf8' }).trim();
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The production build on a fresh embedded database, filled with the demo school at start-up.
  webServer: {
    command: `node e2e/serve.mjs`,
    url: `http://127.0.0.1:${port}/api/v2/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
  },
});
