import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { StudentDetails, StudentFeedback, StudentFeedbackInput } from '@/api/model';
import MentorFeedback from '@/pages/course/mentor/feedback';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { mockRouter, setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const mentorSession = makeSession({
  githubId: 'mark',
  courses: { 1: { roles: ['mentor'], isExpelled: false, mentorId: 7, studentId: null } },
});

const student = (feedbacks: StudentDetails['feedbacks'] = []): StudentDetails => ({
  id: 42,
  courseId: 1,
  githubId: 'mia',
  name: 'Mia Mentee',
  active: true,
  cityName: null,
  countryName: null,
  totalScore: 200,
  rank: 3,
  feedbacks,
});

const written: StudentFeedback = {
  id: 9,
  studentId: 42,
  recommendation: 'not-hire',
  content: {
    suggestions: 'Finish the last task.',
    recommendationComment: 'Kind and curious.',
    softSkills: [{ id: 'skill.soft.team-player', value: 'Great' }],
  },
  englishLevel: 'b1',
  author: { githubId: 'mark', name: 'Mark Mentor' },
  createdDate: '2026-03-01T10:00:00.000Z',
  updatedDate: '2026-03-01T10:00:00.000Z',
};

function serve(details: StudentDetails) {
  const calls = { posts: [] as StudentFeedbackInput[], patches: [] as unknown[] };
  server.use(
    sessionHandler(mentorSession),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/students/42`, () => HttpResponse.json(details)),
    http.get(`${API}/api/v2/students/42/feedbacks/9`, () => HttpResponse.json(written)),
    http.post(`${API}/api/v2/students/42/feedbacks`, async ({ request }) => {
      calls.posts.push((await request.json()) as StudentFeedbackInput);
      return HttpResponse.json(written, { status: 201 });
    }),
    http.patch(`${API}/api/v2/students/42/feedbacks/9`, async ({ request }) => {
      calls.patches.push(await request.json());
      return HttpResponse.json(written);
    }),
  );
  return calls;
}

describe('/course/mentor/feedback', () => {
  beforeEach(() => setRouter({ pathname: '/course/mentor/feedback', query: { studentId: '42' } }));

  it('writes a new letter with the hire decision, English level and the rated soft skills', async () => {
    const calls = serve(student());
    renderWithProviders(<MentorFeedback />);
    expect(await screen.findByText('Mia Mentee (mia)')).toBeInTheDocument();
    expect(
      screen.getByText("If you recommend to Hire, the feedback is attached to the student's public CV."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose Hire or Not Hire')).toBeInTheDocument();
    expect(screen.getByText('Tell what was good')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Hire' }));
    await user.type(screen.getByLabelText('What was good'), 'Reliable and kind.');
    await user.click(screen.getByRole('radio', { name: 'B2' }));
    const responsible = screen.getByRole('radiogroup', { name: 'Responsible' });
    await user.click(within(responsible).getByRole('radio', { name: 'Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]).toEqual({
      recommendation: 'hire',
      content: {
        recommendationComment: 'Reliable and kind.',
        suggestions: '',
        softSkills: [{ id: 'skill.soft.responsible', value: 'Excellent' }],
      },
      englishLevel: 'b2',
    });
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/course/mentor/students?course=js-fe-2026'));
  });

  it("opens the mentor's own letter and updates it instead of writing a second one", async () => {
    const calls = serve(
      student([{ id: 9, recommendation: 'not-hire', author: { githubId: 'mark', name: 'Mark Mentor' } }]),
    );
    renderWithProviders(<MentorFeedback />);
    expect(await screen.findByDisplayValue('Kind and curious.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Not Hire' })).toBeChecked();
    const teamPlayer = screen.getByRole('radiogroup', { name: 'Good team player' });
    expect(within(teamPlayer).getByRole('radio', { name: 'Great' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Hire' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toMatchObject({ recommendation: 'hire', englishLevel: 'b1' });
    expect(calls.posts).toEqual([]);
  });

  it('tells an admin without the mentor role that the page is for mentors of the course', async () => {
    server.use(sessionHandler(makeSession({ isAdmin: true })), coursesHandler([makeCourse({ id: 1 })]));
    renderWithProviders(<MentorFeedback />);
    expect(await screen.findByText('This page is for mentors of the course')).toBeInTheDocument();
  });
});
