import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Session, StudentTaskVerifications } from '@/api/model';
import AutoTests from '@/pages/course/student/auto-test';

import { makeDetailedTask, selfCheckAttributes } from '../../../support/client/course-tasks';
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

const tasks = [
  makeDetailedTask({
    id: 1,
    name: 'Self-check: JavaScript',
    type: 'selfeducation',
    checker: 'auto-test',
    maxScore: 50,
    publicAttributes: selfCheckAttributes(),
  }),
  makeDetailedTask({
    id: 2,
    name: 'Self-check: HTML',
    type: 'selfeducation',
    checker: 'auto-test',
    start: -20,
    end: -5,
    publicAttributes: selfCheckAttributes(),
  }),
  makeDetailedTask({ id: 3, name: 'Codewars: JS basics', type: 'codewars', checker: 'auto-test' }),
  makeDetailedTask({ id: 4, name: 'Future test', type: 'selfeducation', checker: 'auto-test', start: 3, end: 10 }),
  makeDetailedTask({ id: 5, name: 'Songbird', checker: 'mentor' }),
];
const own: StudentTaskVerifications[] = [
  {
    courseTaskId: 1,
    attemptsCount: 1,
    verifications: [
      { id: 1, status: 'completed', score: 45, details: 'Accuracy: 90%', createdDate: new Date().toISOString() },
    ],
  },
];

function serve(session: Session) {
  const calls = { own: 0 };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks/detailed`, () => HttpResponse.json(tasks)),
    http.get(`${API}/api/v2/courses/1/student-verifications`, () => {
      calls.own += 1;
      return HttpResponse.json(own);
    }),
  );
  return calls;
}

beforeEach(() => window.localStorage.clear());

describe('/course/student/auto-test', () => {
  it('lists started auto-tests in Available / Missed / Done tabs with counts, status, attempts and best score', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['student']) } }));
    renderWithProviders(<AutoTests />);
    expect(await screen.findByRole('tab', { name: 'Available (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Missed (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Done (0)' })).toBeInTheDocument();
    const card = screen.getByText('Self-check: JavaScript').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('2 left')).toBeInTheDocument();
    expect(within(card).getByText('45 / 50')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open Task' })).toHaveAttribute(
      'href',
      '/course/student/auto-test/task?course=js-fe-2026&courseTaskId=1',
    );
    const codewars = screen.getByText('Codewars: JS basics').closest('.ant-card') as HTMLElement;
    expect(within(codewars).getByText('No limits')).toBeInTheDocument();
    expect(within(codewars).getByRole('button', { name: 'Done Task' })).toBeDisabled();
    expect(screen.queryByText('Future test')).not.toBeInTheDocument();
    expect(screen.queryByText('Songbird')).not.toBeInTheDocument();
  });

  it('moves a passed test to Done and remembers it under autotest-done-tasks-<courseId>', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['student']) } }));
    renderWithProviders(<AutoTests />);
    const card = (await screen.findByText('Self-check: JavaScript')).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Done Task' }));
    expect(await screen.findByRole('tab', { name: 'Done (1)' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('autotest-done-tasks-1') ?? '[]')).toEqual([1]);
  });

  it('shows a manager the cards read-only without asking for attempts', async () => {
    const calls = serve(makeSession({ courses: { 1: courseRoles(['manager']) } }));
    renderWithProviders(<AutoTests />);
    expect(await screen.findByText('Self-check: JavaScript')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done Task' })).not.toBeInTheDocument();
    expect(calls.own).toBe(0);
  });

  it('says "No auto-tests yet" in an empty tab', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['student']) } }));
    renderWithProviders(<AutoTests />);
    await user.click(await screen.findByRole('tab', { name: 'Done (0)' }));
    await waitFor(() => expect(screen.getAllByText('No auto-tests yet').length).toBeGreaterThan(0));
  });
});
