import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import type { Course, MentorApplication, OpenCourse, Session, StudentSummary } from '@/api/model';
import Home from '@/pages/index';

import { makeCourseTask } from '../../../support/client/course-tasks';
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

jest.setTimeout(90_000);

const running = makeCourse({ id: 1, alias: 'js-fe-2026', name: 'JS/FE 2026', fullName: 'JavaScript 2026' });
const planned = makeCourse({ id: 2, alias: 'js-fe-2027', name: 'JS/FE 2027', planned: true });
const inviteOnly = makeCourse({ id: 3, alias: 'android', name: 'Android', planned: true, inviteOnly: true });
const openCourse: OpenCourse = {
  id: 2,
  name: 'JS/FE 2027',
  fullName: 'JavaScript 2027',
  alias: 'js-fe-2027',
  startDate: '2027-02-01T00:00:00.000Z',
  description: null,
  discipline: { id: 1, name: 'JavaScript' },
};
const summary = (overrides: Partial<StudentSummary> = {}): StudentSummary => ({
  totalScore: 150,
  rank: 3,
  rankTotal: 240,
  isActive: true,
  selfExpelled: false,
  results: [{ courseTaskId: 1, score: 90 }],
  mentor: { githubId: 'marta', name: 'Marta Mentor', contacts: { email: 'marta@example.com', telegram: 'marta_tg' } },
  ...overrides,
});
const application = (preselectedCourses: number[]): NonNullable<MentorApplication> => ({
  maxStudentsLimit: 3,
  preferedStudentsLocation: 'any',
  preferedCourses: preselectedCourses,
  preselectedCourses,
  technicalMentoring: ['JavaScript'],
  languagesMentoring: ['EN'],
  canceled: false,
});

interface Serve {
  session: Session;
  myCourses?: Course[];
  allCourses?: Course[];
  openCourses?: OpenCourse[];
  mentorApplication?: MentorApplication;
  studentSummary?: StudentSummary;
}

function serve({
  session,
  myCourses = [running],
  allCourses,
  openCourses = [],
  mentorApplication,
  studentSummary,
}: Serve) {
  server.use(
    sessionHandler(session),
    coursesHandler(myCourses),
    http.get(`${API}/api/v2/courses`, () => HttpResponse.json(allCourses ?? [...myCourses, planned])),
    http.get(`${API}/api/v2/courses/open`, () => HttpResponse.json(openCourses)),
    http.get(`${API}/api/v2/alerts`, () => HttpResponse.json([])),
    http.get(`${API}/api/v2/registry/mentor`, () => HttpResponse.json(mentorApplication ?? null)),
    http.get(`${API}/api/v2/courses/1/students/me/summary`, () => HttpResponse.json(studentSummary ?? summary())),
    http.get(`${API}/api/v2/courses/1/tasks`, () =>
      HttpResponse.json([makeCourseTask({ id: 1, name: 'Songbird' }), makeCourseTask({ id: 2, name: 'Shelter' })]),
    ),
  );
}

const statistic = (title: string) =>
  within(screen.getByText(title).closest('.ant-statistic') as HTMLElement).getByText(
    (_, element) => !!element?.classList.contains('ant-statistic-content'),
  );

describe('Home page (pages.md §1 /)', () => {
  it('shows a student "Your stats" and "Your mentor" next to the course links, and no course card', async () => {
    serve({ session: makeSession({ courses: { 1: courseRoles(['student']) } }) });
    renderWithProviders(<Home />);
    expect(await screen.findByText('Your stats')).toBeInTheDocument();
    expect(await screen.findByText('1/2')).toBeInTheDocument();
    expect(statistic('Score Points')).toHaveTextContent('150');
    expect(statistic('Position')).toHaveTextContent('3');
    expect(statistic('Completed Tasks')).toHaveTextContent('1/2');
    expect(statistic('Status')).toHaveTextContent(/^Active$/);
    expect(screen.getByText('Your mentor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marta Mentor' })).toHaveAttribute('href', '/profile?githubId=marta');
    expect(screen.getByRole('link', { name: 'marta' })).toHaveAttribute('href', 'https://github.com/marta');
    expect(screen.getByText('marta@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Score' })).toHaveAttribute('href', '/course/score?course=js-fe-2026');
    expect(screen.getByRole('link', { name: 'Student Dashboard' })).toHaveAttribute(
      'href',
      '/course/student/dashboard?course=js-fe-2026',
    );
    expect(screen.getByRole('combobox', { name: 'Select course' })).toBeInTheDocument();
    // The spec's Home has no card of dates and roles.
    expect(screen.queryByRole('heading', { name: 'JavaScript 2026' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your roles')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(screen.queryByText('New course is starting and we are looking for mentors!')).not.toBeInTheDocument();
    expect(screen.getByText(`© The Rolling Scopes ${new Date().getFullYear()}`)).toBeInTheDocument();
  });

  it('tells an expelled student without a mentor that he is inactive and has no mentor yet', async () => {
    serve({
      session: makeSession({ courses: { 1: courseRoles(['student'], true) } }),
      studentSummary: summary({ isActive: false, mentor: null, rank: null, results: [] }),
    });
    renderWithProviders(<Home />);
    expect(await screen.findByText('You have no mentor yet')).toBeInTheDocument();
    expect(await screen.findByText('0/2')).toBeInTheDocument();
    expect(statistic('Status')).toHaveTextContent('Inactive');
  });

  it('shows no student panels to a mentor, but his pending invitation with Confirm Participation', async () => {
    serve({
      session: makeSession({ courses: { 1: { ...courseRoles(['mentor']), mentorId: 7 } } }),
      mentorApplication: application([1, 2]),
    });
    renderWithProviders(<Home />);
    expect(await screen.findByText('You are approved as a mentor to JS/FE 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm Participation' })).toHaveAttribute(
      'href',
      '/course/mentor/confirm?course=js-fe-2027',
    );
    // Invited already: the call for mentors is not repeated for the same course.
    expect(screen.queryByText('New course is starting and we are looking for mentors!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Mentor's Dashboard" })).toHaveAttribute(
      'href',
      '/course/mentor/dashboard?course=js-fe-2026',
    );
    expect(screen.queryByText('Your stats')).not.toBeInTheDocument();
  });

  it('calls a former mentor to a planned course he is not in', async () => {
    serve({ session: makeSession({ courses: { 1: { ...courseRoles(['mentor']), mentorId: 7 } } }) });
    renderWithProviders(<Home />);
    expect(await screen.findByText('New course is starting and we are looking for mentors!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as Mentor' })).toHaveAttribute('href', '/registry/mentor');
  });

  it('does not call a former mentor to an invite-only planned course', async () => {
    serve({
      session: makeSession({ courses: { 1: { ...courseRoles(['mentor']), mentorId: 7 } } }),
      allCourses: [running, inviteOnly],
    });
    renderWithProviders(<Home />);
    expect(await screen.findByRole('link', { name: 'My Students' })).toBeInTheDocument();
    expect(screen.queryByText('New course is starting and we are looking for mentors!')).not.toBeInTheDocument();
  });

  it('offers registration and the pre-selected courses to a user without an active course', async () => {
    serve({
      session: makeSession(),
      myCourses: [],
      allCourses: [running, planned],
      openCourses: [openCourse],
      mentorApplication: application([2]),
    });
    renderWithProviders(<Home />);
    expect(await screen.findByText('You are not student or mentor in any active course')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as Mentor' })).toHaveAttribute('href', '/registry/mentor');
    expect(await screen.findByRole('link', { name: 'Register as Student' })).toHaveAttribute(
      'href',
      '/registry/student',
    );
    expect(await screen.findByRole('link', { name: 'Confirm JS/FE 2027' })).toHaveAttribute(
      'href',
      '/course/mentor/confirm?course=js-fe-2027',
    );
    expect(screen.queryByText('Welcome to RS School App! Please register to continue')).not.toBeInTheDocument();
  });

  it('offers no student registration when no course is open', async () => {
    serve({ session: makeSession(), myCourses: [], allCourses: [running] });
    renderWithProviders(<Home />);
    expect(await screen.findByText('You are not student or mentor in any active course')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as Mentor' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register as Student' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Confirm/ })).not.toBeInTheDocument();
  });

  it('shows the collapsed admin side menu to a manager', async () => {
    serve({ session: makeSession({ courses: { 1: courseRoles(['manager']) } }) });
    renderWithProviders(<Home />);
    expect(await screen.findByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand admin menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
