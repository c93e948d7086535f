import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import type { AutoTest, AutoTestDetails } from '@/api/model';
import AdminAutoTests from '@/pages/admin/auto-test';
import AdminAutoTestTask from '@/pages/admin/auto-test-task/[taskId]';

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
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const summary: AutoTest = {
  id: 7,
  name: 'Self-check: JavaScript',
  descriptionUrl: 'https://example.com/quiz',
  discipline: { id: 1, name: 'JavaScript' },
  tags: ['js'],
  courses: [
    { id: 1, name: 'JS 2026', alias: 'js-fe-2026', isActive: true },
    { id: 2, name: 'JS 2025', alias: 'js-fe-2025', isActive: false },
  ],
  settings: {
    maxAttemptsNumber: 3,
    numberOfQuestions: 2,
    thresholdPercentage: 80,
    strictAttemptsMode: true,
    oneAttemptPerNumberOfHours: 0,
  },
  questionsCount: 2,
};
const details: AutoTestDetails = {
  ...summary,
  questions: [
    { question: 'Which keyword declares a constant?', answers: ['var', 'let', 'const'], multiple: false, correct: [2] },
    { question: 'Which are primitives?', answers: ['string', 'object', 'number'], multiple: true, correct: [0, 2] },
  ],
};

function serve(list: AutoTest[] = [summary]) {
  server.use(
    sessionHandler(makeSession({ courses: { 1: courseRoles(['manager']) } })),
    coursesHandler([makeCourse()]),
    http.get(`${API}/api/v2/auto-test`, () => HttpResponse.json(list)),
    http.get(`${API}/api/v2/auto-test/:id`, ({ params }) =>
      params.id === '7' ? HttpResponse.json(details) : problemResponse(404, 'Self-check test 9 does not exist.'),
    ),
  );
}

describe('/admin/auto-test', () => {
  it('shows a card per self-check test with its settings and a preview link', async () => {
    serve();
    renderWithProviders(<AdminAutoTests />);
    expect(await screen.findByText('Self-check: JavaScript')).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview Task: Self-check: JavaScript' })).toHaveAttribute(
      'href',
      '/admin/auto-test-task/7',
    );
  });

  it('says so when there are no self-check tests', async () => {
    serve([]);
    renderWithProviders(<AdminAutoTests />);
    expect(await screen.findByText('No auto-tests yet')).toBeInTheDocument();
  });
});

describe('/admin/auto-test-task/[taskId]', () => {
  it('shows the test read-only with the correct answers marked and courses active or inactive', async () => {
    serve();
    setRouter({ pathname: '/admin/auto-test-task/7', query: { taskId: '7' } });
    renderWithProviders(<AdminAutoTestTask />);
    expect(await screen.findByText('1. Which keyword declares a constant?')).toBeInTheDocument();
    expect(screen.getByText('Test Settings')).toBeInTheDocument();
    expect(screen.getByText('JS 2026 (active)')).toBeInTheDocument();
    expect(screen.getByText('JS 2025 (inactive)')).toBeInTheDocument();
    expect(screen.getByLabelText('Correct answer: const')).toBeInTheDocument();
    expect(screen.getByLabelText('Correct answer: string')).toBeInTheDocument();
    expect(screen.getByLabelText('Correct answer: number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Correct answer: var')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Correct answer: const')).getByText('Correct')).toBeInTheDocument();
  });

  it('shows the 404 result for an unknown id', async () => {
    serve();
    setRouter({ pathname: '/admin/auto-test-task/9', query: { taskId: '9' } });
    renderWithProviders(<AdminAutoTestTask />);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });
});
