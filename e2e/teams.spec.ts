import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectTitle, signInAs, test } from './support';

// Issue 9 "RS Teams" (pages.md §10, rules.md R12): the manager opens a team distribution of js-fe-2026; the student
// persona registers, creates a team and copies its invitation code; a second student registers and joins with that
// code; four more register; the manager distributes the rest and no student is left without a team. The steps share
// one database, so they run in order.
test.describe.configure({ mode: 'serial' });

const course = 'js-fe-2026';
const distributionName = 'E2E Teams';
const teamName = 'E2E Night Owls';
const HOUR = 60 * 60 * 1000;

let courseId: number;
let distributionId: number;
let others: string[] = [];
let invitationCode = '';

// The anti-forgery pair every write needs (DESIGN.md "Sessions"): the cookie's value echoed in a header.
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf-token')?.value ?? '';
  const response = await page.request.fetch(url, { method, data, headers: { 'X-CSRF-Token': csrf } });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.status() === 204 ? undefined : await response.json();
}

// Development sign-in (R1.7) as any demo user, not only the personas listed on the login page.
async function signInAsUser(page: Page, login: string, url: string) {
  await page.context().clearCookies();
  await page.goto(`/api/v2/auth/dev/login?githubId=${encodeURIComponent(login)}&url=${encodeURIComponent(url)}`);
  await page.waitForURL((target) => target.pathname === url.split('?')[0]);
}

const distributionsUrl = `/course/team-distributions?course=${course}`;
const teamsUrl = () => `/course/teams?course=${course}&teamDistributionId=${distributionId}`;
const distributionCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: distributionName }) });

async function registerAndConnect(page: Page) {
  const card = distributionCard(page);
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Connect with teams' }).click();
  await page.waitForURL((url) => url.pathname === '/course/teams');
  await expect(page.getByText('My status: without team')).toBeVisible();
}

test('the manager opens a team distribution of the course', async ({ page }) => {
  await signInAs(page, 'manager', distributionsUrl);
  await expectTitle(page);
  const courses = (await api(page, 'GET', '/api/v2/profile/courses')) as { id: number; alias: string }[];
  courseId = courses.find((candidate) => candidate.alias === course)?.id as number;
  const now = await page.evaluate(() => Date.now());
  const created = (await api(page, 'POST', `/api/v2/courses/${courseId}/team-distribution`, {
    name: distributionName,
    description: 'Teams for the journey',
    startDate: new Date(now - HOUR).toISOString(),
    endDate: new Date(now + 3 * 24 * HOUR).toISOString(),
    minTeamSize: 2,
    strictTeamSize: 3,
    maxTeamSize: 4,
    strictTeamSizeMode: false,
    minTotalScore: 0,
  })) as { id: number };
  distributionId = created.id;

  const students = (await api(
    page,
    'GET',
    `/api/v2/courses/${courseId}/students?status=active&current=1&pageSize=20`,
  )) as { items: { githubId: string }[] };
  others = students.items.map((item) => item.githubId).filter((login) => /^demo-student-\d+$/.test(login));
  expect(others.length).toBeGreaterThanOrEqual(5);

  await page.reload();
  const card = distributionCard(page);
  await expect(card.getByText('Initial', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Submit score' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create distribution' })).toBeVisible();
  await expectAccessible(page);
});

test('a student registers, creates a team and copies its invitation code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'student', distributionsUrl);
  await registerAndConnect(page);
  await expect(page.getByRole('tab', { name: /Available teams/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create team' });
  await dialog.getByLabel('Team name').fill(teamName);
  await dialog.getByLabel('Description').fill('We code at night');
  await dialog.getByLabel('Chat link').fill('https://t.me/e2e-night-owls');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`My status: ${teamName}`)).toBeVisible();

  const myTeam = page.getByLabel(`My team ${teamName}`);
  const code = myTeam.getByText(/^\d+_\S+$/);
  await expect(code).toBeVisible();
  invitationCode = (await code.textContent())?.trim() ?? '';
  await myTeam.getByRole('button', { name: /copy/i }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invitationCode);
  await expectAccessible(page);
});

test('a second student registers and joins the team with the invitation code', async ({ page }) => {
  expect(invitationCode).toMatch(/^\d+_/);
  await signInAsUser(page, others[0], distributionsUrl);
  await registerAndConnect(page);
  await page.getByRole('button', { name: 'Join team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join team' });
  await dialog.getByLabel('Invitation code').fill(`${invitationCode.split('_')[0]}_wrong0`);
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog.getByText('Wrong password')).toBeVisible();
  await dialog.getByLabel('Invitation code').fill(invitationCode);
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`My status: ${teamName}`)).toBeVisible();
  const myTeam = page.getByLabel(`My team ${teamName}`);
  await expect(myTeam.getByText('Stella Student')).toBeVisible();
  // R12.3: the lead is re-picked by rank whenever the members change, so either of the two may lead now.
  await expect(myTeam.getByText('Team lead')).toHaveCount(1);
  await expectAccessible(page);
});

test('the manager distributes the remaining students', async ({ page }) => {
  for (const login of others.slice(1, 5)) {
    await signInAsUser(page, login, distributionsUrl);
    await api(page, 'POST', `/api/v2/courses/${courseId}/team-distribution/${distributionId}/registry`);
  }
  await signInAs(page, 'manager', teamsUrl());
  await expect(page.getByRole('tab', { name: 'Available teams (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Students without team (4)' }).click();
  await expect(page.getByRole('row').filter({ hasText: others[1] })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Distribute students' }).click();
  await page.getByRole('button', { name: 'Show the plan' }).click();
  const plan = page.getByRole('dialog').filter({ hasText: 'Distribute students by this plan?' });
  await expect(plan.getByText(/Students to distribute: 4\./)).toBeVisible();
  await plan.getByRole('button', { name: 'Distribute' }).click();
  const done = page.getByRole('dialog').filter({ hasText: 'Students distributed' });
  await expect(done.getByText(/Teams created: \d+\. Students distributed: 4\./)).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('tab', { name: 'Students without team (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Students without team (0)' }).click();
  await expect(page.getByText('Everyone has a team')).toBeVisible();
  await page.getByRole('tab', { name: /Available teams/ }).click();
  await expect(page.getByRole('row').filter({ hasText: teamName })).toContainText('3 of 4');
  await expectAccessible(page);
});
