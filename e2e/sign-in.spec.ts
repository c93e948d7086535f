import { expect, expectAccessible, expectTitle, signInAs, test } from './support';

test('the login page lists the demo personas and is accessible', async ({ page }) => {
  await page.goto('/login');
  await expectTitle(page);
  // product-spec §2: the viewport blocks zooming (one viewport tag, the app's).
  const viewports = await page.$$eval('meta[name="viewport"]', (tags) =>
    tags.map((tag) => tag.getAttribute('content')),
  );
  expect(viewports).toEqual([expect.stringMatching(/maximum-scale=1.*user-scalable=no/)]);
  await expect(page.getByText('Please login via GitHub')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as student', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as admin', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a signed-out visitor is sent to /login with the return url and lands back after signing in', async ({ page }) => {
  await page.goto('/admin/courses?x=1');
  await page.waitForURL(/\/login\?url=/);
  expect(new URL(page.url()).searchParams.get('url')).toBe('/admin/courses?x=1');
  await page.getByRole('link', { name: 'Sign in as admin', exact: true }).click();
  await page.waitForURL('**/admin/courses?x=1');
  await expect(page.getByRole('cell', { name: 'js-fe-2026' })).toBeVisible();
  await expectAccessible(page);
});

test('sign-in never follows a return url to another site', async ({ page }) => {
  await page.goto('/api/v2/auth/dev/login?githubId=student&url=//evil.example.com/steal');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(\?.*)?$/);
});

test('logout ends the session: protected pages send the user back to /login', async ({ page }) => {
  await signInAs(page, 'student');
  await page.getByRole('button', { name: /^User menu of student/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await page.goto('/');
  await page.waitForURL(/\/login\?url=%2F/);
});

// The journeys run at a pinned instant (playwright.config.ts, E2E_CLOCK): the server signs the session with its clock
// and the page reads the browser's, and both must be that instant, or a journey could pass only at some hours.
test('the browser and the server run on the same pinned clock', async ({ page }) => {
  await signInAs(page, 'student');
  const browserNow = await page.evaluate(() => Date.now());
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session')?.value ?? '';
  const { iat } = JSON.parse(Buffer.from(session.split('.')[1], 'base64url').toString()) as { iat: number };
  expect(Math.abs(browserNow - iat * 1000)).toBeLessThan(60_000);
  const expected = Date.now() + Number(process.env.CLOCK_OFFSET_MS ?? 0);
  expect(Math.abs(browserNow - expected)).toBeLessThan(60_000);
  if ((process.env.E2E_CLOCK ?? 'month-end') === 'month-end') {
    const pinned = new Date(browserNow);
    const tomorrow = new Date(browserNow + 24 * 60 * 60 * 1000);
    expect(tomorrow.getUTCDate()).toBe(1);
    expect(pinned.getUTCHours()).toBe(23);
  }
});
