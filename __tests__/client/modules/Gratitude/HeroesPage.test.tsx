import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Gratitude, Hero } from '@/api/model';
import Heroes from '@/pages/heroes';

import { API, makeCourse, makeSession, sessionHandler, coursesHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const gratitude = (id: number, overrides: Partial<Gratitude> = {}): Gratitude => ({
  id,
  badgeId: 'Helping_hand',
  comment: `Comment number ${id} about the help`,
  date: '2026-02-10T10:00:00.000Z',
  to: { githubId: 'mark', name: 'Mark Mentor' },
  from: { githubId: 'stella', name: 'Stella Student' },
  course: { id: 1, name: 'JS/FE 2026' },
  ...overrides,
});

const hero = (rank: number, githubId: string, total: number, badges = 2): Hero => ({
  rank,
  githubId,
  name: `${githubId} Hero`,
  total,
  badges: Array.from({ length: badges }, (_, i) => ({
    id: rank * 100 + i,
    badgeId: i % 2 ? 'Hero' : 'Thank_you',
    comment: `Badge ${i}`,
    date: '2026-02-10T10:00:00.000Z',
  })),
});

function serve({ isAdmin = false, feed = [gratitude(1), gratitude(2, { badgeId: 'Hero', course: null })] } = {}) {
  const feedQueries: URLSearchParams[] = [];
  const radarQueries: URLSearchParams[] = [];
  const csvQueries: URLSearchParams[] = [];
  server.use(
    sessionHandler(makeSession({ isAdmin })),
    coursesHandler([]),
    http.get(`${API}/api/v2/courses`, () =>
      HttpResponse.json([makeCourse({ id: 1, name: 'JS/FE 2026' }), makeCourse({ id: 2, name: 'Android 2026' })]),
    ),
    http.get(`${API}/api/v2/gratitudes`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      feedQueries.push(query);
      const items = query.get('githubId') === 'nobody' ? [] : feed;
      return HttpResponse.json({
        items,
        pagination: { current: 1, pageSize: 20, total: items.length, totalPages: items.length ? 1 : 0 },
      });
    }),
    http.get(`${API}/api/v2/gratitudes/heroes/countries`, () =>
      HttpResponse.json([{ countryName: 'Georgia' }, { countryName: 'Poland' }]),
    ),
    http.get(`${API}/api/v2/gratitudes/heroes/radar`, ({ request }) => {
      radarQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        items: [hero(1, 'anna', 25, 20), hero(2, 'boris', 3), hero(2, 'cyril', 3)],
        pagination: { current: 1, pageSize: 20, total: 3, totalPages: 1 },
      });
    }),
    http.get(`${API}/api/v2/gratitudes/heroes/radar/csv`, ({ request }) => {
      csvQueries.push(new URL(request.url).searchParams);
      return new HttpResponse('rank,githubId\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="heroes-radar.csv"' },
      });
    }),
  );
  return { feedQueries, radarQueries, csvQueries };
}

async function openHeroes() {
  setRouter({ pathname: '/heroes', query: {} });
  renderWithProviders(<Heroes />);
  expect(await screen.findByRole('tab', { name: 'Gratitudes' })).toBeInTheDocument();
}

describe('/heroes Gratitudes', () => {
  it('shows the feed as cards, 20 a page, newest from the server', async () => {
    const { feedQueries } = serve();
    await openHeroes();
    const card = await screen.findByLabelText('Helping hand for Mark Mentor', {}, { timeout: 10_000 });
    expect(within(card).getByText('Comment number 1 about the help')).toBeInTheDocument();
    expect(within(card).getByText('From:')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Stella Student' })).toHaveAttribute(
      'href',
      '/profile?githubId=stella',
    );
    expect(within(card).getByText(/JS\/FE 2026/)).toBeInTheDocument();
    expect(screen.getByLabelText('Hero for Mark Mentor')).toBeInTheDocument();
    expect(feedQueries[0].get('pageSize')).toBe('20');
    expect(feedQueries[0].get('current')).toBe('1');
  });

  it('sends the filters on Submit, clears them on Clear, and says when nothing matches', async () => {
    const { feedQueries } = serve();
    await openHeroes();
    await screen.findByLabelText('Helping hand for Mark Mentor', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Name'), 'Mark');
    await user.type(screen.getByLabelText('GitHub'), 'nobody');
    await user.click(screen.getByLabelText('Course'));
    await user.click(await screen.findByText('Android 2026', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No gratitudes for these filters')).toBeInTheDocument();
    const last = feedQueries[feedQueries.length - 1];
    expect(Object.fromEntries(last)).toEqual({
      current: '1',
      pageSize: '20',
      name: 'Mark',
      githubId: 'nobody',
      courseId: '2',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByLabelText('Helping hand for Mark Mentor');
    expect(Object.fromEntries(feedQueries[feedQueries.length - 1])).toEqual({ current: '1', pageSize: '20' });
  });
});

describe('/heroes Heroes Radar', () => {
  async function openRadar(isAdmin = false) {
    const queries = serve({ isAdmin });
    await openHeroes();
    await user.click(screen.getByRole('tab', { name: 'Heroes Radar' }));
    await screen.findByText('anna', {}, { timeout: 10_000 });
    return queries;
  }

  it('ranks heroes with their badges and "+N More" beyond 20', async () => {
    const { radarQueries } = await openRadar();
    const anna = screen.getByText('anna').closest('tr') as HTMLElement;
    expect(within(anna).getAllByRole('img', { name: /Thank you|Hero/ })).toHaveLength(20);
    expect(within(anna).getByText('+5 More')).toBeInTheDocument();
    const cyril = screen.getByText('cyril').closest('tr') as HTMLElement;
    expect(within(cyril).getByText('2')).toBeInTheDocument();
    expect(within(cyril).getByText('+1 More')).toBeInTheDocument();
    expect(Object.fromEntries(radarQueries[0])).toEqual({ current: '1', pageSize: '20' });
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
  });

  it('combines course, country, a date preset and "only not activists" in one query', async () => {
    const { radarQueries } = await openRadar();
    await user.click(screen.getByLabelText('Course'));
    await user.click(await screen.findByText('JS/FE 2026', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByLabelText('Country'));
    await user.click(await screen.findByText('Poland', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByLabelText('Show only not activists'));
    await user.click(screen.getAllByPlaceholderText('Start date')[0]);
    await user.click(await screen.findByText('Last 7 days'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(radarQueries.length).toBeGreaterThan(1));
    const query = Object.fromEntries(radarQueries[radarQueries.length - 1]);
    expect(query).toMatchObject({ current: '1', courseId: '1', countryName: 'Poland', notActivist: 'true' });
    const start = new Date(`${query.startDate}T00:00:00Z`).getTime();
    const end = new Date(`${query.endDate}T00:00:00Z`).getTime();
    expect((end - start) / 86_400_000).toBe(6);
  });

  it('exports the CSV of the current filters for admins', async () => {
    const createObjectURL = jest.fn(() => 'blob:heroes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { csvQueries } = await openRadar(true);
    await user.click(screen.getByLabelText('Show only not activists'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(csvQueries).toHaveLength(1));
    expect(Object.fromEntries(csvQueries[0])).toEqual({ notActivist: 'true' });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});
