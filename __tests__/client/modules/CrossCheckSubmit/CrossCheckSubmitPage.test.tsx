import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type {
  CourseTask,
  CrossCheckFeedback,
  CrossCheckReceivedReview,
  CrossCheckSolution,
  Criterion,
} from '@/api/model';
import CrossCheckSubmit from '@/pages/course/student/cross-check-submit';

import { makeCourseTask } from '../../../support/client/course-tasks';
import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  problemResponse,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const DAY = 24 * 60 * 60 * 1000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const openTask = makeCourseTask({
  id: 21,
  taskId: 7,
  name: 'Portfolio',
  checker: 'crossCheck',
  start: -3,
  end: 4,
  crossCheckEndDate: iso(10),
  submitText: 'Deploy to GitHub Pages first.',
  validations: { githubIdInUrl: true },
});
const reviewedTask = makeCourseTask({
  id: 22,
  taskId: 8,
  name: 'Shelter',
  checker: 'crossCheck',
  start: -20,
  end: -10,
  crossCheckEndDate: iso(-2),
  crossCheckStatus: 'completed',
});
const criteria: Criterion[] = [
  { key: 'layout', text: 'Layout', type: 'title', index: 0 },
  { key: 'header', text: 'Header is responsive', type: 'subtask', max: 60, index: 1 },
  { key: 'footer', text: 'Footer has links', type: 'subtask', max: 40, index: 2 },
  { key: 'late', text: 'Late commits', type: 'penalty', max: -20, index: 3 },
];
const solution: CrossCheckSolution = {
  id: 5,
  url: 'https://github.com/jane-doe/portfolio',
  updatedDate: iso(-1),
  review: [],
  comments: [],
};
const review = (overrides: Partial<CrossCheckReceivedReview>): CrossCheckReceivedReview => ({
  id: 301,
  reviewer: 'Reviewer 1',
  score: 70,
  comment: 'Good work, **nice layout**. <script>alert(1)</script>',
  criteria: [
    { key: 'header', type: 'subtask', text: 'Header is responsive', max: 60, point: 50, comment: 'Breaks at 320px.' },
  ],
  dateTime: iso(-5),
  messages: [],
  dispute: null,
  ...overrides,
});

interface Served {
  tasks?: CourseTask[];
  solutions?: Record<number, CrossCheckSolution>;
  feedback?: CrossCheckFeedback;
}

function serve({ tasks = [openTask, reviewedTask], solutions = {}, feedback }: Served = {}) {
  const calls = { saved: [] as unknown[], deleted: 0, messages: [] as unknown[], disputes: [] as unknown[] };
  server.use(
    sessionHandler(makeSession({ githubId: 'jane-doe', courses: { 1: courseRoles(['student']) } })),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks`, () => HttpResponse.json(tasks)),
    http.get(`${API}/api/v2/tasks/:taskId/criteria`, () => HttpResponse.json({ criteria })),
    http.get(`${API}/api/v2/courses/1/cross-checks/:courseTaskId/solutions/me`, ({ params }) => {
      const found = solutions[Number(params.courseTaskId)];
      return found ? HttpResponse.json(found) : problemResponse(404, 'No solution');
    }),
    http.post(`${API}/api/v2/courses/1/cross-checks/21/solutions/me`, async ({ request }) => {
      calls.saved.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API}/api/v2/courses/1/cross-checks/21/solutions/me`, () => {
      calls.deleted += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/api/v2/courses/1/cross-checks/:courseTaskId/feedbacks/my`, () => HttpResponse.json(feedback)),
    http.post(`${API}/api/v2/courses/1/cross-checks/22/messages/:reviewId`, async ({ request }) => {
      calls.messages.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(
      `${API}/api/v2/courses/1/cross-checks/22/messages/:reviewId`,
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.post(`${API}/api/v2/courses/1/cross-checks/22/disputes`, async ({ request }) => {
      calls.disputes.push(await request.json());
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return calls;
}

describe('/course/student/cross-check-submit', () => {
  it('says "No tasks available for submission now" with a link to the schedule when no cross-check has started', async () => {
    serve({ tasks: [makeCourseTask({ id: 30, checker: 'crossCheck', start: 2, end: 9 })] });
    renderWithProviders(<CrossCheckSubmit />);
    const empty = (await screen.findByText('No tasks available for submission now')).closest(
      '.ant-empty',
    ) as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Schedule' })).toHaveAttribute(
      'href',
      '/course/schedule?course=js-fe-2026',
    );
  });

  it('shows the URL rules, refuses a link without the login, then submits the URL with the self-review', async () => {
    const calls = serve();
    renderWithProviders(<CrossCheckSubmit />);
    expect(await screen.findByText('Not submitted yet', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Deploy to GitHub Pages first.')).toBeInTheDocument();
    expect(screen.getByText('The link contains your GitHub login "jane-doe".')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Solution URL'), 'https://github.com/someone/portfolio');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The link must contain your GitHub login "jane-doe"')).toBeInTheDocument();
    expect(calls.saved).toEqual([]);

    await user.clear(screen.getByLabelText('Solution URL'));
    await user.type(screen.getByLabelText('Solution URL'), 'https://github.com/jane-doe/portfolio');
    await user.click(screen.getByRole('checkbox', { name: 'Add a self-review against the criteria (optional)' }));
    const header = screen.getByRole('radiogroup', { name: 'Header is responsive (max 60)' });
    await user.click(within(header).getByRole('radio', { name: 'Done' }));
    const footer = screen.getByRole('radiogroup', { name: 'Footer has links (max 40)' });
    await user.click(within(footer).getByRole('radio', { name: 'Partly' }));
    expect(screen.getByText('Self-review score: 80 / 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls.saved).toEqual([
        {
          url: 'https://github.com/jane-doe/portfolio',
          review: [
            { criteriaId: 'header', percentage: 1 },
            { criteriaId: 'footer', percentage: 0.5 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Your solution has been submitted.')).toBeInTheDocument();
  });

  it('cancels the submission only once the student ticks "I understand that my work will not be reviewed"', async () => {
    const calls = serve({ solutions: { 21: solution } });
    renderWithProviders(<CrossCheckSubmit />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Submit' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Submit' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand that my work will not be reviewed' }));
    await user.click(confirm);
    await waitFor(() => expect(calls.deleted).toBe(1));
  });

  it('lists received reviews with the reviewer number, criteria and safe Markdown, replies and disputes', async () => {
    setRouter({ pathname: '/course/student/cross-check-submit', query: { taskId: '22' } });
    const named = review({
      id: 302,
      reviewer: { githubId: 'bob', name: 'Bob Brown' },
      score: 90,
      comment: 'Fine.',
      criteria: [],
      messages: [
        {
          id: 1,
          role: 'reviewer',
          content: 'Ask me anything',
          createdDate: iso(-4),
          isReviewerRead: true,
          isStudentRead: false,
        },
      ],
      dispute: {
        id: 9,
        expectedScore: 100,
        text: 'Everything in the checklist is done.',
        status: 'rejected',
        resolutionComment: 'The footer links are broken.',
        createdDate: iso(-3),
        resolvedDate: iso(-1),
      },
    });
    const calls = serve({
      tasks: [{ ...reviewedTask, crossCheckStatus: 'distributed', crossCheckEndDate: iso(3) }],
      solutions: { 22: { ...solution, id: 6 } },
      feedback: { url: solution.url, score: null, scoreExplanation: null, reviews: [review({}), named] },
    });
    renderWithProviders(<CrossCheckSubmit />);
    const first = (await screen.findByText('Reviewer 1')).closest('.ant-card') as HTMLElement;
    expect(within(first).getByText('Score: 70 / 100')).toBeInTheDocument();
    expect(within(first).getByText('50 / 60')).toBeInTheDocument();
    expect(within(first).getByText('Breaks at 320px.')).toBeInTheDocument();
    expect(within(first).getByText('nice layout').tagName).toBe('STRONG');
    expect(within(first).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(first.querySelector('script')).toBeNull();

    const second = screen.getByText('Bob Brown (bob)').closest('.ant-card') as HTMLElement;
    expect(within(second).getByText('Dispute rejected')).toBeInTheDocument();
    expect(within(second).getByText('The footer links are broken.')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
    expect(within(second).getByText('Ask me anything')).toBeInTheDocument();

    await user.type(within(first).getByLabelText('Your message'), 'Which breakpoint?');
    await user.click(within(first).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(calls.messages).toEqual([{ content: 'Which breakpoint?', role: 'student' }]));

    await user.click(within(first).getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Expected score (0 to 100)'), '85');
    await user.type(within(dialog).getByLabelText('Reason'), 'The header works at every width I tried.');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() =>
      expect(calls.disputes).toEqual([
        { reviewId: 301, expectedScore: 85, text: 'The header works at every width I tried.' },
      ]),
    );
  });

  it('after completion explains the score: the rule, the reviews counted and why the others were left out', async () => {
    setRouter({ pathname: '/course/student/cross-check-submit', query: { taskId: '22' } });
    serve({
      solutions: { 22: { ...solution, id: 6 } },
      feedback: {
        url: solution.url,
        score: 80,
        scoreExplanation: {
          rule: 'topMean',
          assigned: 3,
          required: 2,
          done: 3,
          reviewers: 3,
          counted: [
            { reviewId: 302, score: 90 },
            { reviewId: 301, score: 70 },
          ],
          excluded: [{ reviewId: 303, score: 20, reason: 'Not among the top 2 scores' }],
          score: 80,
          reason: null,
        },
        reviews: [
          review({}),
          review({ id: 302, reviewer: 'Reviewer 2', score: 90 }),
          review({ id: 303, reviewer: 'Reviewer 3', score: 20 }),
        ],
      },
    });
    renderWithProviders(<CrossCheckSubmit />);
    const card = (await screen.findByText('How your score was computed')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Rule: Mean of the best reviews (R7)')).toBeInTheDocument();
    expect(
      within(card).getByText(/You reviewed 3 of the 3 solutions assigned to you; 2 were required/),
    ).toBeInTheDocument();
    expect(within(card).getByText('Counted: Reviewer 2 (90), Reviewer 1 (70)')).toBeInTheDocument();
    expect(within(card).getByText('Reviewer 3 (20): Not among the top 2 scores')).toBeInTheDocument();
    expect(within(card).getByText('Your cross-check score: 80')).toBeInTheDocument();
  });

  it('says "No one has checked your work (yet)" when the distributed solution has no review', async () => {
    setRouter({ pathname: '/course/student/cross-check-submit', query: { taskId: '22' } });
    serve({
      tasks: [{ ...reviewedTask, crossCheckStatus: 'distributed', crossCheckEndDate: iso(3) }],
      solutions: { 22: { ...solution, id: 6 } },
      feedback: { url: solution.url, score: null, scoreExplanation: null, reviews: [] },
    });
    renderWithProviders(<CrossCheckSubmit />);
    expect(await screen.findByText('No one has checked your work (yet)')).toBeInTheDocument();
    expect(screen.getByText('The submission deadline has passed.')).toBeInTheDocument();
  });

  it('tells an admin without the student role that the page is for students', async () => {
    serve();
    server.use(sessionHandler(makeSession({ isAdmin: true })));
    renderWithProviders(<CrossCheckSubmit />);
    expect(await screen.findByText('This page is for students of the course')).toBeInTheDocument();
  });
});
