import { expect, expectAccessible, signInAs, test } from './support';

// pages.md §4 "/course/admin/students", "/course/admin/mentors" and §3 "/course/mentor/expel-student" on the demo
// school: the manager of js-fe-2026 finds a student, expels him with a reason and restores him (R13.1, R13.2), then
// looks at the course mentors; a mentor opens the expel page.
const login = 'demo-student-00007';

test('manager expels a student with a reason and restores him', async ({ page }) => {
  await signInAs(page, 'manager', '/course/admin/students?course=js-fe-2026');
  await expect(page.getByText('Active Students', { exact: true })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);

  // Expelled students stay in the list once "Active Students Only" is off.
  await page.getByRole('switch', { name: 'Active Students Only' }).click();
  await page.getByRole('searchbox', { name: 'Search students' }).fill(login);
  await page.getByRole('searchbox', { name: 'Search students' }).press('Enter');
  const row = table.getByRole('row').filter({ hasText: login });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `More about ${login}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `, ${login}` });
  await expect(drawer.getByText('Status')).toBeVisible();
  await expectAccessible(page);
  await drawer.getByLabel('Reason for expelling').fill('Did not submit any task');
  await drawer.getByRole('button', { name: 'Expel', exact: true }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Expel' }).click();
  await expect(page.getByText(`${login} expelled`)).toBeVisible();
  await expect(drawer.getByText('Did not submit any task')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `More about ${login}` }).click();
  await drawer.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`${login} restored`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});

test('manager sees the course mentors with their numbers and row actions', async ({ page }) => {
  await signInAs(page, 'manager', '/course/admin/mentors?course=js-fe-2026');
  const table = page.getByRole('table');
  await expect(table.getByText('Mark Mentor (mentor)')).toBeVisible();
  await expect(page.getByText('Active Mentors')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expectAccessible(page);

  await table.getByRole('button', { name: 'Actions for mentor' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add student' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Expel' })).toBeVisible();
  await expectAccessible(page);
});

test('mentor opens the expel page and finds only his own students', async ({ page }) => {
  await signInAs(page, 'mentor', '/course/mentor/expel-student?course=js-fe-2026');
  await expect(page.getByRole('radio', { name: /Self-study/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Student' }).fill('stella');
  await expect(page.getByTitle(/Stella Student \(student\)/)).toBeVisible();
  await expectAccessible(page);
});
