import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { MentorApplication, MentorApplicationInput, MyProfile, Problem, ProfileUserInput } from '@/api/model';
import MentorRegistry from '@/pages/registry/mentor';

import { API, makeCourse, makeSession, problemResponse, sessionFailure } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const running = makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' });
const planned = makeCourse({ id: 3, name: 'JS/FE 2027', alias: 'js-fe-2027', planned: true });
const completed = makeCourse({ id: 2, name: 'JS/FE 2025', alias: 'js-fe-2025', completed: true });

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
  aboutMyself: 'Senior developer',
  educationHistory: [],
  contacts: {
    epamEmail: null,
    email: null,
    telegram: 'jane_tg',
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
  order: string[];
  profile: ProfileUserInput[];
  application: MentorApplicationInput[];
}

function serve({
  application,
  submit = () => new HttpResponse(null, { status: 204 }),
}: { application?: MentorApplication; submit?: () => Response } = {}): Calls {
  const calls: Calls = { order: [], profile: [], application: [] };
  server.use(
    http.get(`${API}/api/v2/session`, () => HttpResponse.json(makeSession())),
    http.get(`${API}/api/profile/me`, () => HttpResponse.json(profile)),
    // access.md §26: null (200) when he has not filled in the questionnaire yet.
    http.get(`${API}/api/v2/registry/mentor`, () => HttpResponse.json(application ?? null)),
    http.get(`${API}/api/v2/courses`, () => HttpResponse.json([running, completed, planned])),
    http.get(`${API}/api/v2/disciplines`, () =>
      HttpResponse.json([
        { id: 1, name: 'JavaScript', createdDate: '', updatedDate: '' },
        { id: 2, name: 'Android', createdDate: '', updatedDate: '' },
      ]),
    ),
    http.post(`${API}/api/v2/profile/user`, async ({ request }) => {
      calls.profile.push((await request.json()) as ProfileUserInput);
      calls.order.push('profile');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/api/v2/registry/mentor`, async ({ request }) => {
      calls.application.push((await request.json()) as MentorApplicationInput);
      calls.order.push('application');
      return submit();
    }),
  );
  return calls;
}

async function renderSignedIn(query: Record<string, string> = {}) {
  setRouter({ pathname: '/registry/mentor', query });
  renderWithProviders(<MentorRegistry />);
  return screen.findByRole('button', { name: 'Next' });
}

const selected = (label: string) =>
  [...(screen.getByLabelText(label).closest('.ant-select')?.querySelectorAll('.ant-select-selection-item') ?? [])].map(
    (item) => item.getAttribute('title'),
  );

async function choose(label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('/registry/mentor (pages.md §6)', () => {
  it('asks an anonymous visitor to sign in and come back', async () => {
    server.use(sessionFailure(401));
    setRouter({ pathname: '/registry/mentor', query: { course: 'js-fe-2026' } });
    renderWithProviders(<MentorRegistry />);
    expect(screen.getByRole('heading', { name: 'Mentors registration' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Sign in with GitHub to register/ })).toHaveAttribute(
      'href',
      `/login?url=${encodeURIComponent('/registry/mentor?course=js-fe-2026')}`,
    );
  });

  it('pre-fills General from the profile and Mentorship from the previous questionnaire', async () => {
    serve({
      application: {
        maxStudentsLimit: 4,
        preferedStudentsLocation: 'city',
        preferedCourses: [planned.id],
        preselectedCourses: [],
        technicalMentoring: ['Android'],
        languagesMentoring: ['PL'],
        canceled: false,
      },
    });
    await renderSignedIn({ course: running.alias });
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Telegram')).toHaveValue('jane_tg');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
    expect(selected('Disciplines you can mentor')).toEqual(['Android']);
    expect(selected('Preferred Courses')).toEqual(['JS/FE 2027', 'JS/FE 2026']);
    expect(selected('Languages you can mentor in')).toEqual(['Polish']);
    expect(screen.getByLabelText('How many students can you mentor?')).toHaveValue('4');
    expect(screen.getByRole('radio', { name: 'My city' })).toBeChecked();
    expect(screen.getByLabelText('About Yourself')).toHaveValue('Senior developer');
  });

  it('preselects the ?course= course even when the data arrives before the router is ready', async () => {
    serve();
    setRouter({ pathname: '/registry/mentor', query: {}, isReady: false });
    let answered = 0;
    const countAnswer = () => void (answered += 1);
    server.events.on('response:mocked', countAnswer);
    renderWithProviders(<MentorRegistry />);
    // A statically optimised page knows its query only after hydration: the data is in, yet the forms wait for it.
    await waitFor(() => expect(answered).toBeGreaterThanOrEqual(4));
    server.events.removeListener('response:mocked', countAnswer);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    act(() => setRouter({ pathname: '/registry/mentor', query: { course: running.alias } }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
    expect(selected('Preferred Courses')).toEqual(['JS/FE 2026']);
  });

  it('starts from the defaults and the profile when the questionnaire is null (none yet)', async () => {
    serve();
    await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
    expect(selected('Disciplines you can mentor')).toEqual([]);
    expect(selected('Languages you can mentor in')).toEqual(['English']);
    expect(screen.getByLabelText('How many students can you mentor?')).toHaveValue('2');
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
  });

  it('shows why the previous questionnaire could not be read instead of an empty form that would overwrite it', async () => {
    serve();
    server.use(
      http.get(`${API}/api/v2/registry/mentor`, () => problemResponse(500, 'The questionnaire could not be read.')),
    );
    setRouter({ pathname: '/registry/mentor', query: {} });
    renderWithProviders(<MentorRegistry />);
    expect(await screen.findByText('The questionnaire could not be read.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('offers only planned or running courses', async () => {
    serve();
    await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByLabelText('Preferred Courses'));
    expect(await screen.findByTitle('JS/FE 2027')).toBeInTheDocument();
    expect(screen.queryByTitle('JS/FE 2025')).not.toBeInTheDocument();
  });

  it('requires a discipline and the consent before sending anything', async () => {
    const calls = serve();
    await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose at least one discipline')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the processing of your data')).toBeInTheDocument();
    expect(calls.order).toEqual([]);
  });

  it('saves the profile, then the questionnaire, and says thank you', async () => {
    const calls = serve();
    await renderSignedIn({ course: running.alias });
    await user.type(screen.getByLabelText('Skype'), 'jane.skype');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Submit' });
    await choose('Disciplines you can mentor', 'JavaScript');
    await user.click(screen.getByRole('radio', { name: 'My country' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the processing of my personal data/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you! We will contact you when a course needs mentors.')).toBeInTheDocument();
    expect(calls.order).toEqual(['profile', 'application']);
    expect(calls.profile[0]).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      primaryEmail: 'jane@example.com',
      aboutMyself: 'Senior developer',
      contacts: { telegram: 'jane_tg', skype: 'jane.skype', email: null },
    });
    expect(calls.application[0]).toEqual({
      technicalMentoring: ['JavaScript'],
      preferedCourses: [running.id],
      languagesMentoring: ['EN'],
      maxStudentsLimit: 2,
      preferedStudentsLocation: 'country',
    });
    expect(screen.getByText('Done').closest('.ant-steps-item')).toHaveClass('ant-steps-item-active');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('puts a refused field on the Mentorship form', async () => {
    const refusal: Problem = {
      type: '/problems/validation',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid technicalMentoring: unknown values.',
      errors: [{ path: 'technicalMentoring.0', message: 'Unknown discipline "Cobol"' }],
      requestId: 'test',
    };
    serve({
      submit: () =>
        HttpResponse.json(refusal, { status: 400, headers: { 'Content-Type': 'application/problem+json' } }),
    });
    await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Submit' });
    await choose('Disciplines you can mentor', 'JavaScript');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unknown discipline "Cobol"')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible());
  });
});
