import { expect, expectAccessible, expectDarkSurface, expectTitle, pinClock, signInAs, test } from './support';

const staffMenu = [
  { login: 'admin', sees: ['Main', 'Courses'] },
  { login: 'manager', sees: ['Main', 'Courses'] },
  { login: 'supervisor', sees: ['Main'] },
  { login: 'dementor', sees: ['Main'] },
];

for (const { login, sees } of staffMenu) {
  test(`${login} sees the admin side menu items of their role`, async ({ page }) => {
    await signInAs(page, login);
    await expectTitle(page);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await menu.getByRole('button', { name: 'Expand admin menu' }).click();
    const main = menu.getByRole('link', { name: 'Main', exact: true });
    if (!(await main.isVisible())) await menu.getByText('Admin Area').click();
    for (const item of sees) await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    if (!sees.includes('Courses'))
      await expect(menu.getByRole('link', { name: 'Courses', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
}

// The hirer's side menu (Applicants and Students only) is checked by careers.spec.ts.
for (const login of ['student', 'mentor', 'taskowner', 'expelled-student', 'other-course-student']) {
  test(`${login} sees the home page of their course without the staff menu`, async ({ page }) => {
    await signInAs(page, login);
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Select course' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the theme switch persists across a reload and sets the body class', async ({ page }) => {
  await signInAs(page, 'student');
  // light → dark → auto: the default is auto, so two steps reach dark.
  await page.getByRole('button', { name: /^Theme: Auto/ }).click();
  await page.getByRole('button', { name: /^Theme: Light/ }).click();
  await expect(page.getByRole('button', { name: /^Theme: Dark/ })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expectDarkSurface(page);
  expect(await page.evaluate(() => localStorage.getItem('app-theme'))).toBe('dark');
  await expectAccessible(page);
});

test('auto follows the system colour scheme, down to the components rendered by the server', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await pinClock(context);
  const page = await context.newPage();
  await signInAs(page, 'student');
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expectDarkSurface(page);
  await expectAccessible(page);
  await context.close();
});

test('an alias of a course the user is not in shows No Access', async ({ page }) => {
  await signInAs(page, 'student');
  await page.goto('/?course=android-2026');
  await expect(page.getByText('No Access', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the active course follows ?course= and is remembered', async ({ page }) => {
  await signInAs(page, 'student');
  const selector = page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Select course' }) });
  await page.goto('/?course=js-fe-2025');
  await expect(selector).toContainText('JS/FE 2025');
  await page.goto('/');
  await expect(selector).toContainText('JS/FE 2025');
});

test('a user with no courses sees the welcome screen on course pages', async ({ page }) => {
  await signInAs(page, 'newcomer');
  // pages.md §0.1: Home works without an active course (home.spec.ts); course pages show the welcome card.
  await page.goto('/course/schedule');
  await expect(page.getByText('Welcome to RS School App! Please register to continue')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register as a student' })).toHaveAttribute('href', '/registry/student');
  await expect(page.getByRole('link', { name: 'Register as a mentor' })).toHaveAttribute('href', '/registry/mentor');
  await expect(page.getByRole('link', { name: 'Log in with another GitHub account' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expectAccessible(page);
});

test('a page for another role shows the role warning with Go Back', async ({ page }) => {
  await signInAs(page, 'student');
  await page.goto('/admin/courses');
  await expect(page.getByText("You don't have required role to access this page")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('an unknown page shows the 404 result', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await expectAccessible(page);
});
