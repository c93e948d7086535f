import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './support';

// Issue 9 "Interviews" (pages.md §2–§4, rules.md R10): a student without a mentor registers for the Technical
// Screening, the manager creates the interview pairs, the student's interviewer fills the screening wizard step by
// step, and the student sees the result with the interviewer's comment. The steps share one database, so they run in
// order.
test.describe.configure({ mode: 'serial' });

const course = 'js-fe-2026';
const commentToStudent = 'See you in my group on Monday!';

// Filled by the first steps and read by the later ones (one worker, serial mode).
let courseId: number;
let screeningId: number;
let student: string;
let interviewer: string;

type Pair = { id: number; interviewer: { githubId: string }; student: { githubId: string }; isCanceled: boolean };

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

const screeningCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: 'Technical Screening' }) });

test('the manager finds the open screening and a student without a mentor who has not registered', async ({ page }) => {
  await signInAs(page, 'manager', `/course/admin/stage-interviews?course=${course}`);
  const courses = (await api(page, 'GET', '/api/v2/profile/courses')) as { id: number; alias: string }[];
  courseId = courses.find((candidate) => candidate.alias === course)?.id as number;
  const [screening] = (await api(page, 'GET', `/api/v2/courses/${courseId}/interviews?types=stage-interview`)) as {
    id: number;
  }[];
  screeningId = screening.id;
  const waiting = (await api(
    page,
    'GET',
    `/api/v2/courses/${courseId}/interviews/${screeningId}/students/available`,
  )) as { githubId: string }[];
  const registered = new Set(waiting.map((item) => item.githubId));
  const roster = (await api(
    page,
    'GET',
    `/api/v2/courses/${courseId}/students?status=active&current=1&pageSize=100&orderBy=totalScore&orderDirection=desc`,
  )) as { items: { githubId: string; mentoring: boolean; mentor: unknown; screening: string }[] };
  const candidate = roster.items.find(
    (item) =>
      /^demo-student-\d+$/.test(item.githubId) &&
      item.mentoring &&
      !item.mentor &&
      item.screening === 'none' &&
      !registered.has(item.githubId),
  );
  expect(candidate, 'an active demo student with mentoring on, no mentor and no screening').toBeTruthy();
  student = candidate?.githubId as string;

  await expect(page.getByRole('button', { name: 'Create Interview Pairs' })).toBeVisible();
  await expect(page.getByText(/of \d+ interviews$/)).toBeVisible();
  await expectAccessible(page);
});

test('the student registers for the Technical Screening after confirming', async ({ page }) => {
  await signInAsUser(page, student, `/course/student/interviews?course=${course}`);
  const card = screeningCard(page);
  await expect(card.getByText('Register and get ready for your exciting interview!')).toBeVisible();
  await card.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you ready to participate in the interview?' });
  await expect(dialog.getByText(/We do not guarantee you will get an interviewer/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(card.getByRole('button', { name: 'Registered' })).toBeDisabled();
  await expect(card.getByText("You're all set! Prepare for your upcoming interview.")).toBeVisible();
  await expectAccessible(page);
});

test('the manager creates the interview pairs and sees the result', async ({ page }) => {
  await signInAs(page, 'manager', `/course/admin/stage-interviews?course=${course}`);
  await page.getByRole('button', { name: 'Create Interview Pairs' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create pairs' }).click();
  const result = page.getByRole('dialog').filter({ hasText: 'Interview pairs created' });
  await expect(result.getByText(/^Created pairs: \d+\.$/)).toBeVisible();
  await expectAccessible(page);
  await result.getByRole('button', { name: 'OK' }).click();

  const pairs = (await api(page, 'GET', `/api/v2/courses/${courseId}/interviews/${screeningId}/pairs`)) as Pair[];
  let pair = pairs.find((item) => item.student.githubId === student && !item.isCanceled);
  // R10.5 fills mentors by capacity; when none had room for this student, the manager pairs him by hand.
  if (!pair) {
    await api(page, 'POST', `/api/v2/courses/${courseId}/interviews/${screeningId}/pairs`, {
      interviewerGithubId: 'mentor',
      studentGithubId: student,
    });
    pair = { id: 0, interviewer: { githubId: 'mentor' }, student: { githubId: student }, isCanceled: false };
    await page.reload();
  }
  interviewer = pair.interviewer.githubId;
  await expect(page.getByRole('row').filter({ hasText: `(${student})` })).toBeVisible();
});

test('the interviewer fills the screening wizard step by step', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsUser(page, interviewer, `/course/mentor/interviews?course=${course}`);
  const row = screeningCard(page).getByRole('listitem').filter({ hasText: student });
  await row.getByRole('link', { name: 'Provide feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Technical screening' })).toBeVisible();
  await expect(page.getByText(`(${student})`)).toBeVisible();

  await page.getByRole('radio', { name: "Yes, it's ok." }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  for (const step of ['Theory', 'Practice']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
    const ratings = page.getByRole('radiogroup', { name: /^Rating of/ });
    for (let index = 0; index < (await ratings.count()); index++) {
      // Radio buttons hide their input: the visible choice is the label.
      await ratings.nth(index).getByText('4', { exact: true }).click();
    }
    if (step === 'Theory') await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }

  await expect(page.getByRole('heading', { name: 'English' })).toBeVisible();
  await page.getByText('No certificate', { exact: true }).click();
  await page
    .getByRole('radiogroup', { name: "English level by the interviewer's opinion" })
    .getByText('B2', { exact: true })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Mentor decision' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /Final score/ })).not.toHaveValue('');
  await page.getByRole('radio', { name: 'Yes, I will mentor this student.' }).check();
  await page.getByLabel('Comment to the student').fill(commentToStudent);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await page.waitForURL((target) => target.pathname === '/course/mentor/interviews');
  const done = screeningCard(page).getByRole('listitem').filter({ hasText: student });
  await expect(done.getByText('Mentoring')).toBeVisible();
  await expect(done.getByRole('link', { name: 'Edit feedback' })).toBeVisible();
  await expectAccessible(page);
});

test('the student sees the result and the interviewer’s comment', async ({ page }) => {
  await signInAsUser(page, student, `/course/student/interviews?course=${course}`);
  const card = screeningCard(page);
  await expect(card.getByText('You have your interview result. Congratulations!')).toBeVisible();
  await expect(card.getByText(commentToStudent)).toBeVisible();
  await expectAccessible(page);
});
