import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { MentorDashboardItem, ScoreInput } from '@/api/model';
import MentorDashboard from '@/pages/course/mentor/dashboard';

import {
  API,
  coursesHandler,
  makeCourse,
  makeSession,
  problemResponse,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const HOUR = 60 * 60 * 1000;
const item = (overrides: Partial<MentorDashboardItem>): MentorDashboardItem => ({
  student: { id: 1, githubId: 'alice', name: 'Alice Zephyr' },
  courseTaskId: 10,
  taskName: 'Songbird',
  taskDescriptionUrl: 'https://example.com/songbird',
  maxScore: 100,
  resultScore: null,
  solutionUrl: 'https://github.com/alice/songbird/pull/1',
  status: 'in-review',
  endDate: new Date(Date.now() + 24 * HOUR).toISOString(),
  ...overrides,
});

const items: MentorDashboardItem[] = [
  item({}),
  item({
    student: { id: 2, githubId: 'bob', name: 'Bob Brown' },
    endDate: new Date(Date.now() + 10 * 24 * HOUR).toISOString(),
  }),
  item({ student: { id: 3, githubId: 'carl', name: 'Carl Done' }, status: 'done', resultScore: 80 }),
  item({ student: { id: 4, githubId: 'dina', name: 'Dina Random' }, status: 'random-task' }),
];

const session = makeSession({ courses: { 1: { roles: ['mentor'], isExpelled: false, mentorId: 7, studentId: null } } });
const dashboardUrl = `${API}/api/v2/mentors/7/course/1/dashboard`;

function serve(data: MentorDashboardItem[], discordServerId: number | null = null) {
  const scores: ScoreInput[] = [];
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026', discordServerId })]),
    http.get(dashboardUrl, () => HttpResponse.json(data)),
    http.post(`${API}/api/v2/course/1/students/score/alice/task/10`, async ({ request }) => {
      scores.push((await request.json()) as ScoreInput);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/api/v2/mentors/7/course/1/random-task`, () =>
      problemResponse(404, 'Task for review was not found'),
    ),
    http.get(`${API}/api/v2/discord-servers/1/invite/3`, () =>
      HttpResponse.json({ mentorsChatUrl: 'https://discord.example.com/mentors' }),
    ),
  );
  return scores;
}

describe('/course/mentor/dashboard', () => {
  it('shows the tabs with counts, the urgent deadline in words and the time zone', async () => {
    serve(items);
    renderWithProviders(<MentorDashboard />);
    expect(await screen.findByText("Mentor's Dashboard")).toBeInTheDocument();
    expect(await screen.findByText('In review (2)')).toBeInTheDocument();
    expect(screen.getByText('Done (1)')).toBeInTheDocument();
    expect(screen.getByText('Random task (1)')).toBeInTheDocument();
    expect(await screen.findByText(/less than 48 h left/)).toBeInTheDocument();
    expect(screen.getAllByText(/less than 48 h left/)).toHaveLength(1);
    expect(screen.getAllByText(/Desired deadline \(.+\)/).length).toBeGreaterThan(0);
    expect(screen.getByText('Fill in your contacts')).toBeInTheDocument();
  });

  it('submits a score from the modal and confirms it', async () => {
    const scores = serve(items);
    renderWithProviders(<MentorDashboard />);
    const row = (await screen.findByText('Alice Zephyr')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Submit review for Alice Zephyr')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Score/), '90');
    await user.type(within(dialog).getByLabelText('Comment'), 'Nice work');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Score has been submitted.')).toBeInTheDocument();
    expect(scores).toEqual([{ score: 90, comment: 'Nice work' }]);
  });

  it('says "Task for review was not found" when no random task is left', async () => {
    serve(items);
    renderWithProviders(<MentorDashboard />);
    await user.click(await screen.findByText('Random task (1)'));
    expect(screen.getByText('Dina Random')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review random task' }));
    expect(await screen.findByText('Task for review was not found')).toBeInTheDocument();
  });

  it('shows "What\'s next?" and the mentors\' chat when there is nothing to review', async () => {
    serve([], 3);
    renderWithProviders(<MentorDashboard />);
    expect(await screen.findByText("What's next?")).toBeInTheDocument();
    const chat = await screen.findByRole('link', { name: "mentors' chat" });
    expect(chat).toHaveAttribute('href', 'https://discord.example.com/mentors');
    await waitFor(() => expect(screen.getByText('In review (0)')).toBeInTheDocument());
  });

  it('tells an admin without the mentor role that the page is for mentors of the course', async () => {
    server.use(sessionHandler(makeSession({ isAdmin: true })), coursesHandler([makeCourse({ id: 1 })]));
    renderWithProviders(<MentorDashboard />);
    expect(await screen.findByText('This page is for mentors of the course')).toBeInTheDocument();
    expect(screen.queryByText("What's next?")).not.toBeInTheDocument();
  });
});
