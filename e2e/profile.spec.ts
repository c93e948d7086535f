import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectTitle, signInAs, test } from './support';

// pages.md §7 "/profile" with the visibility rules of rules.md R19.2 on the demo school: the student persona opened
// his profile to everyone, hides his phone and shows his e-mail only to mentors (src/server/seed/profiles.ts).

const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a stranger sees the open profile of the student without his hidden contacts', async ({ page }) => {
  await signInAs(page, 'newcomer', '/profile?githubId=student');
  await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?githubId=student');
  await expectTitle(page);
  await expect(card(page, 'Main').getByRole('heading', { name: 'Stella Student' })).toBeVisible();
  await expect(card(page, 'About')).toContainText('Career switcher');
  await expect(page.getByRole('heading', { name: 'Contacts', exact: true })).toHaveCount(0);
  await expect(page.getByText('student.contact@example.com')).toHaveCount(0);
  await expect(page.getByText(/\+48 600/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Main' })).toHaveCount(0);
  await expectAccessible(page);

  // Another persona keeps the default: his profile is not visible to a stranger.
  await page.goto('/profile?githubId=hirer');
  await expect(page.getByRole('heading', { name: 'No access or user does not exist' })).toBeVisible();
  await expectAccessible(page);
});

test('the owner sees his contacts with who can see them and edits his profile', async ({ page }) => {
  await signInAs(page, 'student', '/profile');
  await page.waitForURL((url) => url.pathname === '/profile');
  const contacts = card(page, 'Contacts');
  await expect(contacts.getByRole('link', { name: 'student.contact@example.com' })).toBeVisible();
  await expect(contacts.getByText(/\+48 600/).first()).toBeVisible();
  await expect(contacts.getByText('Who can see this: course staff').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit Main' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Main' });
  await dialog.getByLabel('City').fill('Gdansk');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile was successfully saved')).toBeVisible();
  await expect(card(page, 'Main')).toContainText('Gdansk');

  await page.getByRole('button', { name: 'Visibility settings: Contacts' }).click();
  const settings = page.getByRole('dialog', { name: 'Who can see: Contacts' });
  await expect(
    settings.getByRole('group', { name: 'E-mail' }).getByRole('checkbox', { name: 'Mentors' }),
  ).toBeChecked();
  await expectAccessible(page);
  await settings.getByRole('button', { name: 'Cancel' }).click();
});

test('the student leaves his course from the profile and comes back', async ({ page }) => {
  await signInAs(page, 'student', '/profile');
  const course = card(page, 'Student Statistics').getByRole('region', { name: 'JS/FE 2026' });
  await expect(course.getByText('Active', { exact: true })).toBeVisible();
  await course.getByRole('button', { name: 'Leave Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave JS/FE 2026' });
  await dialog.getByRole('checkbox', { name: 'Not enough time' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Leave Course' }).click();
  await expect(page.getByText('You have left the course')).toBeVisible();
  await expect(course.getByText('Left the course', { exact: true })).toBeVisible();

  await course.getByRole('button', { name: 'Back to Course' }).click();
  await expect(page.getByText('Welcome back to the course')).toBeVisible();
  await expect(course.getByText('Active', { exact: true })).toBeVisible();
  // "Leave Course" is back under the pointer; the scan measures the buttons at rest, not antd's hover colours.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});
