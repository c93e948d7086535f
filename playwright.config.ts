import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

// Debian's chromium, never a downloaded browser (DEVELOPERS.md); scripts/test.mjs passes its path.
const chromiumPath =
  process.env.CHROMIUM_PATH ||
  execSync('command -v chromium || command -v chromium-browser || true', { encoding: 'utf8' }).trim();
const port = Number(process.env.E2E_PORT ?? 3100);

// The journeys run at a pinned instant, the same in the browser (e2e/support.ts) and in the server: by default 23:30
// UTC on the last day of this month, where a date computed in the wrong zone or month shows at once. The offset is
// computed once, in the runner, and reaches the server and the workers through the environment they inherit.
function clockOffset(setting = 'month-end'): number {
  if (setting === 'real') return 0;
  const now = new Date();
  const pinned =
    setting === 'month-end'
      ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0, 23, 30)
      : new Date(setting).getTime();
  if (Number.isNaN(pinned)) throw new Error(`E2E_CLOCK must be month-end, real or an ISO 8601 instant: ${setting}`);
  return pinned - now.getTime();
}
process.env.CLOCK_OFFSET_MS ??= String(clockOffset(process.env.E2E_CLOCK));

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
    // A fixed zone: the pickers and the expected texts agree whatever zone the machine has.
    timezoneId: 'UTC',
    // The journeys ask for reduced motion, which the app honours by turning antd's animations off (AppProviders): a
    // click waits for no opening modal or dropdown to settle. Motion itself is covered by the client tests of useTheme.
    reducedMotion: 'reduce',
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
    env: { E2E_PORT: String(port), CLOCK_OFFSET_MS: process.env.CLOCK_OFFSET_MS },
    stdout: 'pipe',
  },
});
