import { expect, expectAccessible, signInAs, test } from './support';

// pages.md §5 "/admin/courses": an admin adds a course and edits it.
test('admin creates a course and edits its full name', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/courses');
  await expect(page.getByText('Manage Courses').first()).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Course' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Course' });
  await expect(dialog.getByLabel('Certificate Threshold')).toHaveValue('70');
  await expectAccessible(page);
  await dialog.getByLabel('Name', { exact: true }).fill('E2E Course');
  await dialog.getByLabel('Full Name').fill('E2E Course full name');
  await dialog.getByLabel('Alias').fill('e2e-course');
  await dialog.getByLabel('Start–End').click();
  await page.keyboard.type('2026-01-10');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2026-05-31');
  // Enter in the last date field confirms the range and submits the form (pages.md §15).
  await page.keyboard.press('Enter');
  await expect(page.getByText('Course saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('E2E Course', { exact: true })).toBeVisible();
  await expect(table.getByText('e2e-course', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit E2E Course', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(dialog.getByLabel('Full Name')).toHaveValue('E2E Course full name');
  await dialog.getByLabel('Full Name').fill('E2E Course renamed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search course name' }).fill('renamed');
  await expect(table.getByText('E2E Course', { exact: true })).toBeVisible();
});
