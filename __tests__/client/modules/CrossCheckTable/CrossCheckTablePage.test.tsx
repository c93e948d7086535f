import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CrossCheckDispute, CrossCheckPair, CrossCheckProgress, Session } from '@/api/model';
import CrossCheckTable from '@/pages/course/admin/cross-check-table';

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
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const task = makeCourseTask({ id: 21, taskId: 7, name: 'Portfolio', checker: 'crossCheck', maxScore: 100 });
const alice = { githubId: 'alice', name: 'Alice A' };
const bob = { githubId: 'bob', name: 'Bob B' };
const reviewed: CrossCheckPair = {
  id: 1,
  courseTask: { id: 21, name: 'Portfolio' },
  checker: alice,
  student: bob,
  url: 'https://github.com/bob/portfolio',
  score: 80,
  comment: 'Nice **work**',
  submittedDate: '2026-03-01T10:00:00.000Z',
  reviewedDate: '2026-03-05T10:00:00.000Z',
  history: [
    {
      score: 60,
      comment: 'First try',
      criteria: [],
      anonymous: true,
      authorId: 3,
      dateTime: '2026-03-04T10:00:00.000Z',
    },
    {
      score: 80,
      comment: 'Nice **work**',
      criteria: [{ key: 'header', type: 'subtask', text: 'Header', max: 60, point: 40, comment: 'Too small' }],
      anonymous: false,
      authorId: 3,
      dateTime: '2026-03-05T10:00:00.000Z',
    },
  ],
  messages: [
    {
      id: 5,
      role: 'student',
      author: bob,
      content: 'Thanks!',
      createdDate: '2026-03-06T10:00:00.000Z',
      isReviewerRead: true,
      isStudentRead: true,
    },
  ],
};
const waiting: CrossCheckPair = {
  ...reviewed,
  id: 2,
  checker: bob,
  student: alice,
  url: 'https://github.com/alice/portfolio',
  score: null,
  comment: null,
  reviewedDate: null,
  history: [],
  messages: [],
};
const progress: CrossCheckProgress[] = [
  { courseTaskId: 21, name: 'Portfolio', status: 'distributed', solutions: 3, pairs: 6, reviewed: 4, missing: 2 },
];
const dispute = (overrides: Partial<CrossCheckDispute>): CrossCheckDispute => ({
  id: 9,
  courseTask: { id: 21, name: 'Portfolio' },
  student: bob,
  reviewer: alice,
  reviewId: 40,
  reviewScore: 60,
  expectedScore: 90,
  text: 'All the checklist items are done.',
  status: 'open',
  resolution: null,
  createdDate: '2026-03-07T10:00:00.000Z',
  ...overrides,
});

function serve(session: Session = makeSession({ courses: { 1: courseRoles(['manager']) } })) {
  const calls = { pairs: [] as URLSearchParams[], resolutions: [] as unknown[], csv: 0 };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks`, () => HttpResponse.json([task])),
    http.get(`${API}/api/v2/courses/1/cross-checks/progress`, () => HttpResponse.json(progress)),
    http.get(`${API}/api/v2/courses/1/cross-checks/pairs`, ({ request }) => {
      calls.pairs.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        items: [reviewed, waiting],
        pagination: { current: 1, pageSize: 50, total: 120, totalPages: 3 },
      });
    }),
    http.get(`${API}/api/v2/courses/1/cross-checks/disputes`, () =>
      HttpResponse.json([
        dispute({}),
        dispute({
          id: 8,
          status: 'rejected',
          resolution: {
            comment: 'The score stands.',
            resolvedBy: { githubId: 'manager', name: 'M' },
            resolvedDate: '',
          },
        }),
      ]),
    ),
    http.put(`${API}/api/v2/courses/1/cross-checks/disputes/:id`, async ({ request }) => {
      calls.resolutions.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/api/v2/courses/1/cross-checks/21/bad-comments`, () =>
      HttpResponse.json([
        { reviewId: 40, checker: alice, student: bob, score: 20, averageOthers: 85.5, comment: 'ok' },
      ]),
    ),
    http.get(`${API}/api/v2/courses/1/cross-checks/21/csv`, () => {
      calls.csv += 1;
      return new HttpResponse('githubId,solutionUrl,submittedDate\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="Portfolio.csv"' },
      });
    }),
  );
  return calls;
}

const header = (name: string) =>
  screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith(name)) as HTMLElement;

async function chooseTask() {
  await user.click(screen.getByRole('combobox', { name: 'Task' }));
  await user.click(await screen.findByText('Portfolio', { selector: '.ant-select-item-option-content' }));
}

afterEach(() => jest.restoreAllMocks());

describe('/course/admin/cross-check-table', () => {
  it('pages every pair 50 at a time and shows how many reviews each task still lacks', async () => {
    const calls = serve();
    renderWithProviders(<CrossCheckTable />);
    expect(await screen.findAllByText('Alice A (alice)')).toHaveLength(2);
    expect(screen.getByText('Not reviewed')).toBeInTheDocument();
    expect(calls.pairs[0].get('pageSize')).toBe('50');
    expect(calls.pairs[0].get('current')).toBe('1');
    const missing = screen.getByRole('region', { name: 'Missing reviews per task' });
    expect(within(missing).getByText('2 missing')).toBeInTheDocument();
    expect(within(missing).getByText('3 solutions · 4 of 6 reviewed')).toBeInTheDocument();
  });

  it('asks the server for the checker searched, the order and the task chosen, from page 1', async () => {
    const calls = serve();
    renderWithProviders(<CrossCheckTable />);
    await screen.findAllByText('Alice A (alice)');
    await user.click(within(header('Checker')).getByRole('button'));
    await user.type(await screen.findByLabelText('Search checker'), 'ali');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(calls.pairs.at(-1)?.get('checker')).toBe('ali'));
    expect(calls.pairs.at(-1)?.get('current')).toBe('1');

    await user.click(header('Score'));
    await waitFor(() => expect(calls.pairs.at(-1)?.get('orderBy')).toBe('score'));
    expect(calls.pairs.at(-1)?.get('orderDirection')).toBe('asc');

    await chooseTask();
    await waitFor(() => expect(calls.pairs.at(-1)?.get('courseTaskId')).toBe('21'));
    expect(calls.pairs.at(-1)?.get('checker')).toBe('ali');
  });

  it('opens a review with its criteria, every earlier version and the thread with names', async () => {
    serve();
    renderWithProviders(<CrossCheckTable />);
    await user.click(await screen.findByRole('button', { name: 'Show the review of bob by alice' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('40 / 60')).toBeInTheDocument();
    expect(dialog.getByText('Too small')).toBeInTheDocument();
    expect(dialog.getByText('Score 60')).toBeInTheDocument();
    expect(dialog.getByText('First try')).toBeInTheDocument();
    expect(dialog.getByText('Thanks!')).toBeInTheDocument();
    expect(dialog.getByText(/^Bob B \(bob\) ·/)).toBeInTheDocument();
  });

  it('downloads the solutions and opens the bad comments report of the chosen task', async () => {
    const calls = serve();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<CrossCheckTable />);
    await screen.findAllByText('Alice A (alice)');
    expect(screen.getByRole('button', { name: 'Bad comments' })).toBeDisabled();
    await chooseTask();
    await user.click(screen.getByRole('button', { name: /Download solutions urls/ }));
    await waitFor(() => expect(saved).toEqual(['Portfolio.csv']));
    expect(calls.csv).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Bad comments' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('columnheader', { name: "Checker's score" })).toBeInTheDocument();
    expect(dialog.getByRole('columnheader', { name: 'Average of others' })).toBeInTheDocument();
    expect(await dialog.findByText('85.5')).toBeInTheDocument();
  });

  it('lists open disputes first and accepts one with a new score and a comment', async () => {
    const calls = serve();
    renderWithProviders(<CrossCheckTable />);
    await user.click(await screen.findByRole('tab', { name: 'Disputes (1 open)' }));
    const rows = await screen.findAllByText('All the checklist items are done.');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('manager: The score stands.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('dialog'));
    const score = dialog.getByLabelText('New score (0 to 100)');
    expect(score).toHaveValue('90');
    await user.clear(score);
    await user.type(score, '85');
    await user.type(dialog.getByLabelText('Comment'), 'The header is fine; the footer is not.');
    await user.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.resolutions).toEqual([
        { status: 'accepted', comment: 'The header is fine; the footer is not.', newScore: 85 },
      ]),
    );
  });

  it('rejects a dispute with a comment only', async () => {
    const calls = serve(makeSession({ courses: { 1: courseRoles(['dementor']) } }));
    renderWithProviders(<CrossCheckTable />);
    await user.click(await screen.findByRole('tab', { name: 'Disputes (1 open)' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Comment'), 'The review follows the criteria.');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.resolutions).toEqual([{ status: 'rejected', comment: 'The review follows the criteria.' }]),
    );
  });

  it('is refused to a student of the course', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['student']) } }));
    renderWithProviders(<CrossCheckTable />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
