import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Interview, MentorCourseOptions, MentorInterview, MentorOptionsInput } from '@/api/model';
import MentorInterviews from '@/pages/course/mentor/interviews';

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

const DAY = 24 * 60 * 60 * 1000;
// Registration open around the real clock, so the "Registration period" alert shows whatever day the test runs.
const screening: Interview = {
  id: 31,
  type: 'stage-interview',
  name: 'Technical Screening',
  description: null,
  descriptionUrl: null,
  startDate: new Date(Date.now() - DAY).toISOString(),
  endDate: new Date(Date.now() + 10 * DAY).toISOString(),
  studentRegistrationStartDate: new Date(Date.now() - 2 * DAY).toISOString(),
  template: null,
  maxScore: 100,
};
const current: MentorCourseOptions = {
  maxStudentsLimit: 4,
  preferedStudentsLocation: 'city',
  students: [{ id: 5, githubId: 'erin', name: 'Erin E' }],
};
const EXPELLED = 'This mentor is expelled from the course; the course manager can restore him.';

function serve(answer: () => Response = () => HttpResponse.json({ ...current, students: [] })) {
  const saved: { path: string; body: MentorOptionsInput }[] = [];
  const list: MentorInterview[] = [{ interview: screening, pairs: [] }];
  server.use(
    sessionHandler(
      makeSession({ courses: { 1: { roles: ['mentor'], isExpelled: false, mentorId: 7, studentId: null } } }),
    ),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026', fullName: 'JavaScript / Front-end 2026' })]),
    http.get(`${API}/api/v2/courses/1/interviews/mentors/me`, () => HttpResponse.json(list)),
    http.get(`${API}/api/v2/mentors/7/course/1/options`, () => HttpResponse.json(current)),
    http.get(`${API}/api/v2/courses/1/students/search/:text`, () =>
      HttpResponse.json([{ id: 9, githubId: 'frank', name: 'Frank F', mentor: null }]),
    ),
    http.post(`${API}/api/v2/course/:courseId/mentors/:githubId`, async ({ request }) => {
      saved.push({ path: new URL(request.url).pathname, body: (await request.json()) as MentorOptionsInput });
      return answer();
    }),
  );
  return saved;
}

async function openOptions() {
  renderWithProviders(<MentorInterviews />);
  await screen.findByText('Registration period');
  await user.click(screen.getByRole('button', { name: 'Set your mentoring options' }));
  // The test ids make every aria-labelledby the same, so the dialog is told by its title text.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Mentoring options')).toBeInTheDocument();
  // Prefilled from GET /mentors/{mentorId}/course/{courseId}/options.
  await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: /How many students/ })).toHaveValue('4'));
  return dialog;
}

describe('/course/mentor/interviews: mentoring options from the "Registration period" alert (pages.md §3)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it("opens from the alert with the mentor's current options and saves the changed ones with a pre-chosen student", async () => {
    const saved = serve();
    const dialog = await openOptions();
    expect(within(dialog).getByRole('radio', { name: 'My city' })).toBeChecked();
    expect(within(dialog).getByText('Your students now: erin')).toBeInTheDocument();

    const limit = within(dialog).getByRole('spinbutton', { name: /How many students/ });
    await user.clear(limit);
    await user.type(limit, '3');
    await user.click(within(dialog).getByRole('radio', { name: 'My country' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Pre-chosen students' }), 'fra');
    await user.click(await screen.findByTitle('frank (Frank F)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      path: '/api/v2/course/1/mentors/me',
      body: { maxStudentsLimit: 3, preferedStudentsLocation: 'country', students: [9] },
    });
    expect(await screen.findByText('Your mentoring options were saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's problem detail and keeps the dialog open when saving fails", async () => {
    const saved = serve(() => problemResponse(409, EXPELLED));
    const dialog = await openOptions();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toEqual({ maxStudentsLimit: 4, preferedStudentsLocation: 'city' });
    expect(await screen.findByText(EXPELLED)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Your mentoring options were saved')).not.toBeInTheDocument();
  });
});
