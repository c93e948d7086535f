import type { Page } from '@playwright/test';
import { expect, expectAccessible, settleAnimations, signInAs, test } from './support';

// pages.md §5: the admin catalogues of disciplines, Discord servers and user groups (demo seed: access.md §16, §17, §33).

async function openAsAdmin(page: Page, url: string, title: string, seeded: string) {
  await signInAs(page, 'admin', url);
  await expect(page.getByText(title).first()).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText(seeded, { exact: true })).toBeVisible();
  return table;
}

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
}

test('admin adds, renames and deletes a discipline', async ({ page }) => {
  const table = await openAsAdmin(page, '/admin/disciplines', 'Manage Disciplines', 'JavaScript');
  await expect(table.getByText('Android', { exact: true })).toBeVisible();
  await expect(table.getByText('AWS', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Discipline' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Discipline' });
  await dialog.getByLabel('Name').fill('E2E Python');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discipline saved')).toBeVisible();
  await expect(table.getByText('E2E Python', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit E2E Python', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Discipline' });
  await expect(dialog.getByLabel('Name')).toHaveValue('E2E Python');
  await dialog.getByLabel('Name').fill('E2E Kotlin');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByText('E2E Kotlin', { exact: true })).toBeVisible();
  await expect(table.getByText('E2E Python', { exact: true })).toHaveCount(0);

  await confirmDelete(page, 'E2E Kotlin');
  await expect(page.getByText('Discipline deleted')).toBeVisible();
  await expect(table.getByText('E2E Kotlin', { exact: true })).toHaveCount(0);
});

test('a taken discipline name shows on the Name field', async ({ page }) => {
  await openAsAdmin(page, '/admin/disciplines', 'Manage Disciplines', 'JavaScript');
  await page.getByRole('button', { name: 'Add Discipline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Discipline' });
  await dialog.getByLabel('Name').fill('AWS');
  await settleAnimations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This name is taken')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
});

// The message under a field must be readable: antd's default error red failed WCAG AA (theme-tokens.ts).
test('a field error message is accessible', async ({ page }) => {
  await openAsAdmin(page, '/admin/disciplines', 'Manage Disciplines', 'JavaScript');
  await page.getByRole('button', { name: 'Add Discipline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Discipline' });
  await dialog.getByLabel('Name').fill('AWS');
  await settleAnimations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This name is taken')).toBeVisible();
  await expectAccessible(page);
});

test('admin adds a Discord server after fixing a bad URL, then deletes it', async ({ page }) => {
  const table = await openAsAdmin(page, '/admin/discord-telegram', 'Manage Discord Servers', 'RS School');
  await expect(table.getByText('RS Android', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Discord Server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Discord Server' });
  await dialog.getByLabel('Name').fill('E2E Server');
  await dialog.getByLabel('Gratitude webhook URL').fill('discord.example.com/hook');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a URL that starts with http:// or https://')).toBeVisible();
  await expect(dialog.getByLabel('Gratitude webhook URL')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Gratitude webhook URL').fill('https://discord.example.com/api/webhooks/e2e');
  await dialog.getByLabel('Mentors chat URL').fill('https://discord.example.com/invite/e2e');
  await expect(dialog.getByText('Enter a URL that starts with http:// or https://')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discord server saved')).toBeVisible();
  await expect(table.getByText('E2E Server', { exact: true })).toBeVisible();
  await expect(table.getByText('https://discord.example.com/invite/e2e', { exact: true })).toBeVisible();

  await confirmDelete(page, 'E2E Server');
  await expect(page.getByText('Discord server deleted')).toBeVisible();
  await expect(table.getByText('E2E Server', { exact: true })).toHaveCount(0);
});

test('admin creates a user group with a user found by search and a role', async ({ page }) => {
  const table = await openAsAdmin(page, '/admin/user-group', 'Manage User Groups', 'JS/FE staff');
  await expect(table.getByText('Maya Manager (manager)', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add User Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User Group' });
  await dialog.getByLabel('Name').fill('E2E task owners');
  await dialog.getByLabel('Users').pressSequentially('taskown');
  await page.getByTitle('taskowner (Tomas Taskowner)', { exact: true }).click();
  await dialog.getByLabel('Roles').click();
  await page.getByTitle('Task owner', { exact: true }).click();
  await dialog.getByLabel('Name').click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User group saved')).toBeVisible();

  const row = table.getByRole('row').filter({ hasText: 'E2E task owners' });
  await expect(row.getByText('Tomas Taskowner (taskowner)', { exact: true })).toBeVisible();
  await expect(row.getByText('Task owner', { exact: true })).toBeVisible();
});

test('a manager is refused the admin catalogues', async ({ page }) => {
  await signInAs(page, 'manager', '/admin/disciplines');
  await expect(page.getByText("You don't have required role to access this page")).toBeVisible();
  await expectAccessible(page);
});
