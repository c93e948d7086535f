import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { MyProfile, OpenCourse, Problem } from '@/api/model';
import StudentRegistry from '@/pages/registry/student';

import {
  API,
  courseRoles,
  makeCourse,
  makeSession,
  problemResponse,
  sessionFailure,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { mockRouter, setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });

const js2027: OpenCourse = {
  id: 3,
  name: 'JS/FE 2027',
  fullName: 'JavaScript / Front-end 2027',
  alias: 'js-fe-2027',
  startDate: '2027-02-01T10:00:00.000Z',
  description: null,
  discipline: { id: 1, name: 'JavaScript' },
};
const aws: OpenCourse = {
  id: 5,
  name: 'AWS 2027',
  fullName: 'AWS Developer 2027',
  alias: 'aws-2027',
  startDate: '2027-03-01T10:00:00.000Z',
  description: null,
  discipline: { id: 3, name: 'AWS' },
};

const profile: MyProfile = {
  id: 1,
  githubId: 'jane-doe',
  firstName: 'Jane',
  lastName: 'Doe',
  name: 'Jane Doe',
  primaryEmail: 'jane@example.com',
  countryName: 'Poland',
  cityName: 'Warsaw',
  englishLevel: null,
  languages: ['EN'],
  aboutMyself: null,
  educationHistory: [],
  contacts: {
    epamEmail: null,
    email: null,
    telegram: null,
    phone: null,
    skype: null,
    whatsApp: null,
    notes: null,
    linkedIn: null,
  },
  discord: null,
  permissionsSettings: {},
};

interface Calls {
  profile: unknown[];
  registry: unknown[];
  order: string[];
  sessionReads: number;
  courseReads: number;
}

function serve({
  session = makeSession(),
  open = [js2027, aws],
  me = profile,
  myCourses = [],
  registry = () => HttpResponse.json({ studentId: 10, courseId: js2027.id }, { status: 201 }),
  saveProfile = () => new HttpResponse(null, { status: 204 }),
}: {
  session?: ReturnType<typeof makeSession>;
  open?: OpenCourse[];
  me?: MyProfile;
  myCourses?: ReturnType<typeof makeCourse>[];
  registry?: () => Response;
  saveProfile?: () => Response;
} = {}): Calls {
  const calls: Calls = { profile: [], registry: [], order: [], sessionReads: 0, courseReads: 0 };
  server.use(
    http.get(`${API}/api/v2/session`, () => {
      calls.sessionReads += 1;
      return HttpResponse.json(session);
    }),
    http.get(`${API}/api/v2/courses/open`, () => HttpResponse.json(open)),
    http.get(`${API}/api/profile/me`, () => HttpResponse.json(me)),
    http.get(`${API}/api/v2/profile/courses`, () => {
      calls.courseReads += 1;
      return HttpResponse.json(myCourses);
    }),
    http.post(`${API}/api/v2/profile/user`, async ({ request }) => {
      calls.profile.push(await request.json());
      calls.order.push('profile');
      return saveProfile();
    }),
    http.post(`${API}/api/v2/registry`, async ({ request }) => {
      calls.registry.push(await request.json());
      calls.order.push('registry');
      return registry();
    }),
  );
  return calls;
}

async function renderSignedIn(query: Record<string, string> = { course: js2027.alias }) {
  setRouter({ pathname: '/registry/student', query });
  renderWithProviders(<StudentRegistry />);
  return screen.findByRole('button', { name: 'Register' });
}

const consent = () => screen.getByRole('checkbox', { name: /I agree to the processing of my personal data/ });

describe('/registry/student (pages.md §6)', () => {
  it('shows an anonymous visitor the open courses and a sign-in link that returns here', async () => {
    server.use(
      sessionFailure(401),
      http.get(`${API}/api/v2/courses/open`, () => HttpResponse.json([js2027, aws])),
    );
    setRouter({ pathname: '/registry/student', query: { course: 'js-fe-2027' } });
    renderWithProviders(<StudentRegistry />);
    expect(screen.getByRole('heading', { name: 'Welcome to RS School' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'JS/FE 2027' })).toBeInTheDocument();
    expect(screen.getByText('JavaScript / Front-end 2027')).toBeInTheDocument();
    expect(screen.getByText('AWS Developer 2027')).toBeInTheDocument();
    expect(screen.getByText(/^Starts 2027-02-01 \(.+\)$/)).toBeInTheDocument();
    expect(screen.getByText('JavaScript')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign in with GitHub to register/ })).toHaveAttribute(
      'href',
      `/login?url=${encodeURIComponent('/registry/student?course=js-fe-2027')}`,
    );
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(mockRouter.replace).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('says there are no available courses when none is open', async () => {
    serve({ open: [] });
    setRouter({ pathname: '/registry/student' });
    renderWithProviders(<StudentRegistry />);
    expect(await screen.findByText('There are no available courses. Please come back later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('preselects the open course of ?course= and prefills the personal data from the profile', async () => {
    serve();
    await renderSignedIn();
    expect(screen.getByTitle(/^JS\/FE 2027 — starts 2027-02-01/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
    expect(screen.getByLabelText('Country')).toHaveValue('Poland');
    expect(screen.getByLabelText('City')).toHaveValue('Warsaw');
    expect(screen.getByLabelText('Primary e-mail')).toHaveValue('jane@example.com');
    expect(consent()).not.toBeChecked();
  });

  it('leaves the course empty when ?course= names no open course', async () => {
    serve();
    await renderSignedIn({ course: 'android-2026' });
    expect(screen.queryByTitle(/— starts/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please select a course')).toBeInTheDocument();
  });

  it('requires Latin names, a valid e-mail and the consent before sending anything', async () => {
    const calls = serve({ me: { ...profile, firstName: null, lastName: null, primaryEmail: null } });
    await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter your First name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your Last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the processing of your data')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Яна');
    await user.type(screen.getByLabelText('Primary e-mail'), 'not-an-email');
    expect(await screen.findByText(/First name must be in Latin letters/)).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(calls.profile).toEqual([]);
    expect(calls.registry).toEqual([]);
  });

  it('saves the profile, then registers, shows Done and revalidates the session and the course list', async () => {
    const calls = serve();
    await renderSignedIn();
    await waitFor(() => expect(calls.courseReads).toBe(1));
    const sessionReads = calls.sessionReads;
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), "Anne-Marie O'Neil");
    await user.type(screen.getByLabelText('Telegram'), 'jane_tg');
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('You are registered for JS/FE 2027')).toBeInTheDocument();
    expect(calls.order).toEqual(['profile', 'registry']);
    expect(calls.profile).toEqual([
      {
        firstName: "Anne-Marie O'Neil",
        lastName: 'Doe',
        countryName: 'Poland',
        cityName: 'Warsaw',
        primaryEmail: 'jane@example.com',
        languages: ['EN'],
        contacts: { telegram: 'jane_tg', email: null },
      },
    ]);
    expect(calls.registry).toEqual([{ courseId: js2027.id }]);
    expect(screen.getByRole('link', { name: 'Go to the course' })).toHaveAttribute('href', '/?course=js-fe-2027');
    expect(calls.sessionReads).toBeGreaterThan(sessionReads);
    expect(calls.courseReads).toBeGreaterThan(1);
  });

  it('registers for the course chosen in the select', async () => {
    const calls = serve({
      registry: () => HttpResponse.json({ studentId: 11, courseId: aws.id }, { status: 201 }),
    });
    await renderSignedIn({});
    await user.click(screen.getByLabelText('Course'));
    const dropdown = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      if (!open) throw new Error('no dropdown');
      return open;
    });
    await user.click(within(dropdown).getByText(/^AWS 2027/));
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered for AWS 2027')).toBeInTheDocument();
    expect(calls.registry).toEqual([{ courseId: aws.id }]);
  });

  it("shows the server's reason next to the form when the registration is refused (409)", async () => {
    serve({ registry: () => problemResponse(409, 'Registration is closed') });
    await renderSignedIn();
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is closed');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByText(/You are registered/)).not.toBeInTheDocument();
  });

  it('puts a 400 field error of the profile on its form field and does not register', async () => {
    const body: Problem = {
      type: '/problems/validation',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid input',
      requestId: 'test',
      errors: [{ path: 'contacts.email', message: 'contacts.email must be an e-mail address' }],
    };
    const calls = serve({
      saveProfile: () =>
        HttpResponse.json(body, { status: 400, headers: { 'Content-Type': 'application/problem+json' } }),
    });
    await renderSignedIn();
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('contacts.email must be an e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.registry).toEqual([]);
  });

  it('tells a user already registered (200) and takes him to the course after 5 s', async () => {
    serve({ registry: () => HttpResponse.json({ studentId: 10, courseId: js2027.id }, { status: 200 }) });
    await renderSignedIn();
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('You are already registered for this course')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to the course' })).toHaveAttribute('href', '/?course=js-fe-2027');
    expect(mockRouter.push).not.toHaveBeenCalled();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/?course=js-fe-2027'), { timeout: 7_000 });
  });

  it('warns a student of another running course before registering', async () => {
    const running = makeCourse({ id: 1, alias: 'js-fe-2026', name: 'JS/FE 2026' });
    const calls = serve({
      session: makeSession({ courses: { 1: courseRoles(['student']) } }),
      myCourses: [running],
    });
    await renderSignedIn();
    await waitFor(() => expect(calls.courseReads).toBe(1));
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getAllByText('We do not recommend studying at several courses at the same time'),
    ).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.order).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered for JS/FE 2027')).toBeInTheDocument();
    expect(calls.order).toEqual(['profile', 'registry']);
  });

  it('does not warn about a completed course or a course where the user is not a student', async () => {
    const calls = serve({
      session: makeSession({ courses: { 1: courseRoles(['student']), 2: courseRoles(['mentor']) } }),
      myCourses: [makeCourse({ id: 1, completed: true }), makeCourse({ id: 2 })],
    });
    await renderSignedIn();
    await waitFor(() => expect(calls.courseReads).toBe(1));
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered for JS/FE 2027')).toBeInTheDocument();
    expect(screen.queryByText('We do not recommend studying at several courses at the same time')).toBeNull();
  });
});
