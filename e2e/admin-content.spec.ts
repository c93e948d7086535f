import { expect, expectAccessible, signInAs, test } from './support';

// pages.md §5 /admin/alerts, /admin/contributors, /admin/prompts and Home's banners (rules.md R23.1), on the demo seed.
const TEXT = 'E2E: the school is closed on Monday';

test('the admin adds a global alert, enables it, and the student sees it on Home', async ({ page: admin }) => {
  await signInAs(admin, 'admin', '/admin/alerts');
  await expect(admin.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  const table = admin.getByRole('table');
  await expect(table.getByText('Planned maintenance on Sunday night (draft, not shown yet).')).toBeVisible();
  await expectAccessible(admin);

  await admin.getByRole('button', { name: 'Add Alert' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Alert' });
  await dialog.getByLabel('Text').fill(TEXT);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Alert saved')).toBeVisible();
  const toggle = table.getByRole('switch', { name: `Enabled: ${TEXT}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(admin.getByText('Alert enabled')).toBeVisible();
  await expect(toggle).toBeChecked();

  // Another persona in the same browser: sign-in replaces the session cookie.
  const student = admin;
  await student.context().clearCookies();
  await signInAs(student, 'student');
  const banners = student.getByRole('region', { name: 'Announcements' });
  await expect(banners.getByText(TEXT)).toBeVisible();
  await expect(banners.getByText('Course news: the next lecture moves by one week.')).toBeVisible();
  await expect(banners.getByText('Planned maintenance on Sunday night (draft, not shown yet).')).toHaveCount(0);
  await expectAccessible(student);
  await student.getByRole('button', { name: `Dismiss "${TEXT}"` }).click();
  await expect(banners.getByText(TEXT)).toHaveCount(0);

  // Leave the demo school as it was for the journeys that follow.
  const cleanup = student;
  await cleanup.context().clearCookies();
  await signInAs(cleanup, 'admin', '/admin/alerts');
  await cleanup.getByRole('button', { name: `Delete ${TEXT}`, exact: true }).click();
  await cleanup.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(cleanup.getByText('Alert deleted')).toBeVisible();
});

test('the admin sees the seeded contributors and prompts', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/contributors');
  await expect(page.getByRole('heading', { name: 'Manage Contributors' })).toBeVisible();
  await expect(page.getByRole('table').getByText('Course schedule and the score page')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/prompts');
  await expect(page.getByRole('heading', { name: 'Manage Prompts' })).toBeVisible();
  await expect(page.getByRole('table').getByText('cv-summary', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit cv-summary', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Prompt' });
  await expect(dialog.getByLabel('Temperature')).toHaveValue('0.3');
  await expectAccessible(page);
});
