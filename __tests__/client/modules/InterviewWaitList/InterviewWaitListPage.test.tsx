import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { AvailableStudent, Interview, InterviewPairInput, Session } from '@/api/model';
import WaitList from '@/pages/course/mentor/interview-wait-list';

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
import { setRouter } from '../../../support/client/router';

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
const waiting = (githubId: string, extra: Partial<AvailableStudent> = {}): AvailableStudent => ({
  id: githubId.length,
  githubId,
  name: `${githubId} Name`,
  cityName: 'Minsk',
  countryName: 'Belarus',
  totalScore: 120,
  rank: 3,
  registrationDate: '2026-02-21T10:00:00.000Z',
  isGoodCandidate: null,
  rating: null,
  maxScore: 100,
  feedbackVersion: null,
  ...extra,
});

function serve(session: Session, interview: Interview, students: AvailableStudent[]) {
  const calls = { pairs: [] as InterviewPairInput[], availability: [] as string[] };
  let list = students;
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/interviews/${interview.id}`, () => HttpResponse.json(interview)),
    http.get(`${API}/api/v2/courses/1/interviews/${interview.id}/students/available`, () => HttpResponse.json(list)),
    http.post(`${API}/api/v2/courses/1/interviews/${interview.id}/pairs`, async ({ request }) => {
      const body = (await request.json()) as InterviewPairInput;
      calls.pairs.push(body);
      list = list.filter((student) => student.githubId !== body.studentGithubId);
      return HttpResponse.json({ id: 99 }, { status: 201 });
    }),
    http.post(`${API}/api/v2/courses/1/students/:githubId/availability`, ({ params }) => {
      calls.availability.push(String(params.githubId));
      list = list.filter((student) => student.githubId !== params.githubId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const mentor = makeSession({ githubId: 'mark', courses: { 1: courseRoles(['mentor']) } });
const manager = makeSession({ githubId: 'maya', courses: { 1: courseRoles(['manager']) } });

describe('/course/mentor/interview-wait-list (pages.md §3, rules.md R10.3)', () => {
  beforeEach(() => setRouter({ pathname: '/course/mentor/interview-wait-list', query: { interviewId: '31' } }));

  it('lists the waiting students with the screening columns and pairs one with me after the confirmation', async () => {
    const calls = serve(mentor, screening, [
      waiting('alice', { isGoodCandidate: true, rating: 80 }),
      waiting('bob', { totalScore: 90 }),
    ]);
    renderWithProviders(<WaitList />);
    expect(await screen.findByRole('heading', { name: 'Technical Screening: Wait list' })).toBeInTheDocument();
    const alice = (await screen.findByRole('link', { name: 'alice' })).closest('tr') as HTMLElement;
    expect(within(alice).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Interview Rating/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: new RegExp(`Date registered \\(`) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from list' })).not.toBeInTheDocument();

    await user.click(within(alice).getByRole('button', { name: 'Want to interview' }));
    expect(calls.pairs).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.pairs).toEqual([{ interviewerGithubId: 'mark', studentGithubId: 'alice' }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'alice' })).not.toBeInTheDocument());
  });

  it('lets a manager remove a student from the screening list (mentoring off), not interview', async () => {
    const calls = serve(manager, screening, [waiting('alice')]);
    renderWithProviders(<WaitList />);
    const row = (await screen.findByRole('link', { name: 'alice' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Want to interview' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Remove from list' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.availability).toEqual(['alice']));
    expect(await screen.findByText('No students are waiting for an interview')).toBeInTheDocument();
  });

  it('says a regular interview has not started yet and offers no pairing before', async () => {
    const future = {
      ...screening,
      id: 32,
      type: 'interview' as const,
      name: 'CoreJS',
      startDate: '2999-01-01T00:00:00.000Z',
    };
    setRouter({ pathname: '/course/mentor/interview-wait-list', query: { interviewId: '32' } });
    serve(mentor, future, [waiting('alice')]);
    renderWithProviders(<WaitList />);
    expect(await screen.findByText('The interview has not started yet')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'alice' });
    expect(screen.queryByRole('button', { name: 'Want to interview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Interview Rating/ })).not.toBeInTheDocument();
  });
});
