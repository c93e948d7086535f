import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectDarkSurface, expectTitle, signInAs, test } from './support';

// Issue 10, pages.md §9: a student thanks his mentor and sees it on /heroes; the hall of fame is public and leads to
// the gratitude form. The demo school's student persona (Stella Student) is mentored by Mark Mentor (login `mentor`),
// who also mentored certified students of the completed course (src/server/seed/gratitudes.ts).

const comment = 'Thank you for explaining promises with so much patience';

async function openHeroesTab(page: Page, tab: 'Gratitudes' | 'Heroes Radar') {
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

test('a student thanks their mentor and sees it on /heroes', async ({ page }) => {
  await signInAs(page, 'student', '/gratitude?githubId=mentor');
  await page.waitForURL((url) => url.pathname === '/gratitude');
  await expectTitle(page);
  const form = page.locator('form');
  await expect(form.getByText('Mark Mentor (mentor)')).toBeVisible();
  await form.getByLabel('Course').click();
  await page.locator('.ant-select-item-option', { hasText: 'JS/FE 2026' }).click();
  await expect(page.getByText("Your feedback will be posted to the course's Discord channel")).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Thank you' })).toBeChecked();
  await form.locator('label', { hasText: 'Helping hand' }).click();
  await expect(form.getByRole('radio', { name: 'Helping hand' })).toBeChecked();
  await form.getByLabel('Comment').fill('Thanks @mentor!');
  await expect(page.getByText('The comment needs at least 20 characters.')).toBeVisible();
  await form.getByLabel('Comment').fill(comment);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();

  await page.goto('/heroes');
  const card = page.getByLabel('Helping hand for Mark Mentor').first();
  await expect(card).toContainText(comment);
  await expect(card.getByRole('link', { name: 'Stella Student' })).toBeVisible();
  await expectAccessible(page);

  await openHeroesTab(page, 'Heroes Radar');
  await page.getByLabel('Course').click();
  await page.locator('.ant-select-item-option', { hasText: 'JS/FE 2026' }).click();
  await page.getByPlaceholder('Start date').click();
  await page.getByText('Last 7 days').click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const mentorRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'mentor', exact: true }) });
  await expect(mentorRow.getByRole('img', { name: 'Helping hand' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expectAccessible(page);
});

test('anyone opens the hall of fame and is led to thank a mentor', async ({ page }) => {
  await page.goto('/mentors-hall-of-fame');
  await expectTitle(page);
  const mark = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Mark Mentor' }) });
  await expect(mark.getByText(/certified student/)).toBeVisible();
  await expectAccessible(page);
  await page.getByText('All Time').click();
  await expect(mark).toBeVisible();

  await mark.getByRole('link', { name: 'Say Thank you!' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('link', { name: 'Sign in as student', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/gratitude' && url.search === '?githubId=mentor');
  await expect(page.locator('form').getByText('Mark Mentor (mentor)')).toBeVisible();
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the gratitude pages read well in the dark theme, with the CSV export for an admin', async ({ page }) => {
    await signInAs(page, 'admin', '/heroes');
    await page.waitForURL((url) => url.pathname === '/heroes');
    await expect(page.getByLabel(/ for /).first()).toBeVisible();
    await expectDarkSurface(page);
    await expectAccessible(page);
    await openHeroesTab(page, 'Heroes Radar');
    await page.getByLabel('Show only not activists').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('heroes-radar.csv');
    // The pointer stays on "Export CSV": the scan also measures a hovered default button in the dark theme.
    await expectAccessible(page);
    for (const url of ['/gratitude', '/mentors-hall-of-fame']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
      await expectDarkSurface(page);
      await expectAccessible(page);
    }
  });
});
