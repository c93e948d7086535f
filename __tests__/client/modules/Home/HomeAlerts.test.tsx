import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Alert } from '@/api/model';
import { HomeAlerts } from '@/modules/Home/components/HomeAlerts';

import { API } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });

const makeAlert = (overrides: Partial<Alert>): Alert => ({
  id: 1,
  text: 'Welcome to the new season',
  type: 'info',
  enabled: true,
  courseId: null,
  course: null,
  createdDate: '2026-03-01T10:00:00.000Z',
  updatedDate: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

// What GET /alerts answers a student of courses 1 and 2 (R23.1: enabled, global or of his courses).
const alerts: Alert[] = [
  makeAlert({ id: 4, text: 'Other course news', type: 'info', courseId: 2 }),
  makeAlert({ id: 3, text: 'Server is down', type: 'error' }),
  makeAlert({ id: 2, text: 'Deadline moved', type: 'warn', courseId: 1 }),
  makeAlert({ id: 1 }),
];

function serve() {
  const queries: string[] = [];
  server.use(
    http.get(`${API}/api/v2/alerts`, ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json(alerts);
    }),
  );
  return queries;
}

const banner = (text: string) => screen.getByText(text).closest('.ant-alert') as HTMLElement;

afterEach(() => window.sessionStorage.clear());

describe('Home alert banners (rules.md R23.1, pages.md §1)', () => {
  it('shows the enabled global alerts and those of the active course, newest first, warn as a warning', async () => {
    const queries = serve();
    renderWithProviders(<HomeAlerts courseId={1} />);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(queries).toEqual(['']);
    const texts = within(region)
      .getAllByRole('alert')
      .map((element) => element.textContent);
    expect(texts).toEqual(['Server is down', 'Deadline moved', 'Welcome to the new season']);
    expect(banner('Deadline moved')).toHaveClass('ant-alert-warning');
    expect(banner('Server is down')).toHaveClass('ant-alert-error');
    expect(banner('Welcome to the new season')).toHaveClass('ant-alert-info');
    expect(screen.queryByText('Other course news')).not.toBeInTheDocument();
  });

  it('shows only the global alerts without an active course', async () => {
    serve();
    renderWithProviders(<HomeAlerts />);
    expect(await screen.findByText('Server is down')).toBeInTheDocument();
    expect(screen.queryByText('Deadline moved')).not.toBeInTheDocument();
  });

  it('hides a dismissed alert for the rest of the browser session', async () => {
    serve();
    const { unmount } = renderWithProviders(<HomeAlerts courseId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss "Deadline moved"' }));
    await waitFor(() => expect(screen.queryByText('Deadline moved')).not.toBeInTheDocument());
    unmount();
    renderWithProviders(<HomeAlerts courseId={1} />);
    expect(await screen.findByText('Server is down')).toBeInTheDocument();
    expect(screen.queryByText('Deadline moved')).not.toBeInTheDocument();
  });

  it('renders nothing when there are no alerts', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/api/v2/alerts`, () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<HomeAlerts courseId={1} />);
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
