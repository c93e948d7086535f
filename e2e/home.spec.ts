import { expect, expectAccessible, expectTitle, signInAs, test } from './support';

// pages.md §1 Home for the student, the mentor and the newcomer of the demo school, and the header's course menu
// (§0.4, second row) on course pages with the menu table's rules per role.

test('a student sees his stats and his mentor on Home, and the course menu on course pages', async ({ page }) => {
  await signInAs(page, 'student', '/?course=js-fe-2026');
  await expectTitle(page);
  await expect(page.getByText('Your stats')).toBeVisible();
  for (const title of ['Score Points', 'Position', 'Completed Tasks', 'Status']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Your mentor')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mark Mentor' })).toHaveAttribute('href', '/profile?githubId=mentor');
  const links = page.getByRole('navigation', { name: 'Course pages' });
  await expect(links.getByRole('link', { name: 'Student Dashboard' })).toHaveAttribute(
    'href',
    '/course/student/dashboard?course=js-fe-2026',
  );
  await expect(links.getByRole('link', { name: "Mentor's Dashboard" })).toHaveCount(0);
  await expectAccessible(page);

  await links.getByRole('link', { name: 'Schedule' }).click();
  await page.waitForURL((url) => url.pathname === '/course/schedule');
  const menu = page.getByRole('navigation', { name: 'Course menu' });
  await expect(menu.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Student Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Students' })).toHaveCount(0);
  await expectAccessible(page);

  await menu.getByRole('link', { name: 'Student Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/course/student/dashboard');
  await expect(menu.getByRole('link', { name: 'Student Dashboard' })).toHaveAttribute('aria-current', 'page');
});

test('a mentor sees his pending invitation on Home and the mentor items of the course menu', async ({ page }) => {
  await signInAs(page, 'mentor', '/?course=js-fe-2026');
  await expect(page.getByText('You are approved as a mentor to JS/FE 2027')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Confirm Participation' })).toHaveAttribute(
    'href',
    '/course/mentor/confirm?course=js-fe-2027',
  );
  await expect(page.getByText('Your stats')).toHaveCount(0);
  const links = page.getByRole('navigation', { name: 'Course pages' });
  await expect(links.getByRole('link', { name: "Mentor's Dashboard" })).toBeVisible();
  await expectAccessible(page);

  await links.getByRole('link', { name: 'My Students' }).click();
  await page.waitForURL((url) => url.pathname === '/course/mentor/students');
  const menu = page.getByRole('navigation', { name: 'Course menu' });
  await expect(menu.getByRole('link', { name: 'My Students' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: "Mentor's Dashboard" })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Expel/Unassign Student' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Student Dashboard' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a newcomer without courses is offered the registrations on Home', async ({ page }) => {
  await signInAs(page, 'newcomer');
  await expect(page.getByText('You are not student or mentor in any active course')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register as Mentor' })).toHaveAttribute('href', '/registry/mentor');
  await expect(page.getByRole('link', { name: 'Register as Student' })).toHaveAttribute('href', '/registry/student');
  await expect(page.getByRole('link', { name: /^Confirm/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Course menu' })).toHaveCount(0);
  await expectAccessible(page);
});
