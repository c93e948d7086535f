import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AppLayout } from '@/components/layout/AppLayout';
import { UserMenu } from '@/components/layout/UserMenu';

import { courseRoles, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const js = makeCourse({ id: 1, alias: 'js', name: 'JS 2026' });
const android = makeCourse({ id: 2, alias: 'android', name: 'Android 2026' });
const student = makeSession({
  githubId: 'student',
  courses: { 1: courseRoles(['student']), 2: courseRoles(['student']) },
});

describe('app shell header (pages.md §0.4)', () => {
  it('shows the logo link home, the page title, the active course name and selector, the theme switch and the user menu', async () => {
    setRouter({ pathname: '/course/score', query: { course: 'android' } });
    server.use(sessionHandler(student), coursesHandler([js, android]));
    renderWithProviders(
      <AppLayout title="Score" courseBound>
        <p>Page</p>
      </AppLayout>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'RS School App home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('heading', { level: 1, name: 'Score' })).toBeInTheDocument();
    expect(await within(header).findByText('Android 2026')).toBeInTheDocument();
    expect(await within(header).findByRole('combobox', { name: 'Select course' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /^Theme: Auto/ })).toBeInTheDocument();
    expect(await within(header).findByRole('button', { name: /^User menu of student/ })).toBeInTheDocument();
  });

  it('shows the course menu of the roles held as the second row of a course page, the current page marked', async () => {
    setRouter({ pathname: '/course/score', query: { course: 'android' } });
    server.use(
      sessionHandler(makeSession({ courses: { 1: courseRoles(['student']), 2: courseRoles(['mentor']) } })),
      coursesHandler([js, android]),
    );
    renderWithProviders(
      <AppLayout title="Score" courseBound>
        <p>Page</p>
      </AppLayout>,
    );
    const menu = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Course menu' });
    expect(within(menu).getByRole('link', { name: 'Score' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Schedule' })).toHaveAttribute(
      'href',
      '/course/schedule?course=android',
    );
    // A mentor in this course, a student only in the other one.
    expect(within(menu).getByRole('link', { name: 'My Students' })).toHaveAttribute(
      'href',
      '/course/mentor/students?course=android',
    );
    expect(within(menu).getByRole('link', { name: "Mentor's Dashboard" })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Student Dashboard' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Auto-Test' })).not.toBeInTheDocument();
  });

  it('leaves the course name and selector out of a page that is not course-bound', async () => {
    server.use(sessionHandler(student), coursesHandler([js, android]));
    renderWithProviders(
      <AppLayout title="Profile">
        <p>Page</p>
      </AppLayout>,
    );
    expect(await screen.findByRole('button', { name: /^User menu of student/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Select course' })).not.toBeInTheDocument();
    expect(screen.queryByText('JS 2026')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Course menu' })).not.toBeInTheDocument();
  });
});

describe('user menu (pages.md §0.4)', () => {
  it('offers Profile, My CV and Logout, and no Help while NEXT_PUBLIC_HELP_URL is unset', async () => {
    renderWithProviders(<UserMenu session={student} />);
    await userEvent.click(screen.getByRole('button', { name: /^User menu of student/ }));
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'My CV' })).toHaveAttribute('href', '/cv/edit');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/v2/auth/github/logout');
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('adds Help when a help address is configured', async () => {
    renderWithProviders(<UserMenu session={student} helpUrl="https://docs.example.org/help" />);
    await userEvent.click(screen.getByRole('button', { name: /^User menu of student/ }));
    expect(await screen.findByRole('link', { name: 'Help' })).toHaveAttribute('href', 'https://docs.example.org/help');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My CV', 'Help', 'Logout']);
  });
});
