import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './support';

// Issue 10 "Careers" on the demo school (src/server/seed/careers.ts): a student publishes a CV and a hirer finds it
// among the applicants and opens the public page rendered on the server; a withdrawn CV answers 404 publicly
// (rules.md R18); the hirer's side menu and students list (pages.md §5); a mentor edits his recommendation letter
// (pages.md §3).
const position = 'Android Developer Trainee';

async function switchTo(page: Page, login: string, url: string) {
  await page.context().clearCookies();
  await signInAs(page, login, url);
}

test('a student publishes a CV and a hirer finds it', async ({ page }) => {
  // The Android student of the demo school has no CV yet.
  await signInAs(page, 'other-course-student', '/cv/edit');
  await expect(page.getByText('You have no CV yet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create my CV' }).click();
  const consent = page.getByRole('dialog');
  await expect(consent).toContainText(/Your CV is public until \d{4}-\d{2}-\d{2} \(one month\); renew it monthly\./);
  await consent.getByRole('button', { name: 'Create my CV' }).click();

  await expect(page.getByLabel('Name')).toHaveValue('Oscar Other');
  await page.getByLabel('Desired position').fill(position);
  await page.getByLabel('Locations (at most 3)').fill('Riga');
  await page.getByLabel('Locations (at most 3)').press('Enter');
  await page
    .getByLabel('About me')
    .fill('Learning Android development at RS School; I like clean architecture and readable Kotlin code.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save CV' }).click();
  await expect(page.getByText('Your CV is saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oscar Other' })).toBeVisible();
  await expect(page.getByText(/Your CV is public until/)).toBeVisible();
  await expectAccessible(page);

  await switchTo(page, 'hirer', '/applicants');
  const row = page.getByRole('row').filter({ hasText: position });
  await expect(row.getByRole('link', { name: 'Oscar Other' })).toBeVisible();
  await expect(row).toContainText('Riga');
  await expectAccessible(page);
  await row.getByRole('link', { name: 'Oscar Other' }).click();
  await page.waitForURL(/\/cv\/[0-9a-f-]{36}$/);
  const publicUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Oscar Other' })).toBeVisible();
  await expect(page.getByText(position)).toBeVisible();
  await expect(page.getByText('Android Development 2026')).toBeVisible();
  await expectAccessible(page);

  // The student persona's CV carries his mentor's letter that recommends hiring.
  await page.goto('/applicants');
  await page.getByRole('link', { name: 'Stella Student' }).click();
  const letter = page.getByRole('region', { name: 'Feedback from Mark Mentor' });
  await expect(letter).toContainText('recommends to hire');
  await expect(letter).toContainText('Responsible: Excellent');
  await expectAccessible(page);

  // Withdrawn: the public page is the 404 page, for anyone.
  await switchTo(page, 'other-course-student', '/cv/edit');
  await page.getByRole('button', { name: 'Delete CV' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete CV' }).click();
  await expect(page.getByText('You have no CV yet')).toBeVisible();
  await page.context().clearCookies();
  const response = await page.goto(publicUrl);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
});

test('the hirer sees only Applicants and Students and looks a student up', async ({ page }) => {
  await signInAs(page, 'hirer');
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Expand admin menu' }).click();
  const students = menu.getByRole('link', { name: 'Students', exact: true });
  if (!(await students.isVisible())) await menu.getByText('Admin Area').click();
  await expect(students).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Applicants', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Courses', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await students.click();
  await page.waitForURL('**/admin/students');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const header = page.getByRole('columnheader').filter({ hasText: 'Student' }).first();
  await header.getByRole('button').click();
  await page.getByLabel('Search Student').fill('Stella');
  await page.getByLabel('Search Student').press('Enter');
  await table.getByRole('button', { name: 'Stella Student (student)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Student Details' });
  await expect(drawer.getByText('JS/FE 2025')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Certificate' })).toBeVisible();
  await expectAccessible(page);
});

test('a mentor edits his recommendation letter from Your students', async ({ page }) => {
  await signInAs(page, 'mentor', '/course/mentor/students?course=js-fe-2026');
  const card = page.locator('.ant-card').filter({ has: page.getByRole('link', { name: 'Stella Student' }) });
  await card.getByRole('link', { name: 'Edit Feedback' }).click();
  await page.waitForURL(/\/course\/mentor\/feedback\?/);
  await expect(page.getByText('Stella Student (student)')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Hire', exact: true })).toBeChecked();
  const good = page.getByLabel('What was good');
  await expect(good).toHaveValue(/Stella asked sharp questions/);
  await expectAccessible(page);
  await good.fill('Stella finished every task on time and helped her classmates.');
  // antd draws a radio button over its hidden input: the word is what a person clicks.
  await page.getByRole('radiogroup', { name: 'Communicable' }).getByText('Great', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The recommendation letter is saved.')).toBeVisible();
  await page.waitForURL(/\/course\/mentor\/students/);
});
