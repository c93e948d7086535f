import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import { LoginPage } from '@/modules/Login';

import { API, makeDevUser, problemResponse } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const devUsersUrl = `${API}/api/v2/auth/dev/users`;
const methodsUrl = `${API}/api/v2/auth/methods`;

beforeEach(() => {
  server.use(http.get(methodsUrl, () => HttpResponse.json({ github: false, development: true })));
});

describe('LoginPage (pages.md §1 /login)', () => {
  it('shows the GitHub sign-in card keeping the current query (and url)', async () => {
    setRouter({ pathname: '/login', query: { url: '/course/score?course=js' } });
    server.use(http.get(devUsersUrl, () => problemResponse(404, 'Not found')));
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Please login via GitHub' })).toBeInTheDocument();
    expect(screen.getByText('You need a GitHub account to use the app.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign in with GitHub/ })).toHaveAttribute(
      'href',
      `/api/v2/auth/github/login?url=${encodeURIComponent('/course/score?course=js')}`,
    );
    expect(screen.getByRole('button', { name: /Theme:/ })).toBeInTheDocument();
  });

  it('lists the demo users with roles and "Sign in as" links when development sign-in is on', async () => {
    setRouter({ pathname: '/login', query: { url: '/profile' } });
    server.use(
      http.get(devUsersUrl, () =>
        HttpResponse.json([
          makeDevUser({ id: 1, githubId: 'demo-admin', name: 'Demo Admin', isAdmin: true }),
          makeDevUser({
            id: 2,
            githubId: 'demo-mentor',
            name: 'Demo Mentor',
            isHirer: true,
            courses: [{ id: 7, alias: 'js-2025', roles: ['mentor', 'student'] }],
          }),
        ]),
      ),
    );
    renderWithProviders(<LoginPage />);
    expect(await screen.findByRole('heading', { name: 'Development sign-in' })).toBeInTheDocument();
    expect(await screen.findByText('Demo Mentor')).toBeInTheDocument();
    expect(screen.getByText('js-2025: mentor, student')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Hirer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as demo-mentor' })).toHaveAttribute(
      'href',
      '/api/v2/auth/dev/login?githubId=demo-mentor&url=%2Fprofile',
    );
  });

  it('falls back to url=/ for a missing or foreign return url', async () => {
    setRouter({ pathname: '/login', query: { url: 'https://evil.example' } });
    server.use(http.get(devUsersUrl, () => HttpResponse.json([makeDevUser({ githubId: 'demo-student' })])));
    renderWithProviders(<LoginPage />);
    expect(await screen.findByRole('link', { name: 'Sign in as demo-student' })).toHaveAttribute(
      'href',
      '/api/v2/auth/dev/login?githubId=demo-student&url=%2F',
    );
  });

  it('shows no development table when the list answers 404', async () => {
    let called = false;
    server.use(
      http.get(devUsersUrl, () => {
        called = true;
        return problemResponse(404, 'Not found');
      }),
    );
    renderWithProviders(<LoginPage />);
    await waitFor(() => expect(called).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Development sign-in')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says that sign-in is not configured when the server offers neither GitHub nor development sign-in (R1.7)', async () => {
    setRouter({ pathname: '/login', query: {} });
    server.use(
      http.get(methodsUrl, () => HttpResponse.json({ github: false, development: false })),
      http.get(devUsersUrl, () => problemResponse(404, 'Not found')),
    );
    renderWithProviders(<LoginPage />);
    expect(await screen.findByText('Sign-in is not configured')).toBeInTheDocument();
    expect(screen.getByText(/Set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign in with GitHub/ })).toBeDisabled();
  });

  it('shows no such warning when GitHub sign-in is configured', async () => {
    setRouter({ pathname: '/login', query: {} });
    server.use(
      http.get(methodsUrl, () => HttpResponse.json({ github: true, development: false })),
      http.get(devUsersUrl, () => problemResponse(404, 'Not found')),
    );
    renderWithProviders(<LoginPage />);
    expect(await screen.findByRole('link', { name: /Sign in with GitHub/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sign-in is not configured')).not.toBeInTheDocument());
  });
});
