import { expect, expectAccessible, signInAs, test } from './support';

// pages.md §5 "/admin/users" and §4 "/course/admin/users", "/course/admin/reports" on the demo school: an admin
// searches people and flips a flag; the manager of js-fe-2026 adds a course user and works the departure report
// (the demo seed has students of js-fe-2026 who left the course with a leave survey).

test('admin searches users and switches the Activist flag of one of them', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/users');
  const search = page.getByRole('searchbox', { name: 'Search by github or name' });
  await expect(search).toBeVisible();
  await expectAccessible(page);

  await search.fill('maya manager');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'manager', exact: true })).toHaveAttribute(
    'href',
    '/profile?githubId=manager',
  );
  await expect(table.getByText('Maya Manager')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'E-mails' })).toBeVisible();
  const activist = table.getByRole('switch', { name: 'Activist: manager' });
  await expect(activist).not.toBeChecked();
  await expectAccessible(page);

  await activist.click();
  await expect(page.getByText('User flags saved')).toBeVisible();
  await expect(activist).toBeChecked();

  // The server refuses an admin's own admin flag (R1.5); the switch stays on.
  await search.fill('alexandra');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const ownAdmin = table.getByRole('switch', { name: 'Admin: admin' });
  await expect(ownAdmin).toBeChecked();
  await ownAdmin.click();
  await expect(page.getByText('You cannot remove your own admin flag; ask another admin.')).toBeVisible();
  await expect(ownAdmin).toBeChecked();
});

test('manager adds a user with a role to the course users', async ({ page }) => {
  await signInAs(page, 'manager', '/course/admin/users?course=js-fe-2026');
  const table = page.getByRole('table');
  await expect(table.getByText('supervisor (Simon Supervisor)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Group' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('User').fill('newcomer');
  await page.getByTitle('newcomer (Nora Newcomer)', { exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Activist' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course user saved')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'newcomer (Nora Newcomer)' });
  await expect(row.getByRole('img', { name: 'Activist: yes' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Manager: yes' })).toHaveCount(0);
});

test('manager sees the departure report and deletes one answer after confirming', async ({ page }) => {
  await signInAs(page, 'manager', '/course/admin/reports?course=js-fe-2026');
  await expect(page.getByRole('heading', { name: 'Detailed Statistics on Student Departures' })).toBeVisible();
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expectAccessible(page);

  const login = (await rows.first().getByRole('link').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Delete the survey answer of ${login}`, exact: true }).click();
  await expect(page.getByText(`Delete the survey answer of ${login}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Survey answer deleted')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
  await expect(table.getByRole('link', { name: login, exact: true })).toHaveCount(0);
});
