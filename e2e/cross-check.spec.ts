import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './support';

// Issue 8 "Cross-check peer review that students can trust" (pages.md §2, §4; rules.md R7, R8): three students of
// js-fe-2026 submit a fresh cross-check task, the manager distributes it once its deadline has passed, each student
// reviews the solution assigned to him against the criteria, the manager completes it, one student disputes his
// review, the manager accepts with a new score, and the score page shows the final scores. The steps share one
// database, so they run in order.
test.describe.configure({ mode: 'serial' });

const course = 'js-fe-2026';
const taskName = 'E2E Cross-Check Portfolio';
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const disputedScore = 95;

// Filled by the first steps and read by the later ones (one worker, serial mode).
let courseId: number;
let courseTaskId: number;
let catalogueTaskId: number;
let taskWindow: { start: string; crossCheckEnd: string };
let students: string[] = [];
// author → the score his reviewer gave him.
const receivedScore = new Map<string, number>();

// The anti-forgery pair every write needs (DESIGN.md "Sessions"): the cookie's value echoed in a header.
async function api(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
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

const submitUrl = () => `/course/student/cross-check-submit?course=${course}&taskId=${courseTaskId}`;
const reviewUrl = () => `/course/student/cross-check-review?course=${course}&taskId=${courseTaskId}`;
const solutionUrl = (login: string) => `https://github.com/${login}/e2e-portfolio`;

function courseTaskInput(studentEndDate: string) {
  return {
    taskId: catalogueTaskId,
    checker: 'crossCheck',
    studentStartDate: taskWindow.start,
    studentEndDate,
    crossCheckEndDate: taskWindow.crossCheckEnd,
    maxScore: 100,
    scoreWeight: 1,
    pairsCount: 2,
    crossCheckScoreRule: 'topMean',
    validations: { githubIdInUrl: true, githubPrInUrl: false },
  };
}

// The received review's card (the score explanation names "Reviewer 1" too).
const reviewCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Reviewer 1$/ }) });

async function openRowMenu(page: Page) {
  const row = page.getByRole('table').getByRole('row').filter({ hasText: taskName });
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${taskName}` }).click();
  return row;
}

test('the manager opens a fresh cross-check task with criteria', async ({ page }) => {
  await signInAs(page, 'manager', `/course/admin/tasks?course=${course}`);
  const courses = (await api(page, 'GET', '/api/v2/profile/courses')) as { id: number; alias: string }[];
  courseId = courses.find((candidate) => candidate.alias === course)?.id as number;
  const now = await page.evaluate(() => Date.now());
  taskWindow = {
    start: new Date(now - MINUTE * 60).toISOString(),
    crossCheckEnd: new Date(now + 3 * DAY).toISOString(),
  };

  const task = (await api(page, 'POST', '/api/v2/tasks', {
    name: taskName,
    type: 'htmltask',
    descriptionUrl: 'https://example.com/e2e-portfolio',
  })) as { id: number };
  catalogueTaskId = task.id;
  await api(page, 'POST', `/api/v2/tasks/${catalogueTaskId}/criteria`, {
    criteria: [
      { key: 'layout', text: 'Layout', type: 'title', index: 0 },
      { key: 'header', text: 'Header is responsive', type: 'subtask', max: 60, index: 1 },
      { key: 'footer', text: 'Footer has working links', type: 'subtask', max: 40, index: 2 },
      { key: 'late', text: 'Commits after the deadline', type: 'penalty', max: -20, index: 3 },
    ],
  });
  const created = (await api(
    page,
    'POST',
    `/api/v2/courses/${courseId}/tasks`,
    courseTaskInput(new Date(now + DAY).toISOString()),
  )) as { id: number };
  courseTaskId = created.id;

  // Two more active students of the course beside the student persona.
  const page1 = (await api(
    page,
    'GET',
    `/api/v2/courses/${courseId}/students?status=active&current=1&pageSize=20`,
  )) as { items: { githubId: string; isActive: boolean }[] };
  const others = page1.items.map((item) => item.githubId).filter((login) => /^demo-student-\d+$/.test(login));
  students = ['student', others[0], others[1]];
  expect(students.every(Boolean)).toBe(true);

  await page.reload();
  const row = await openRowMenu(page);
  await expect(row.getByText('Initial', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem')).toHaveText([
    'Edit',
    'Delete',
  ]);
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});

test('three students submit their solutions, one with a self-review', async ({ page }) => {
  test.setTimeout(120_000);
  for (const login of students) {
    await signInAsUser(page, login, submitUrl());
    await expect(page.getByText(/Not submitted yet/)).toBeVisible();
    await expect(page.getByText(`The link contains your GitHub login "${login}".`)).toBeVisible();
    await page.getByLabel('Solution URL').fill(solutionUrl(login));
    if (login === 'student') {
      await page.getByRole('checkbox', { name: 'Add a self-review against the criteria (optional)' }).check();
      const header = page.getByRole('radiogroup', { name: 'Header is responsive (max 60)' });
      await header.getByRole('radio', { name: 'Done', exact: true }).check();
      const footer = page.getByRole('radiogroup', { name: 'Footer has working links (max 40)' });
      await footer.getByRole('radio', { name: 'Partly', exact: true }).check();
      await expect(page.getByText('Self-review score: 80 / 100')).toBeVisible();
      await expectAccessible(page);
    }
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Your solution has been submitted.')).toBeVisible();
    await expect(page.getByText(/^Submitted \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Submit' })).toBeEnabled();
  }
  await expectAccessible(page);
});

test('once the deadline has passed, the manager distributes the cross-check', async ({ page }) => {
  await signInAs(page, 'manager', `/course/admin/tasks?course=${course}`);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: taskName })).toHaveCount(1);
  await expectAccessible(page);
  // The e2e server runs without the background sweep (playwright.config.ts), so the due task waits for the manager.
  const now = await page.evaluate(() => Date.now());
  await api(
    page,
    'PUT',
    `/api/v2/courses/${courseId}/tasks/${courseTaskId}`,
    courseTaskInput(new Date(now - MINUTE).toISOString()),
  );
  await page.reload();
  await openRowMenu(page);
  await page.getByRole('menuitem', { name: 'Cross-Check: Distribute (3 submissions)' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Distribute the cross-check of "${taskName}"?` });
  await expect(confirm.getByText(/3 solutions of active students will be distributed/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Distribute' }).click();
  // R7.3: k = min(pairsCount 2, ⌊(3 − 1) / 2⌋) = 1 reviewer per solution.
  await expect(page.getByText('Created pairs: 3. Solutions distributed: 3. Reviewers per solution: 1.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: taskName });
  await expect(row.getByText('Distributed', { exact: true })).toBeVisible();
});

test('each student reviews the solution assigned to him against the criteria', async ({ page }) => {
  test.setTimeout(150_000);
  const footerPoints = [30, 20, 10];
  for (const [index, login] of students.entries()) {
    await signInAsUser(page, login, reviewUrl());
    await expect(page.getByText('0 of 1 reviewed')).toBeVisible();
    await expect(page.getByText(/You must review at least 1 of the 1 solutions assigned to you/)).toBeVisible();
    const link = page.getByRole('link', { name: /^https:\/\/github\.com\/.+\/e2e-portfolio$/ });
    const author = (await link.innerText()).split('/')[3];
    expect(author).not.toBe(login);

    await page.getByRole('spinbutton', { name: 'Header is responsive: points' }).fill('60');
    await page.getByRole('spinbutton', { name: 'Footer has working links: points' }).fill(String(footerPoints[index]));
    await expect(page.getByText('1 criterion below full points still needs a comment')).toBeVisible();
    await page.getByRole('textbox', { name: 'Footer has working links: comment' }).fill('Two footer links are broken.');
    const score = 60 + footerPoints[index];
    await expect(page.getByText(`Score from the criteria: ${score} / 100`)).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Total score (0 to 100)' })).toHaveValue(String(score));
    // Chromium names the field with antd's required mark ("* Comment"); jsdom leaves the mark out.
    await page.getByRole('textbox', { name: /^\*?\s*Comment$/ }).fill('Clean layout. **Fix the footer links.**');
    const visible = login === 'student';
    // The choice is remembered in this browser (crossCheckIsUsernameVisible), so the next reviewer here finds it set.
    await page.getByRole('checkbox', { name: 'Make my name visible in feedback' }).setChecked(visible);
    await expect(page.getByText(visible ? 'Visible to the student' : 'Anonymous', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page
      // Each solution has one reviewer here, so an anonymous reviewer is "Reviewer 1" to its author (R7.10).
      .getByRole('button', { name: `Submit review as ${visible ? login : 'Reviewer 1'}` })
      .click();
    await expect(page.getByText('The review has been submitted. Thanks!')).toBeVisible();
    await expect(page.getByText('1 of 1 reviewed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Review history' }).getByText(`Score ${score} / 100`)).toBeVisible();
    receivedScore.set(author, score);
  }
  expect([...receivedScore.keys()].sort()).toEqual([...students].sort());
  await expectAccessible(page);
});

test('the manager completes the cross-check and every student gets a score', async ({ page }) => {
  await signInAs(page, 'manager', `/course/admin/tasks?course=${course}`);
  await openRowMenu(page);
  await page.getByRole('menuitem', { name: 'Cross-Check: Complete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Complete the cross-check of "${taskName}"?` });
  await confirm.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Scored: 3. Without a score: 0.')).toBeVisible();
  await expectAccessible(page);
});

test('the student reads his review and how his score was computed, answers and disputes it', async ({ page }) => {
  await signInAs(page, 'student', submitUrl());
  const received = receivedScore.get('student') as number;
  const card = reviewCard(page);
  await expect(card.getByText(`Score: ${received} / 100`)).toBeVisible();
  await expect(card.getByText('Fix the footer links.', { exact: true })).toBeVisible();
  await expect(card.getByText('Two footer links are broken.', { exact: true })).toBeVisible();
  const explanation = page.locator('.ant-card').filter({ hasText: 'How your score was computed' });
  await expect(explanation.getByText('Rule: Mean of the best reviews (R7)')).toBeVisible();
  await expect(explanation.getByText(`Your cross-check score: ${received}`)).toBeVisible();
  await expectAccessible(page);

  await card.getByLabel('Your message').fill('Thanks! Which links are broken?');
  await card.getByRole('button', { name: 'Send message' }).click();
  await expect(
    card
      .getByRole('region', { name: 'Messages' })
      .getByRole('paragraph')
      .filter({ hasText: 'Thanks! Which links are broken?' }),
  ).toBeVisible();
  await expect(card.getByLabel('Your message')).toHaveValue('');

  await card.getByRole('button', { name: 'Dispute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute the review of Reviewer 1' });
  await dialog.getByLabel('Expected score (0 to 100)').fill(String(disputedScore));
  await dialog.getByLabel('Reason').fill('Every footer link opens the right page; see the deployed site.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(page.getByText('Your dispute has been sent.')).toBeVisible();
  await expect(card.getByText('Dispute open')).toBeVisible();
  await expectAccessible(page);
});

test('the manager accepts the dispute with a new score on the Disputes tab', async ({ page }) => {
  await signInAs(page, 'manager', `/course/admin/cross-check-table?course=${course}`);
  const missing = page.getByRole('region', { name: 'Missing reviews per task' });
  await expect(missing.getByText(taskName)).toBeVisible();
  await page.getByRole('combobox', { name: 'Task', exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: taskName }).click();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: taskName })).toHaveCount(3);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Disputes (1 open)' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Every footer link opens the right page' });
  await row.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept the dispute of student' });
  await expect(dialog.getByLabel('New score (0 to 100)')).toHaveValue(String(disputedScore));
  await dialog.getByLabel('Comment').fill('Checked the deployed site: the footer links work.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('The dispute was accepted.')).toBeVisible();
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

// The row of `login` on the score page and the cell of the task's column in it.
async function taskScoreCell(page: Page, login: string) {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: login, exact: true }) })
    .first();
  await expect(row).toBeVisible();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((text) => text.includes(taskName));
  expect(column).toBeGreaterThan(0);
  return row.getByRole('cell').nth(column);
}

test('the score page shows the final cross-check scores', async ({ page }) => {
  await signInAs(page, 'manager', `/course/score?course=${course}`);
  // The other two by their own login (the persona's "student" is part of every demo student's login).
  for (const login of students.filter((candidate) => candidate !== 'student')) {
    await page.goto(`/course/score?course=${course}&githubId=${encodeURIComponent(login)}`);
    await expect(await taskScoreCell(page, login)).toHaveText(String(receivedScore.get(login)));
  }
  await expectAccessible(page);

  // The student's own row, pinned on top, carries the score the accepted dispute set.
  await signInAsUser(page, 'student', `/course/score?course=${course}`);
  await expect(await taskScoreCell(page, 'student')).toHaveText(String(disputedScore));
  await expectAccessible(page);

  await page.goto(submitUrl());
  const card = reviewCard(page);
  await expect(card.getByText('Dispute accepted')).toBeVisible();
  await expect(card.getByText(`Score: ${disputedScore} / 100`)).toBeVisible();
  await expect(page.getByText(`Your cross-check score: ${disputedScore}`)).toBeVisible();
  await expectAccessible(page);
});
