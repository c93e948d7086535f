import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CourseTask, ScoreStudent, ScoreStudentDetails, Session } from '@/api/model';
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
import { mockRouter, resetRouter, setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const courseTask = (overrides: Partial<CourseTask>): CourseTask => ({
  id: 11,
  taskId: 1,
  name: 'Songbird',
  type: 'jstask',
  checker: 'mentor',
  studentStartDate: '2026-01-01T00:00:00.000Z',
  studentEndDate: '2026-01-15T00:00:00.000Z',
  studentRegistrationStartDate: null,
  crossCheckEndDate: null,
  descriptionUrl: 'https://example.com/songbird',
  taskOwner: null,
  maxScore: 100,
  scoreWeight: 1,
  pairsCount: null,
  crossCheckStatus: 'initial',
  crossCheckScoreRule: 'topMean',
  submitText: null,
  validations: {},
  teamDistributionId: null,
  ...overrides,
});
const student = (overrides: Partial<ScoreStudent>): ScoreStudent => ({
  id: 1,
  githubId: 'alice',
  name: 'Alice Zephyr',
  rank: 1,
  totalScore: 120,
  crossCheckScore: 20,
  totalScoreChangeDate: '2026-02-01T10:00:00.000Z',
  cityName: 'Warsaw',
  countryName: 'Poland',
  isActive: true,
  mentor: { githubId: 'marta', name: 'Marta Mentor' },
  taskResults: [{ courseTaskId: 11, score: 95 }],
  ...overrides,
});
const alice = student({});
const bob = student({ id: 2, githubId: 'bob', name: 'Bob Young', rank: 2, totalScore: 80, isActive: false });
const me = student({ id: 3, githubId: 'jane-doe', name: 'Jane Doe', rank: 40, totalScore: 5, taskResults: [] });

function serve(session: Session, rows: ScoreStudent[] = [alice, bob]) {
  const calls = { pages: [] as URLSearchParams[], csv: [] as URLSearchParams[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks`, () =>
      HttpResponse.json([courseTask({}), courseTask({ id: 12, name: 'Shelter', maxScore: 50, scoreWeight: 0.5 })]),
    ),
    http.get(`${API}/api/v2/course/1/students/score`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('githubId') === session.githubId) {
        return HttpResponse.json({ items: [me], pagination: { current: 1, pageSize: 20, total: 1, totalPages: 1 } });
      }
      calls.pages.push(query);
      const items = query.get('cityName') ? [] : rows;
      return HttpResponse.json({
        items,
        pagination: { current: 1, pageSize: 100, total: items.length, totalPages: items.length ? 1 : 0 },
      });
    }),
    http.get(`${API}/api/v2/course/1/students/score/csv`, ({ request }) => {
      calls.csv.push(new URL(request.url).searchParams);
      return new HttpResponse('rank\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="score.csv"' },
      });
    }),
    http.get(`${API}/api/v2/course/1/students/score/:githubId`, ({ params }) => {
      const details: ScoreStudentDetails = {
        ...alice,
        githubId: String(params.githubId),
        breakdown: [
          {
            courseTaskId: 11,
            name: 'Songbird',
            maxScore: 100,
            scoreWeight: 1,
            score: 95,
            weightedScore: 95,
            source: 'taskResult',
            crossCheckScoreRule: 'median',
          },
          {
            courseTaskId: 12,
            name: 'Shelter',
            maxScore: 50,
            scoreWeight: 0.5,
            score: null,
            weightedScore: 0,
            source: 'none',
            crossCheckScoreRule: null,
          },
        ],
      };
      return HttpResponse.json(details);
    }),
  );
  return calls;
}

const managerSession = makeSession({ courses: { 1: courseRoles(['manager']) } });
const studentSession = makeSession({ courses: { 1: courseRoles(['student']) } });
const table = () => screen.findByRole('table');

beforeEach(() => {
  resetRouter();
  setRouter({ pathname: '/course/score', query: {} });
  localStorage.clear();
  window.URL.createObjectURL = jest.fn(() => 'blob:score');
  window.URL.revokeObjectURL = jest.fn();
});

describe('/course/score', () => {
  it('shows the server page with a column per task, and the rank of the chosen tab', async () => {
    const calls = serve(managerSession);
    renderWithProviders(<Score />);
    expect(await within(await table()).findByText('Alice Zephyr')).toBeInTheDocument();
    expect(within(await table()).getAllByText('Songbird').length).toBeGreaterThan(0);
    expect(within(await table()).getAllByText('95')).toHaveLength(2);
    expect(Object.fromEntries(calls.pages[0])).toEqual({
      activeOnly: 'false',
      orderBy: 'rank',
      orderDirection: 'asc',
      current: '1',
      pageSize: '100',
    });
    await user.click(screen.getByRole('tab', { name: 'Active students' }));
    await waitFor(() => expect(calls.pages.at(-1)?.get('activeOnly')).toBe('true'));
    expect(mockRouter.replace).toHaveBeenCalled();
  });

  it('pins the viewing student on top and offers no CSV export to him', async () => {
    serve(studentSession);
    renderWithProviders(<Score />);
    const rows = await waitFor(async () => {
      const found = within(await table()).getAllByRole('row');
      expect(found.length).toBeGreaterThan(3);
      return found;
    });
    expect(within(rows[1]).getByText('jane-doe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export to CSV/ })).not.toBeInTheDocument();
  });

  it('pins the viewing student even when other logins containing his fill the filtered page', async () => {
    serve(studentSession);
    const others = [1, 2].map((n) => student({ id: 100 + n, githubId: `demo-${studentSession.githubId}-${n}` }));
    server.use(
      http.get(`${API}/api/v2/course/1/students/score`, ({ request }) => {
        const own = new URL(request.url).searchParams.get('githubId') === studentSession.githubId;
        const items = own ? others : [alice, bob];
        return HttpResponse.json({ items, pagination: { current: 1, pageSize: 20, total: 2, totalPages: 1 } });
      }),
      http.get(`${API}/api/v2/course/1/students/score/:githubId`, ({ params }) =>
        HttpResponse.json({ ...me, githubId: String(params.githubId), breakdown: [] } satisfies ScoreStudentDetails),
      ),
    );
    renderWithProviders(<Score />);
    const rows = await waitFor(async () => {
      const found = within(await table()).getAllByRole('row');
      expect(found.length).toBeGreaterThan(3);
      return found;
    });
    expect(within(rows[1]).getByText(studentSession.githubId)).toBeInTheDocument();
    expect(within(rows[1]).getByText('40')).toBeInTheDocument();
  });

  it('exports the CSV with the current filters for a manager', async () => {
    setRouter({ pathname: '/course/score', query: { activeOnly: 'true', 'mentor.githubId': 'marta' } });
    const calls = serve(managerSession);
    renderWithProviders(<Score />);
    await user.click(await screen.findByRole('button', { name: /Export to CSV/ }));
    await waitFor(() => expect(calls.csv).toHaveLength(1));
    expect(calls.csv[0].get('activeOnly')).toBe('true');
    expect(calls.csv[0].get('mentor.githubId')).toBe('marta');
  });

  it('says "No students match the filters" when filters find nobody, and "No students yet" otherwise', async () => {
    setRouter({ pathname: '/course/score', query: { cityName: 'Nowhere' } });
    serve(managerSession);
    const view = renderWithProviders(<Score />);
    expect(await screen.findByText('No students match the filters')).toBeInTheDocument();
    view.unmount();
    setRouter({ pathname: '/course/score', query: {} });
    serve(managerSession, []);
    renderWithProviders(<Score />);
    expect(await screen.findByText('No students yet')).toBeInTheDocument();
  });

  it('hides task columns chosen in "Score settings" and stores them under notVisibleColumns', async () => {
    serve(managerSession);
    renderWithProviders(<Score />);
    await within(await table()).findAllByText('Shelter');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const drawer = (await screen.findByText('Score settings')).closest('.ant-drawer') as HTMLElement;
    await user.click(within(drawer).getByRole('checkbox', { name: 'Shelter' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('notVisibleColumns') ?? '[]')).toEqual(['12']));
    await waitFor(() => expect(within(screen.getByRole('table')).queryAllByText('Shelter')).toHaveLength(0));
  });

  it('searches a column on the server, keeping the filter in the URL and starting again at page 1', async () => {
    setRouter({ pathname: '/course/score', query: { current: '3' } });
    const calls = serve(managerSession);
    renderWithProviders(<Score />);
    await within(await table()).findByText('Alice Zephyr');
    expect(calls.pages[0].get('current')).toBe('3');
    const cityHeader = within(await table()).getAllByRole('columnheader', { name: /City/ })[0];
    await user.click(cityHeader.querySelector('.ant-table-filter-trigger') as HTMLElement);
    await user.click(await screen.findByRole('textbox', { name: 'Search City' }));
    await user.paste('Riga');
    await user.click(screen.getAllByRole('button', { name: /Search$/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(calls.pages.at(-1)?.get('cityName')).toBe('Riga'));
    expect(calls.pages.at(-1)?.get('current')).toBe('1');
    expect(mockRouter.replace).toHaveBeenLastCalledWith(
      { pathname: '/course/score', query: expect.objectContaining({ cityName: 'Riga' }) },
      undefined,
      { shallow: true },
    );
  });

  it('opens the breakdown of a student from the table', async () => {
    serve(managerSession);
    renderWithProviders(<Score />);
    await user.click(await within(await table()).findByRole('button', { name: 'alice' }));
    expect(await screen.findByText('Not scored')).toBeInTheDocument();
    // A cross-check task names the rule that made its score.
    expect(screen.getByText('Cross-check: Median of the reviews')).toBeInTheDocument();
    expect(screen.getByText('Total (rounded to 0.1)')).toBeInTheDocument();
  });
});
