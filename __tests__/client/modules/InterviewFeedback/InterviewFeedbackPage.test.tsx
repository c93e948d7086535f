import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { InterviewFeedback, InterviewFeedbackInput } from '@/api/model';
import Feedback from '@/pages/course/interview/[type]/feedback';

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
import { mockRouter, setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const base: InterviewFeedback = {
  feedback: null,
  isCompleted: false,
  maxScore: 50,
  template: null,
  student: {
    id: 5,
    githubId: 'alice',
    name: 'Alice Zephyr',
    totalScore: 312,
    rank: 4,
    cityName: 'Minsk',
    countryName: 'Belarus',
  },
  interviewId: 31,
  interviewName: 'Technical Screening',
  status: 'not_completed',
  decision: null,
  isGoodCandidate: null,
  score: null,
};

function serve(type: string, feedback: InterviewFeedback | number) {
  const posts: InterviewFeedbackInput[] = [];
  setRouter({ pathname: '/course/interview/[type]/feedback', query: { type, pairId: '9', course: 'js-fe-2026' } });
  server.use(
    sessionHandler(makeSession({ githubId: 'mark', courses: { 1: courseRoles(['mentor']) } })),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/interviews/9/${type}/feedback`, () =>
      typeof feedback === 'number' ? problemResponse(feedback, 'Not found') : HttpResponse.json(feedback),
    ),
    http.post(`${API}/api/v2/courses/1/interviews/9/${type}/feedback`, async ({ request }) => {
      posts.push((await request.json()) as InterviewFeedbackInput);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return posts;
}

describe('/course/interview/[type]/feedback (pages.md §3)', () => {
  it('opens the screening wizard at the saved step with the student panel, and saves the step to the pair', async () => {
    const posts = serve('stage-interview', {
      ...base,
      feedback: {
        version: 1,
        json: { steps: { introduction: { isCompleted: true, values: { interviewResult: 'completed' } } } },
      },
    });
    renderWithProviders(<Feedback />);
    expect(await screen.findByRole('heading', { name: 'Technical screening' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Theory' })).toBeInTheDocument();
    expect(screen.getByText('Alice Zephyr (alice)')).toBeInTheDocument();
    expect(screen.getByText('Minsk, Belarus')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ version: 1, isCompleted: false, decision: 'draft' });
  });

  it('fills the regular template form: score required, then completes and returns to the interviews', async () => {
    const posts = serve('interview', { ...base, template: 'corejs1', interviewName: 'CoreJS Interview' });
    renderWithProviders(<Feedback />);
    expect(await screen.findByRole('heading', { name: 'CoreJS: Interview Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sample questions' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Number and String methods' }));
    await user.type(screen.getByRole('textbox', { name: 'Hoisting' }), 'knows the TDZ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter the score')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.type(screen.getByRole('spinbutton', { name: /Score \(0–50\)/ }), '42');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      version: 1,
      json: { answers: { 'number-string': true, hoisting: 'knows the TDZ' }, score: 42 },
      isCompleted: true,
      score: 42,
    });
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/course/mentor/interviews?course=js-fe-2026'));
  });

  it('shows a not-found result for a pair that is not the mentor’s', async () => {
    serve('stage-interview', 404);
    renderWithProviders(<Feedback />);
    expect(await screen.findByText('Interview not found')).toBeInTheDocument();
  });
});
