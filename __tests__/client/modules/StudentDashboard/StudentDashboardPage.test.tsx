import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CourseTaskWithSolution, Session, StudentSummary } from '@/api/model';
import StudentDashboard from '@/pages/course/student/dashboard';

import { makeCourseTask } from '../../../support/client/course-tasks';
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

const studentSession = makeSession({ courses: { 1: courseRoles(['student']) } });
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
const withSolution = (task: ReturnType<typeof makeCourseTask>, url: string | null = null): CourseTaskWithSolution => ({
  ...task,
  solution: url ? { url, updatedDate: new Date().toISOString() } : null,
});
const tasks = [
  withSolution(makeCourseTask({ id: 1, name: 'Songbird', start: -30, end: -20 })),
  withSolution(makeCourseTask({ id: 2, name: 'Virtual Keyboard', start: -2, end: 1 })),
  withSolution(makeCourseTask({ id: 3, name: 'Gem Puzzle', start: -10, end: 5 }), 'https://github.com/me/gem/pull/1'),
  withSolution(makeCourseTask({ id: 4, name: 'Shelter', start: -30, end: -10, checker: 'crossCheck' })),
  withSolution(
    makeCourseTask({ id: 5, name: 'Async Race', start: 3, end: 17, checker: 'crossCheck', scoreWeight: 0.5 }),
  ),
];

function serve(session: Session = studentSession, studentSummary = summary(), reviewStats: unknown[] = []) {
  const saved: unknown[] = [];
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/students/me/summary`, () => HttpResponse.json(studentSummary)),
    http.get(`${API}/api/v2/courses/1/tasks/solutions`, () => HttpResponse.json(tasks)),
    http.get(`${API}/api/v2/courses/1/cross-checks/available-review-stats`, () => HttpResponse.json(reviewStats)),
    http.post(`${API}/api/v2/courses/1/tasks/:courseTaskId/solutions`, async ({ params, request }) => {
      const body = (await request.json()) as { url: string };
      if (body.url.includes('bad')) return problemResponse(409, 'Deadline has passed');
      saved.push({ courseTaskId: Number(params.courseTaskId), ...body });
      return HttpResponse.json({ id: 9, courseTaskId: Number(params.courseTaskId), url: body.url });
    }),
  );
  return saved;
}

const statsTable = () =>
  within(screen.getByText('Tasks Statistics').closest('.ant-card') as HTMLElement).getByRole('table');

describe('/course/student/dashboard', () => {
  it('shows position of the active students, total of the max possible, the mentor and the review card', async () => {
    serve();
    renderWithProviders(<StudentDashboard />);
    expect(await screen.findByText('3 / 240')).toBeInTheDocument();
    // 100 × 4 + 100 × 0.5 = 450.
    expect(screen.getByText('150 / 450')).toBeInTheDocument();
    expect(screen.getByText('Marta Mentor')).toBeInTheDocument();
    expect(screen.getByText('marta@example.com')).toBeInTheDocument();
    expect(await screen.findByText('At the moment, there are no tasks available for review')).toBeInTheDocument();
    const available = (await screen.findByText('Available Tasks')).closest('.ant-card') as HTMLElement;
    expect(within(available).getByText('Virtual Keyboard')).toBeInTheDocument();
    expect(within(available).getByText('Due soon')).toBeInTheDocument();
    expect(within(available).getByText(/Due by .*\(.+\)/)).toBeInTheDocument();
    expect(within(available).getByText('View all')).toHaveAttribute('href', '/course/schedule?course=js-fe-2026');
  });

  it('says "New" without a score and "Any mentor may review your work" without a mentor', async () => {
    serve(studentSession, summary({ totalScore: 0, rank: 1, mentor: null, results: [] }));
    renderWithProviders(<StudentDashboard />);
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(screen.getByText('Any mentor may review your work')).toBeInTheDocument();
  });

  it('"Cross-check [Review]" shows done / total per task, each linking to its review page (R7.7)', async () => {
    serve(studentSession, summary(), [{ id: 4, name: 'Shelter', checksCount: 3, completedChecksCount: 1 }]);
    renderWithProviders(<StudentDashboard />);
    const card = (await screen.findByText('Cross-check [Review]')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('1 / 3')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Shelter' })).toHaveAttribute(
      'href',
      '/course/student/cross-check-review?course=js-fe-2026&taskId=4',
    );
  });

  it('opens the status table from ?statType= and from the legend', async () => {
    serve();
    setRouter({ pathname: '/course/student/dashboard', query: { statType: 'missed' } });
    renderWithProviders(<StudentDashboard />);
    expect(await screen.findByText('Missed tasks')).toBeInTheDocument();
    expect(within(statsTable()).getByText('Shelter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review: 1' }));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalled());
    expect(await screen.findByText('Review tasks')).toBeInTheDocument();
    expect(within(statsTable()).getByText('Gem Puzzle')).toBeInTheDocument();
  });

  it('submits a solution URL for an open mentor-checked task', async () => {
    const saved = serve();
    renderWithProviders(<StudentDashboard />);
    await user.click(await screen.findByRole('button', { name: 'Submit Task' }));
    const dialog = (await screen.findByText('Submit Task For Mentor Review')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('Virtual Keyboard'));
    await user.click(within(dialog).getByLabelText('Solution URL'));
    await user.paste('https://github.com/me/keyboard');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saved).toEqual([{ courseTaskId: 2, url: 'https://github.com/me/keyboard' }]));
  });

  it('shows the expelled banner with "Back to Course" when the student left himself', async () => {
    serve(
      makeSession({ courses: { 1: courseRoles(['student'], true) } }),
      summary({ isActive: false, selfExpelled: true }),
    );
    renderWithProviders(<StudentDashboard />);
    expect(await screen.findByText('You are not an active student of this course')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Course' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Task' })).not.toBeInTheDocument();
  });

  it("shows an expelled student's position over the population his rank counts, never above the total", async () => {
    serve(
      makeSession({ courses: { 1: courseRoles(['student'], true) } }),
      summary({ isActive: false, rank: 301, rankTotal: 305 }),
    );
    renderWithProviders(<StudentDashboard />);
    expect(await screen.findByText('301 / 305')).toBeInTheDocument();
  });

  it('tells an admin without the student role that the page is for students', async () => {
    serve(makeSession({ isAdmin: true }));
    renderWithProviders(<StudentDashboard />);
    expect(await screen.findByText('This page is for students of the course')).toBeInTheDocument();
  });
});
