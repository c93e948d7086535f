import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CourseTaskDetailed, StudentTaskVerifications, VerificationAnswers } from '@/api/model';
import AutoTestTask from '@/pages/course/student/auto-test/task';

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
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const selfCheck = makeDetailedTask({
  id: 7,
  name: 'Self-check: JavaScript',
  type: 'selfeducation',
  checker: 'auto-test',
  maxScore: 50,
  publicAttributes: selfCheckAttributes({ oneAttemptPerNumberOfHours: 2 }),
});
const attempt = (minutesAgo: number) => ({
  id: minutesAgo,
  status: 'completed' as const,
  score: 0,
  details: 'Accuracy: 50%. Below the threshold of 80%',
  createdDate: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

function serve(task: CourseTaskDetailed, own: StudentTaskVerifications[], answers: VerificationAnswers[] = []) {
  const submitted: unknown[] = [];
  server.use(
    sessionHandler(makeSession({ courses: { 1: courseRoles(['student']) } })),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks/${task.id}`, () => HttpResponse.json(task)),
    http.get(`${API}/api/v2/courses/1/student-verifications`, () => HttpResponse.json(own)),
    http.get(`${API}/api/v2/courses/1/tasks/${task.id}/verifications/answers`, () => HttpResponse.json(answers)),
    http.post(`${API}/api/v2/courses/1/tasks/${task.id}/verifications`, async ({ request }) => {
      submitted.push(await request.json());
      return HttpResponse.json(
        {
          id: 99,
          courseTaskId: task.id,
          status: 'completed',
          score: 50,
          details: 'Accuracy: 100%',
          createdDate: new Date().toISOString(),
        },
        { status: 201 },
      );
    }),
  );
  return submitted;
}

describe('/course/student/auto-test/task', () => {
  it('shows the rules, attempts left, the cooldown countdown and the verifications table', async () => {
    setRouter({ pathname: '/course/student/auto-test/task', query: { courseTaskId: '7' } });
    serve(selfCheck, [{ courseTaskId: 7, attemptsCount: 1, verifications: [attempt(30)] }]);
    renderWithProviders(<AutoTestTask />);
    expect(await screen.findByText('To pass, score at least 80%. You have 3 attempts.')).toBeInTheDocument();
    expect(screen.getByText('Attempts: 2 left')).toBeInTheDocument();
    expect(screen.getByText(/^Next submit is possible in 01:(29|30):\d\d$/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('0 / 50')).toBeInTheDocument();
    expect(within(table).getByText('50%')).toBeInTheDocument();
    expect(within(table).getByText(/Date \/ Time \(.+\)/)).toBeInTheDocument();
  });

  it('runs the quiz: tooltip lists unanswered questions, submit sends the chosen answers', async () => {
    setRouter({ pathname: '/course/student/auto-test/task', query: { courseTaskId: '7' } });
    const submitted = serve(selfCheck, []);
    renderWithProviders(<AutoTestTask />);
    await user.click(await screen.findByRole('button', { name: 'Start task' }));
    expect(await screen.findByText('2 of 2 questions unanswered')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'const' }));
    expect(await screen.findByText('1 of 2 questions unanswered')).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unanswered questions: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'string' }));
    await user.click(screen.getByRole('checkbox', { name: 'number' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submitted).toEqual([
        {
          answers: [
            { index: 0, value: 2 },
            { index: 1, value: [0, 2] },
          ],
        },
      ]),
    );
  });

  it('after the deadline shows the wrong answers with the student choice and goes back to the table', async () => {
    const past = {
      ...selfCheck,
      studentStartDate: new Date(Date.now() - 9e8).toISOString(),
      studentEndDate: new Date(Date.now() - 1e8).toISOString(),
    };
    setRouter({ pathname: '/course/student/auto-test/task', query: { courseTaskId: '7' } });
    serve(
      past,
      [{ courseTaskId: 7, attemptsCount: 1, verifications: [attempt(3000)] }],
      [
        {
          createdDate: new Date().toISOString(),
          score: 0,
          maxScore: 50,
          questions: [
            {
              index: 0,
              question: 'Which keyword declares a constant?',
              answers: ['var', 'let', 'const'],
              multiple: false,
              selectedAnswers: [1],
            },
          ],
        },
      ],
    );
    renderWithProviders(<AutoTestTask />);
    expect(await screen.findByRole('button', { name: 'Start task' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show answers' }));
    expect(await screen.findByText('Which keyword declares a constant?')).toBeInTheDocument();
    expect(screen.getByText('let')).toBeInTheDocument();
    expect(screen.queryByText('const')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to table' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks for the repository URL of a code task and sends it', async () => {
    const code = makeDetailedTask({ id: 8, name: 'JS task', type: 'jstask', checker: 'auto-test' });
    setRouter({ pathname: '/course/student/auto-test/task', query: { courseTaskId: '8' } });
    const submitted = serve(code, []);
    renderWithProviders(<AutoTestTask />);
    await user.click(await screen.findByRole('button', { name: 'Start task' }));
    await user.click(screen.getByLabelText('Repository URL'));
    await user.paste('https://github.com/me/js-task');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ url: 'https://github.com/me/js-task' }]));
  });
});
