import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import type { ScoreStudent } from '@/api/model';
import { forgetConditionalResponses } from '@/config/api-client';
import Score from '@/pages/course/score';

import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { resetRouter, setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

// Issue 12: the score page answers with an ETag; SWR's revalidation goes out with If-None-Match, and the server's
// bodiless 304 keeps the table on screen, while a 200 with a new tag replaces it.
jest.setTimeout(90_000);

const row = (id: number, githubId: string, name: string): ScoreStudent => ({
  id,
  githubId,
  name,
  rank: id,
  totalScore: 100 - id,
  crossCheckScore: 0,
  totalScoreChangeDate: '2026-02-01T10:00:00.000Z',
  cityName: 'Warsaw',
  countryName: 'Poland',
  isActive: true,
  mentor: null,
  taskResults: [],
});

const pages: Record<string, ScoreStudent[]> = {
  '"v1"': [row(1, 'alice', 'Alice Zephyr'), row(2, 'bob', 'Bob Young')],
  '"v2"': [row(1, 'carol', 'Carol Vega')],
};

function serveScore(state: { etag: string }) {
  const answers: { ifNoneMatch: string | null; status: number }[] = [];
  server.use(
    sessionHandler(makeSession({ courses: { 1: courseRoles(['manager']) } })),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks`, () => HttpResponse.json([])),
    http.get(`${API}/api/v2/course/1/students/score`, ({ request }) => {
      const ifNoneMatch = request.headers.get('If-None-Match');
      const headers = { ETag: state.etag, 'Cache-Control': 'private, no-cache' };
      if (ifNoneMatch === state.etag) {
        answers.push({ ifNoneMatch, status: 304 });
        return new HttpResponse(null, { status: 304, headers });
      }
      answers.push({ ifNoneMatch, status: 200 });
      const items = pages[state.etag];
      return HttpResponse.json(
        { items, pagination: { current: 1, pageSize: 100, total: items.length, totalPages: 1 } },
        { headers },
      );
    }),
  );
  return answers;
}

// SWR revalidates every mounted key when the browser comes back online (the score page turns focus revalidation off).
const revalidate = () => act(() => void window.dispatchEvent(new Event('online')));
const table = () => screen.findByRole('table');

beforeEach(() => {
  resetRouter();
  setRouter({ pathname: '/course/score', query: {} });
});
afterEach(() => forgetConditionalResponses());

describe('/course/score revalidation with ETag', () => {
  it('keeps the table after a 304 and shows the new rows after a 200 with a new tag', async () => {
    const state = { etag: '"v1"' };
    const answers = serveScore(state);
    renderWithProviders(<Score />);
    expect(await within(await table()).findByText('Alice Zephyr')).toBeInTheDocument();
    expect(answers).toEqual([{ ifNoneMatch: null, status: 200 }]);

    await revalidate();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1]).toEqual({ ifNoneMatch: '"v1"', status: 304 });
    // Let SWR settle with the 304's answer: the rows are still there, nothing turned into an error or an empty table.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(await table()).getByText('Alice Zephyr')).toBeInTheDocument();
    expect(within(await table()).getByText('Bob Young')).toBeInTheDocument();
    expect(screen.queryByText('No students yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    state.etag = '"v2"';
    await revalidate();
    expect(await within(await table()).findByText('Carol Vega')).toBeInTheDocument();
    expect(within(await table()).queryByText('Alice Zephyr')).not.toBeInTheDocument();
    expect(answers[2]).toEqual({ ifNoneMatch: '"v1"', status: 200 });
  });
});
