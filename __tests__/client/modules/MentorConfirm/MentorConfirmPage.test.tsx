import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { MentorApplication, MentorOptionsInput, Session } from '@/api/model';
import MentorConfirm from '@/pages/course/mentor/confirm';

import { API, courseRoles, makeCourse, makeSession } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(60_000);

const course = makeCourse({ id: 7, name: 'JS/FE 2026', fullName: 'JavaScript / Front-end 2026', alias: 'js-fe-2026' });
const invited: MentorApplication = {
  maxStudentsLimit: 4,
  preferedStudentsLocation: 'city',
  preferedCourses: [course.id],
  preselectedCourses: [course.id],
  technicalMentoring: ['JavaScript'],
  languagesMentoring: ['EN'],
  canceled: false,
};

// The newcomer of the demo school: no course yet, so ?course= names a course he does not hold.
function serve({ application, session = makeSession() }: { application?: MentorApplication; session?: Session } = {}) {
  const calls = { confirm: [] as MentorOptionsInput[], sessionReads: 0, paths: [] as string[] };
  let current = session;
  server.use(
    http.get(`${API}/api/v2/session`, () => {
      calls.sessionReads += 1;
      return HttpResponse.json(current);
    }),
    http.get(`${API}/api/v2/profile/courses`, () => HttpResponse.json([])),
    http.get(`${API}/api/v2/courses`, () => HttpResponse.json([course])),
    http.get(`${API}/api/v2/registry/mentor`, () => HttpResponse.json(application ?? null)),
    http.post(`${API}/api/v2/course/:courseId/mentors/:githubId`, async ({ request }) => {
      calls.paths.push(new URL(request.url).pathname);
      calls.confirm.push((await request.json()) as MentorOptionsInput);
      current = { ...session, courses: { [String(course.id)]: courseRoles(['mentor']) } };
      return HttpResponse.json({ ...calls.confirm[0], students: [] });
    }),
  );
  return calls;
}

function open(alias = course.alias) {
  setRouter({ pathname: '/course/mentor/confirm', query: { course: alias } });
  renderWithProviders(<MentorConfirm />);
}

describe('/course/mentor/confirm (pages.md §3)', () => {
  it('says when the course does not exist', async () => {
    serve({ application: invited });
    open('no-such-course');
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
  });

  it('sends a user without a questionnaire to the registration, keeping the course', async () => {
    serve();
    open();
    expect(await screen.findByRole('link', { name: 'Register as a Mentor' })).toHaveAttribute(
      'href',
      '/registry/mentor?course=js-fe-2026',
    );
    expect(screen.queryByText('No Access')).not.toBeInTheDocument();
  });

  it('thanks a registered user whom this course has not invited yet', async () => {
    serve({ application: { ...invited, preselectedCourses: [] } });
    open();
    expect(await screen.findByText('Thank you for registration! We will contact you.')).toBeInTheDocument();
  });

  it('confirms with the chosen options and says "You are mentor now!"', async () => {
    const calls = serve({ application: invited });
    open();
    expect(await screen.findByRole('heading', { name: 'JavaScript / Front-end 2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('How many students can you mentor in this course?')).toHaveValue('4');
    expect(screen.getByRole('radio', { name: 'My city' })).toBeChecked();
    expect(screen.queryByLabelText('Pre-chosen students')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Any' }));
    const reads = calls.sessionReads;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You are mentor now!')).toBeInTheDocument();
    expect(calls.paths).toEqual([`/api/v2/course/${course.id}/mentors/me`]);
    expect(calls.confirm).toEqual([{ maxStudentsLimit: 4, preferedStudentsLocation: 'any' }]);
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/?course=js-fe-2026');
    await waitFor(() => expect(calls.sessionReads).toBeGreaterThan(reads));
  });

  it('lets a mentor of the course update his options and pick students', async () => {
    serve({ session: makeSession({ courses: { [String(course.id)]: courseRoles(['mentor']) } }) });
    open();
    expect(await screen.findByLabelText('Pre-chosen students')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });
});
