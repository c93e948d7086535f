import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Interview, StudentInterview } from '@/api/model';
import StudentInterviews from '@/pages/course/student/interviews';

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

const screening: Interview = {
  id: 31,
  type: 'stage-interview',
  name: 'Technical Screening',
  description: 'Talk with a mentor',
  descriptionUrl: 'https://example.com/screening',
  startDate: '2026-03-01T10:00:00.000Z',
  endDate: '2026-03-20T10:00:00.000Z',
  studentRegistrationStartDate: '2026-02-20T10:00:00.000Z',
  template: null,
  maxScore: 100,
};
const corejs: Interview = { ...screening, id: 32, type: 'interview', name: 'CoreJS Interview', template: 'corejs1' };
const interviewer = {
  githubId: 'mark',
  name: 'Mark Mentor',
  contacts: {
    email: null,
    telegram: 'mark_tg',
    phone: null,
    skype: null,
    whatsApp: null,
    linkedIn: null,
    notes: null,
  },
};

function serve(
  entries: StudentInterview[],
  register = () => HttpResponse.json({ id: 1, registrationDate: '' }, { status: 201 }),
) {
  const registered: string[] = [];
  let list = entries;
  server.use(
    sessionHandler(
      makeSession({ courses: { 1: { roles: ['student'], isExpelled: false, mentorId: null, studentId: 5 } } }),
    ),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/interviews/students/me`, () => HttpResponse.json(list)),
    http.post(`${API}/api/v2/courses/1/interviews/:id/register`, ({ params }) => {
      registered.push(String(params.id));
      const response = register();
      if (response.status === 201) {
        list = list.map((entry) =>
          String(entry.interview.id) === params.id
            ? { ...entry, registration: { id: 1, registrationDate: '2026-03-02T10:00:00.000Z' } }
            : entry,
        );
      }
      return response;
    }),
  );
  return registered;
}

const card = (name: string) => screen.getByRole('link', { name }).closest('.ant-card') as HTMLElement;

describe('/course/student/interviews (pages.md §2, rules.md R10.2)', () => {
  it('registers after the student confirms, then shows a disabled "Registered"', async () => {
    const registered = serve([{ interview: screening, availability: 'available', registration: null, pairs: [] }]);
    renderWithProviders(<StudentInterviews />);
    expect(await screen.findByRole('link', { name: 'Technical Screening' })).toHaveAttribute(
      'href',
      'https://example.com/screening',
    );
    expect(screen.getByText('Register and get ready for your exciting interview!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Are you ready to participate in the interview?')[0]).toBeVisible();
    expect(within(dialog).getByText(/We do not guarantee you will get an interviewer/)).toBeInTheDocument();
    expect(registered).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(registered).toEqual(['31']));
    expect(await screen.findByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(screen.getByText("You're all set! Prepare for your upcoming interview.")).toBeInTheDocument();
  });

  it('shows the server refusal and keeps Register when registration fails', async () => {
    serve([{ interview: screening, availability: 'available', registration: null, pairs: [] }], () =>
      problemResponse(409, 'Registration is closed'),
    );
    renderWithProviders(<StudentInterviews />);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Registration is closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('names when registration starts, in the viewer’s time zone, and offers no Register before', async () => {
    serve([{ interview: corejs, availability: 'future', registration: null, pairs: [] }]);
    renderWithProviders(<StudentInterviews />);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      await screen.findByText(new RegExp(`^Registration starts on .* \\(${zone.replace('/', '\\/')}\\)$`)),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Remember to come back and register after/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the interviewer with contacts once paired, and the result and comment once completed', async () => {
    serve([
      {
        interview: screening,
        availability: 'distributed',
        registration: { id: 1, registrationDate: '2026-03-02T10:00:00.000Z' },
        pairs: [{ id: 7, status: 'not_completed', interviewer, decision: null, score: null, commentToStudent: null }],
      },
      {
        interview: corejs,
        availability: 'completed',
        registration: { id: 2, registrationDate: '2026-03-02T10:00:00.000Z' },
        pairs: [
          { id: 8, status: 'completed', interviewer, decision: 'yes', score: 80, commentToStudent: 'Great closures!' },
        ],
      },
    ]);
    renderWithProviders(<StudentInterviews />);
    await screen.findByText('CoreJS Interview');
    const paired = card('Technical Screening');
    expect(
      within(paired).getByText('Contact your interviewer to schedule the interview as soon as possible!'),
    ).toBeInTheDocument();
    expect(within(paired).getByText('Your interviewer: Mark Mentor')).toBeInTheDocument();
    expect(within(paired).getByText('mark_tg')).toBeInTheDocument();
    const done = card('CoreJS Interview');
    expect(within(done).getByText('You have your interview result. Congratulations!')).toBeInTheDocument();
    expect(within(done).getByText('Great closures!')).toBeInTheDocument();
  });

  it('says there are no interviews yet', async () => {
    serve([]);
    renderWithProviders(<StudentInterviews />);
    expect(await screen.findByText('There are no interviews in this course yet.')).toBeInTheDocument();
  });

  it('tells an admin without the student role that the page is for students', async () => {
    server.use(sessionHandler(makeSession({ isAdmin: true })), coursesHandler([makeCourse({ id: 1 })]));
    renderWithProviders(<StudentInterviews />);
    expect(await screen.findByText('This page is for students of the course')).toBeInTheDocument();
  });
});
