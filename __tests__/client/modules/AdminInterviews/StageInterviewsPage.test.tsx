import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Interview, InterviewDistributionInput, InterviewPair, Session } from '@/api/model';
import AdminInterviews from '@/pages/course/admin/interviews';
import StageInterviews from '@/pages/course/admin/stage-interviews';

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

const screening: Interview = {
  id: 31,
  type: 'stage-interview',
  name: 'Technical Screening',
  description: null,
  descriptionUrl: null,
  startDate: '2026-03-01T10:00:00.000Z',
  endDate: '2026-03-20T10:00:00.000Z',
  studentRegistrationStartDate: '2026-02-20T10:00:00.000Z',
  template: null,
  maxScore: 100,
};
const makePair = (id: number, student: string, extra: Partial<InterviewPair> = {}): InterviewPair => ({
  id,
  interviewId: 31,
  interviewer: { githubId: 'mark', name: 'Mark Mentor', mentorId: 7 },
  student: { id, githubId: student, name: `${student} Name`, totalScore: 100 + id, cityName: null, countryName: null },
  status: 'not_completed',
  isCompleted: false,
  isCanceled: false,
  decision: null,
  isGoodCandidate: null,
  score: null,
  preference: 'city',
  ...extra,
});

function serve(session: Session, interviews: Interview[], pairs: InterviewPair[]) {
  const calls = { distributions: [] as InterviewDistributionInput[], canceled: [] as string[] };
  let list = pairs;
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/interviews`, ({ request }) => {
      const types = new URL(request.url).searchParams.get('types');
      return HttpResponse.json(interviews.filter((interview) => interview.type === types));
    }),
    http.get(`${API}/api/v2/courses/1/interviews/:id/pairs`, () => HttpResponse.json(list)),
    http.post(`${API}/api/v2/courses/1/interviews/31/distribution`, async ({ request }) => {
      calls.distributions.push((await request.json()) as InterviewDistributionInput);
      const created = makePair(5, 'erin');
      list = [...list, created];
      return HttpResponse.json(
        { created: 1, pairs: [created], unassigned: [{ githubId: 'frank', name: 'Frank' }] },
        { status: 201 },
      );
    }),
    http.delete(`${API}/api/v2/courses/1/interviews/31/pairs/:pairId`, ({ params }) => {
      calls.canceled.push(String(params.pairId));
      list = list.map((pair) => (String(pair.id) === params.pairId ? { ...pair, isCanceled: true } : pair));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const manager = makeSession({ githubId: 'maya', courses: { 1: courseRoles(['manager']) } });
const supervisor = makeSession({ githubId: 'sam', courses: { 1: courseRoles(['supervisor']) } });

describe('/course/admin/stage-interviews (pages.md §4)', () => {
  it('creates pairs without registration after the confirmation and shows created and unassigned', async () => {
    const calls = serve(
      manager,
      [screening],
      [makePair(1, 'alice', { isCompleted: true, decision: 'yes', score: 90 })],
    );
    renderWithProviders(<StageInterviews />);
    expect(await screen.findByText('alice Name (alice)')).toBeInTheDocument();
    expect(screen.getByText('1-1 of 1 interviews')).toBeInTheDocument();
    expect(screen.getByText('My city')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'No Registration' }));
    await user.click(screen.getByRole('button', { name: 'Create Interview Pairs' }));
    const confirm = await screen.findByRole('dialog');
    expect(calls.distributions).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Create pairs' }));
    await waitFor(() => expect(calls.distributions).toEqual([{ registrationEnabled: false }]));
    expect(await screen.findByText('Created pairs: 1.')).toBeInTheDocument();
    expect(screen.getByText('Unassigned students: 1: frank.')).toBeInTheDocument();
    expect(await screen.findByText('erin Name (erin)')).toBeInTheDocument();
  });

  it('cancels a live pair only after the confirmation; completed pairs cannot be canceled', async () => {
    const calls = serve(manager, [screening], [makePair(1, 'alice', { isCompleted: true }), makePair(2, 'bob')]);
    renderWithProviders(<StageInterviews />);
    const bob = (await screen.findByText('bob Name (bob)')).closest('tr') as HTMLElement;
    const alice = screen.getByText('alice Name (alice)').closest('tr') as HTMLElement;
    expect(within(alice).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(bob).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    await user.click(within(bob).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel interview' }));
    await waitFor(() => expect(calls.canceled).toEqual(['2']));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
  });

  it('shows a supervisor the table without the managers’ actions', async () => {
    serve(supervisor, [screening], [makePair(2, 'bob')]);
    renderWithProviders(<StageInterviews />);
    await screen.findByText('bob Name (bob)');
    expect(screen.queryByRole('button', { name: 'Create Interview Pairs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('asks for a Technical Screening task when the course has none', async () => {
    serve(manager, [], []);
    renderWithProviders(<StageInterviews />);
    expect(await screen.findByText('Add a Technical Screening task first.')).toBeInTheDocument();
  });
});

describe('/course/admin/interviews (pages.md §4)', () => {
  it('shows the chosen regular interview’s pairs with their result', async () => {
    const corejs = { ...screening, id: 32, type: 'interview' as const, name: 'CoreJS Interview', template: 'corejs1' };
    serve(manager, [corejs], [makePair(3, 'carol', { interviewId: 32, isCompleted: true, score: 70 })]);
    renderWithProviders(<AdminInterviews />);
    expect(await screen.findByText('carol Name (carol)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Result/ })).toBeInTheDocument();
    expect(screen.getByText('70')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create Interview$/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'No Registration' })).not.toBeInTheDocument();
  });
});
