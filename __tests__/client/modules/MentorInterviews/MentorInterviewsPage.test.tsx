import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Interview, InterviewFeedbackInput, MentorInterview } from '@/api/model';
import MentorInterviews from '@/pages/course/mentor/interviews';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const DAY = 24 * 60 * 60 * 1000;
// Open around the real clock, so the alerts of an open registration show whatever day the test runs.
const openWindow = {
  startDate: new Date(Date.now() - DAY).toISOString(),
  endDate: new Date(Date.now() + 10 * DAY).toISOString(),
  studentRegistrationStartDate: new Date(Date.now() - 2 * DAY).toISOString(),
};
const screening: Interview = {
  id: 31,
  type: 'stage-interview',
  name: 'Technical Screening',
  description: null,
  descriptionUrl: 'https://example.com/screening',
  ...openWindow,
  template: null,
  maxScore: 100,
};
const corejs: Interview = { ...screening, id: 32, type: 'interview', name: 'CoreJS Interview', template: 'corejs1' };
const student = (githubId: string) => ({
  id: githubId.length,
  githubId,
  name: `${githubId} Name`,
  totalScore: 100,
  rank: 1,
  cityName: null,
  countryName: null,
});
const pair = (id: number, githubId: string, extra: Partial<MentorInterview['pairs'][number]> = {}) => ({
  id,
  student: student(githubId),
  status: 'not_completed' as const,
  decision: null,
  isGoodCandidate: null,
  score: null,
  feedbackVersion: null,
  ...extra,
});

function serve(list: MentorInterview[]) {
  const feedbacks: { url: string; body: InterviewFeedbackInput }[] = [];
  server.use(
    sessionHandler(
      makeSession({ courses: { 1: { roles: ['mentor'], isExpelled: false, mentorId: 7, studentId: null } } }),
    ),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/interviews/mentors/me`, () => HttpResponse.json(list)),
    http.post(`${API}/api/v2/courses/1/interviews/:pairId/:type/feedback`, async ({ request, params }) => {
      feedbacks.push({
        url: `${params.pairId}/${params.type}`,
        body: (await request.json()) as InterviewFeedbackInput,
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return feedbacks;
}

const card = (name: string) =>
  screen.getByText(name, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('/course/mentor/interviews (pages.md §3)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lists the students with decision tags, the summary and the feedback links by interview type', async () => {
    serve([
      {
        interview: screening,
        pairs: [
          pair(1, 'alice', { status: 'completed', decision: 'yes', score: 80, feedbackVersion: 1 }),
          pair(2, 'bob'),
          pair(3, 'carol', { status: 'canceled' }),
        ],
      },
      { interview: corejs, pairs: [pair(4, 'dave')] },
    ]);
    renderWithProviders(<MentorInterviews />);
    await screen.findByText('CoreJS Interview');
    const stage = card('Technical Screening');
    expect(within(stage).getByText('Interviewed students 1 (2)')).toBeInTheDocument();
    expect(within(stage).queryByText('carol')).not.toBeInTheDocument();
    expect(within(stage).getByText('Mentoring')).toBeInTheDocument();
    expect(within(stage).getByRole('link', { name: 'Edit feedback' })).toHaveAttribute(
      'href',
      '/course/interview/stage-interview/feedback?course=js-fe-2026&pairId=1',
    );
    expect(within(stage).getByRole('link', { name: 'Provide feedback' })).toHaveAttribute(
      'href',
      '/course/interview/stage-interview/feedback?course=js-fe-2026&pairId=2',
    );
    expect(within(stage).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(stage).getByRole('link', { name: 'Add student' })).toHaveAttribute(
      'href',
      '/course/mentor/interview-wait-list?course=js-fe-2026&interviewId=31',
    );
    expect(within(card('CoreJS Interview')).getByRole('link', { name: 'Provide feedback' })).toHaveAttribute(
      'href',
      '/course/interview/interview/feedback?course=js-fe-2026&pairId=4',
    );
  });

  it('rejects a regular interview with score 0 only after the popconfirm', async () => {
    const feedbacks = serve([{ interview: corejs, pairs: [pair(4, 'dave')] }]);
    renderWithProviders(<MentorInterviews />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reject dave?')).toBeInTheDocument();
    expect(feedbacks).toEqual([]);
    const confirm = screen.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement;
    await user.click(confirm);
    await waitFor(() => expect(feedbacks).toHaveLength(1));
    expect(feedbacks[0]).toMatchObject({
      url: '4/interview',
      body: { isCompleted: true, decision: 'rejected', score: 0 },
    });
  });

  it('shows the registration alerts of an open screening and keeps a dismissed one closed for the session', async () => {
    serve([{ interview: screening, pairs: [] }]);
    const { unmount } = renderWithProviders(<MentorInterviews />);
    expect(await screen.findByText('Registration period')).toBeInTheDocument();
    expect(screen.getByText('Do you want to interview more students?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss "Registration period"' }));
    await waitFor(() => expect(screen.queryByText('Registration period')).not.toBeInTheDocument());
    unmount();
    renderWithProviders(<MentorInterviews />);
    expect(await screen.findByText('Do you want to interview more students?')).toBeInTheDocument();
    expect(screen.queryByText('Registration period')).not.toBeInTheDocument();
  });

  it('transfers a not-completed student to the mentor chosen in the modal', async () => {
    serve([
      {
        interview: corejs,
        pairs: [pair(1, 'alice', { status: 'completed', decision: null, score: 70 }), pair(4, 'dave')],
      },
    ]);
    const transfers: { url: string; body: unknown }[] = [];
    server.use(
      http.get(`${API}/api/v2/course/1/mentors/search/:text`, () =>
        HttpResponse.json([{ id: 8, githubId: 'nina', name: 'Nina Mentor' }]),
      ),
      http.put(`${API}/api/v2/courses/1/interviews/32/pairs/:pairId`, async ({ request, params }) => {
        transfers.push({ url: String(params.pairId), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<MentorInterviews />);
    await user.click(await screen.findByRole('button', { name: 'Transfer student' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Student' }));
    expect(screen.queryByTitle('alice Name (alice)')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('dave Name (dave)'));
    await user.type(within(dialog).getByRole('combobox', { name: 'New interviewer' }), 'nin');
    await user.click(await screen.findByTitle('Nina Mentor (nina)'));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfers).toEqual([{ url: '4', body: { interviewerGithubId: 'nina' } }]));
  });

  it('says when the mentor has no interviews', async () => {
    serve([]);
    renderWithProviders(<MentorInterviews />);
    expect(await screen.findByText("You don't have any assigned interviews yet.")).toBeInTheDocument();
  });
});
