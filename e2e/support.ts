import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

// The browser's clock starts at the server's pinned instant (playwright.config.ts), then runs at normal speed.
export async function pinClock(context: BrowserContext): Promise<void> {
  const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
  if (offset) await context.clock.install({ time: Date.now() + offset });
}

// Every journey imports test from here, so every page it opens runs on the pinned clock.
export const test = base.extend({
  context: async ({ context }, use) => {
    await pinClock(context);
    await use(context);
  },
});
export { expect };

// Playwright compiles the journeys as CommonJS, so require.resolve finds axe-core's browser build.
const axePath = require.resolve('axe-core/axe.min.js');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

// Every page a journey visits is scanned: no serious or critical accessibility violation may remain.
// soft: report and go on, so that one run lists the violations of every page of a sweep.
// Waits until every finite animation has ended (endless ones, spinners and a blinking caret, never settle and are
// skipped). A click aimed at a modal's button while the modal still zooms in can land on the mask beside it on a
// busy machine, which closes the modal instead of pressing the button.
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function blockingViolations(page: Page): Promise<string[]> {
  // Contrast is measured on settled colours, not halfway through an antd transition.
  await settleAnimations(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

export async function expectAccessible(page: Page, { soft = false } = {}): Promise<void> {
  // A scan can outlast a message's stay: a notification that starts to fade out while axe reads it is measured as
  // half-transparent text (CI, 2026-11-26: color-contrast at .ant-notification-notice-title). A scan with violations
  // is repeated once on the settled page: a violation that does not come from a transition is found again.
  let blocking = await blockingViolations(page);
  if (blocking.length) blocking = await blockingViolations(page);
  (soft ? expect.soft : expect)(blocking, `${page.url()}\n${blocking.join('\n')}`).toEqual([]);
}

// Development sign-in through the real login page, as a person would do it.
export async function signInAs(page: Page, login: string, url?: string): Promise<void> {
  await page.goto(url ? `/login?url=${encodeURIComponent(url)}` : '/login');
  await page.getByRole('link', { name: `Sign in as ${login}`, exact: true }).click();
  await page.waitForURL((target) => !target.pathname.startsWith('/login') && !target.pathname.startsWith('/api/'));
}

export async function expectTitle(page: Page): Promise<void> {
  await expect(page).toHaveTitle('App / The Rolling Scopes School');
}

// The dark theme must reach every component, not only the layout: a card's surface is dark, not white.
export async function expectDarkSurface(page: Page): Promise<void> {
  const card = page.locator('.ant-card').first();
  await expect(card).toBeVisible();
  await expect
    .poll(() =>
      card.evaluate((element) => {
        const [red, green, blue] = getComputedStyle(element).backgroundColor.match(/\d+/g)?.map(Number) ?? [
          255, 255, 255,
        ];
        return (red + green + blue) / 3;
      }),
    )
    .toBeLessThan(80);
}
