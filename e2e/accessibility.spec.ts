import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './support';

// Issue "Hardening the first three domains": every page of every persona has no serious or critical axe violation, in
// both themes (pages.md §15). Each persona signs in once per theme and opens the pages of its menus; the admin also
// opens the planned course, whose empty tables and selects are where the light theme's contrast used to fail.
const course = '?course=js-fe-2026';
const plannedCourse = '?course=js-fe-2027';

const pagesByPersona: Record<string, string[]> = {
  newcomer: ['/', '/registry/student', '/registry/mentor', '/profile'],
  hirer: ['/', '/profile', '/applicants', '/admin/students'],
  student: [
    `/${course}`,
    `/course/student/dashboard${course}`,
    `/course/student/auto-test${course}`,
    `/course/schedule${course}`,
    `/course/score${course}`,
    '/profile',
    '/cv/edit',
    `/course/student/interviews${course}`,
    `/course/team-distributions${course}`,
    '/profile/notifications',
  ],
  'expelled-student': [`/${course}`, `/course/student/dashboard${course}`, `/course/score${course}`],
  'other-course-student': ['/', `/course/score${course}`],
  mentor: [
    `/${course}`,
    `/course/mentor/dashboard${course}`,
    `/course/mentor/students${course}`,
    `/course/mentor/expel-student${course}`,
    `/course/mentor/interviews${course}`,
    `/course/schedule${course}`,
  ],
  taskowner: [`/course/submit-scores${course}`],
  dementor: [`/course/admin/students${course}`, `/course/admin/mentor-tasks-review${course}`],
  supervisor: [`/course/admin/mentors${course}`, `/course/admin/reports${course}`, '/admin/mentor-registry'],
  manager: [
    `/course/admin/tasks${course}`,
    `/course/admin/events${course}`,
    `/course/admin/users${course}`,
    `/course/submit-scores${course}`,
    '/admin/tasks',
    '/admin/events',
    `/course/admin/stage-interviews${course}`,
    `/course/admin/interviews${course}`,
    `/course/team-distributions${course}`,
  ],
  admin: [
    '/admin/courses',
    '/admin/users',
    '/admin/auto-test',
    '/admin/disciplines',
    '/admin/discord-telegram',
    '/admin/user-group',
    '/admin/alerts',
    '/admin/prompts',
    '/admin/contributors',
    '/admin/notifications',
    `/course/score${plannedCourse}`,
    `/course/schedule${plannedCourse}`,
    `/course/admin/students${plannedCourse}`,
    `/course/submit-scores${plannedCourse}`,
  ],
};

// A page is scanned once its data has arrived: no request in flight, no spinner and no skeleton left.
async function openSettled(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    // The theme follows the system scheme by default (pages.md §0.3).
    test.use({ colorScheme });

    test('the login page and an unknown page', async ({ page }) => {
      for (const url of ['/login', '/no-such-page']) {
        await openSettled(page, url);
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
        await expectAccessible(page);
      }
    });

    for (const [login, urls] of Object.entries(pagesByPersona)) {
      test(`every page of ${login}`, async ({ page }) => {
        await signInAs(page, login);
        for (const url of urls) {
          await test.step(url, async () => {
            await openSettled(page, url);
            await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
            // pages.md §0.4: every course page a member opens carries the course menu.
            if (url.startsWith('/course/') && login !== 'other-course-student')
              await expect(page.getByRole('navigation', { name: 'Course menu' })).toBeVisible();
            await expectAccessible(page, { soft: true });
          });
        }
      });
    }
  });
}
