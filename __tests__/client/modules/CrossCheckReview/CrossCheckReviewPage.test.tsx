import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CourseTask, CrossCheckAssignment, CrossCheckReview, Criterion } from '@/api/model';
import CrossCheckReviewPage from '@/pages/course/student/cross-check-review';

import { makeCourseTask } from '../../../support/client/course-tasks';
import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const DAY = 24 * 60 * 60 * 1000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const task = makeCourseTask({
  id: 21,
  taskId: 7,
  name: 'Portfolio',
  checker: 'crossCheck',
  start: -10,
  end: -2,
  crossCheckEndDate: iso(5),
  crossCheckStatus: 'distributed',
});
const criteria: Criterion[] = [
  { key: 'layout', text: 'Layout', type: 'title', index: 0 },
  { key: 'header', text: 'Header is responsive', type: 'subtask', max: 60, index: 1 },
  { key: 'footer', text: 'Footer has links', type: 'subtask', max: 40, index: 2 },
  { key: 'late', text: 'Late commits', type: 'penalty', max: -20, index: 3 },
];
const assignments: CrossCheckAssignment[] = [
  {
    student: { githubId: 'alice', name: 'Alice A' },
    url: 'https://github.com/alice/portfolio',
    reviewed: true,
    reviewerNumber: 1,
  },
  {
    student: { githubId: 'bob', name: 'Bob B' },
    url: 'https://github.com/bob/portfolio',
    reviewed: false,
    reviewerNumber: 2,
  },
  {
    student: { githubId: 'carol', name: 'Carol C' },
    url: 'https://github.com/carol/portfolio',
    reviewed: false,
    reviewerNumber: 1,
  },
];
const savedReview: CrossCheckReview = {
  id: 77,
  score: 90,
  comment: 'Second version',
  anonymous: true,
  criteria: [],
  history: [
    {
      score: 80,
      comment: 'First version of the comment',
      criteria: [],
      anonymous: true,
      authorId: 1,
      dateTime: iso(-2),
    },
    { score: 90, comment: 'Second version', criteria: [], anonymous: true, authorId: 1, dateTime: iso(-1) },
  ],
  messages: [
    { id: 1, role: 'student', content: 'Why 90?', createdDate: iso(-1), isReviewerRead: false, isStudentRead: true },
  ],
};

function serve(
  options: { tasks?: CourseTask[]; assigned?: CrossCheckAssignment[]; reviews?: Record<string, unknown> } = {},
) {
  const { tasks = [task], assigned = assignments, reviews = {} } = options;
  const calls = { results: [] as unknown[], messages: [] as unknown[], reads: 0 };
  server.use(
    sessionHandler(makeSession({ githubId: 'jane-doe', courses: { 1: courseRoles(['student']) } })),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks`, () => HttpResponse.json(tasks)),
    http.get(`${API}/api/v2/tasks/7/criteria`, () => HttpResponse.json({ criteria })),
    http.get(`${API}/api/v2/courses/1/cross-checks/21/assignments/me`, () => HttpResponse.json(assigned)),
    http.get(`${API}/api/v2/courses/1/cross-checks/21/results/:githubId`, ({ params }) =>
      HttpResponse.json(reviews[String(params.githubId)] ?? null),
    ),
    http.post(`${API}/api/v2/courses/1/cross-checks/21/results/:githubId`, async ({ params, request }) => {
      calls.results.push({ githubId: params.githubId, ...((await request.json()) as object) });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/api/v2/courses/1/cross-checks/21/messages/77`, async ({ request }) => {
      calls.messages.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${API}/api/v2/courses/1/cross-checks/21/messages/77`, () => {
      calls.reads += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const deepLink = (githubId: string) =>
  setRouter({ pathname: '/course/student/cross-check-review', query: { taskId: '21', githubId } });

describe('/course/student/cross-check-review', () => {
  it('opens the deep-linked solution with the progress and the plain R7.8 warning before the deadline', async () => {
    deepLink('bob');
    serve();
    renderWithProviders(<CrossCheckReviewPage />);
    expect(await screen.findByText('1 of 3 reviewed')).toBeInTheDocument();
    expect(
      screen.getByText(
        /You must review at least 2 of the 3 solutions assigned to you. If you review fewer, you get no/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://github.com/bob/portfolio' })).toBeInTheDocument();
    expect(await screen.findByText('Layout')).toBeInTheDocument();
    expect(screen.getByText('Not reviewed yet')).toBeInTheDocument();
  });

  it('asks a comment of 10 characters below full points, pre-fills the total and sends the criteria', async () => {
    deepLink('bob');
    const calls = serve();
    renderWithProviders(<CrossCheckReviewPage />);
    await user.type(await screen.findByRole('spinbutton', { name: 'Header is responsive: points' }), '50');
    await user.type(screen.getByRole('spinbutton', { name: 'Footer has links: points' }), '40');
    const late = screen.getByRole('radiogroup', { name: /Late commits/ });
    await user.click(within(late).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText('Score from the criteria: 70 / 100')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Total score (0 to 100)' })).toHaveValue('70');
    expect(
      screen.getByText('1 criterion below full points still needs a comment of at least 10 characters.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Solid work, see the header notes.');
    await user.click(screen.getByRole('button', { name: 'Submit review as Reviewer 2' }));
    expect(await screen.findByText('Below full points: explain why in at least 10 characters')).toBeInTheDocument();
    expect(calls.results).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Header is responsive: comment' }), 'Breaks at 320px width.');
    await user.click(screen.getByRole('button', { name: 'Submit review as Reviewer 2' }));
    await waitFor(() =>
      expect(calls.results).toEqual([
        {
          githubId: 'bob',
          score: 70,
          comment: 'Solid work, see the header notes.',
          anonymous: true,
          criteria: [
            { key: 'header', point: 50, comment: 'Breaks at 320px width.' },
            { key: 'footer', point: 40 },
            { key: 'late', point: -20 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('The review has been submitted. Thanks!')).toBeInTheDocument();
  });

  it('refuses a total above the max score', async () => {
    deepLink('bob');
    const calls = serve();
    renderWithProviders(<CrossCheckReviewPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Skip cross check form' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Total score (0 to 100)' }), '120');
    await user.click(screen.getByRole('button', { name: 'Submit review as Reviewer 2' }));
    expect(await screen.findByText('The score must be between 0 and 100')).toBeInTheDocument();
    expect(calls.results).toEqual([]);
  });

  it('skips the form with a reason, confirms a score of 0 and names the reviewer when he chooses to', async () => {
    deepLink('carol');
    const calls = serve();
    renderWithProviders(<CrossCheckReviewPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Skip cross check form' }));
    await user.click(await screen.findByRole('radio', { name: 'The solution cannot be opened or checked' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Total score (0 to 100)' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'The page returns **404**.');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect((await screen.findByText('404')).tagName).toBe('STRONG');

    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Make my name visible in feedback' }));
    expect(screen.getByText('Visible to the student')).toBeInTheDocument();
    expect(window.localStorage.getItem('crossCheckIsUsernameVisible')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Submit review as jane-doe' }));
    const title = await screen.findByText('Submit a review with score 0?', { selector: '.ant-modal-confirm-title' });
    const confirm = title.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls.results).toEqual([
        {
          githubId: 'carol',
          score: 0,
          comment:
            '**Cross-check form skipped:** The solution cannot be opened or checked\n\nThe page returns **404**.',
          anonymous: false,
          criteria: [],
        },
      ]),
    );
  });

  it('shows the history newest first, copies an old comment back, and answers the author in the thread', async () => {
    deepLink('alice');
    const calls = serve({ reviews: { alice: savedReview } });
    renderWithProviders(<CrossCheckReviewPage />);
    const history = await screen.findByRole('region', { name: 'Review history' });
    expect(within(history).getByText('Score 90 / 100')).toBeInTheDocument();
    expect(within(history).getByText('Current')).toBeInTheDocument();
    const copies = within(history).getAllByRole('button', { name: /^Copy comment of/ });
    await user.click(copies[1]);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('First version of the comment');
    await waitFor(() => expect(calls.reads).toBe(1));

    const thread = screen.getByRole('region', { name: 'Messages' });
    expect(within(thread).getByText('Why 90?')).toBeInTheDocument();
    await user.type(within(thread).getByLabelText('Your message'), 'The footer links are broken.');
    await user.click(within(thread).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(calls.messages).toEqual([{ content: 'The footer links are broken.', role: 'reviewer' }]),
    );
  });

  it('says "You have no works to review for this task" without assignments', async () => {
    serve({ assigned: [] });
    renderWithProviders(<CrossCheckReviewPage />);
    expect(await screen.findByText('You have no works to review for this task')).toBeInTheDocument();
  });

  it('keeps the form read-only once the cross-check is completed', async () => {
    deepLink('alice');
    serve({ tasks: [{ ...task, crossCheckStatus: 'completed' }], reviews: { alice: savedReview } });
    renderWithProviders(<CrossCheckReviewPage />);
    expect(
      await screen.findByText('This cross-check is completed; reviews can no longer be changed.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit review as Reviewer 1' })).toBeDisabled();
  });
});
