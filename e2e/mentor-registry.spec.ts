import type { Browser } from '@playwright/test';
import { expect, expectAccessible, expectTitle, pinClock, signInAs, test } from './support';

// The mentor registry end to end (rules.md R14.3-R14.5, pages.md §3, §5, §6): the newcomer fills in the questionnaire,
// the manager of js-fe-2026 finds and invites him, he confirms and is a mentor at once. The journeys share one server:
// afterAll expels him again (R13.6), so later files still meet a newcomer without any course.
test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ browser }) => {
  await expelNewcomer(browser);
});

test('the newcomer registers as a mentor', async ({ page }) => {
  await signInAs(page, 'newcomer', '/registry/mentor?course=js-fe-2026');
  await page.waitForURL((url) => url.pathname === '/registry/mentor');
  await expectTitle(page);
  await expect(page.getByRole('heading', { name: 'Mentors registration' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
  await expect(page.getByLabel('Last name')).toHaveValue('Newcomer');
  await expectAccessible(page);

  await page.getByLabel('Telegram').fill('nora_mentor');
  await page.getByRole('button', { name: 'Next' }).click();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeVisible();
  await page.getByRole('combobox', { name: 'Disciplines you can mentor' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'JavaScript' }).click();
  await page.keyboard.press('Escape');
  // ?course= put the running course among the preferred ones.
  await expect(page.locator('.ant-select-selection-item', { hasText: 'JS/FE 2026' })).toBeVisible();
  await page.getByLabel('How many students can you mentor?').fill('3');
  await page.getByRole('radio', { name: 'My country' }).check();
  await page.getByRole('checkbox', { name: /I agree to the processing of my personal data/ }).check();
  await expectAccessible(page);
  await submit.click();

  await expect(page.getByText('Thank you! We will contact you when a course needs mentors.')).toBeVisible();
  await expectAccessible(page);
});

test('the manager finds him in the registry and invites him to js-fe-2026', async ({ page }) => {
  await signInAs(page, 'manager', '/admin/mentor-registry');
  await page.waitForURL((url) => url.pathname === '/admin/mentor-registry');
  await expect(page.getByRole('tab', { name: /^New applications \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All Mentors \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText(/The number of mentors below can mentor: \d+ students/)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('columnheader', { name: /GitHub/ })
    .locator('.ant-table-filter-trigger')
    .click();
  await page.getByLabel('Search GitHub').fill('newcomer');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('GitHub: newcomer')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'newcomer', exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('new', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Invite newcomer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite newcomer' });
  await expect(dialog.locator('.ant-select-selection-item', { hasText: 'JS/FE 2026' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invitation sent to newcomer')).toBeVisible();

  await page.getByRole('tab', { name: /All Mentors/ }).click();
  await expect(row.getByText('invited', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Re-send to newcomer' })).toBeVisible();
});

test('the newcomer confirms and is a mentor of js-fe-2026 at once', async ({ page }) => {
  await signInAs(page, 'newcomer', '/course/mentor/confirm?course=js-fe-2026');
  await page.waitForURL((url) => url.pathname === '/course/mentor/confirm');
  await expect(page.getByRole('heading', { name: 'Confirm Mentorship' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'JavaScript / Front-end 2026' })).toBeVisible();
  await expect(page.getByLabel('How many students can you mentor in this course?')).toHaveValue('3');
  await expect(page.getByRole('radio', { name: 'My country' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('You are mentor now!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to Home Page' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.search === '?course=js-fe-2026');
  await expect(page.getByRole('link', { name: 'My Students' })).toBeVisible();
  await expect(page.getByText('You are not student or mentor in any active course')).toHaveCount(0);
  await expectAccessible(page);
});

async function expelNewcomer(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await pinClock(context);
  const page = await context.newPage();
  try {
    await signInAs(page, 'manager');
    const courses = (await (await page.request.get('/api/v2/courses')).json()) as { id: number; alias: string }[];
    const course = courses.find((item) => item.alias === 'js-fe-2026');
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf-token')?.value ?? '';
    const response = await page.request.post(`/api/v2/course/${course?.id}/mentors/newcomer/status/expelled`, {
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(response.status()).toBe(204);
  } finally {
    await context.close();
  }
}
