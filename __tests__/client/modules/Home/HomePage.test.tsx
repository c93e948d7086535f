import { screen } from '@testing-library/react';

import Home from '@/pages/index';

import { courseRoles, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const js = makeCourse({ id: 1, alias: 'js', name: 'JS 2025', fullName: 'JavaScript Course 2025' });

describe('Home page (pages.md §1 /)', () => {
  it('shows the active course card with full name, dates and the user roles', async () => {
    server.use(
      sessionHandler(makeSession({ courses: { 1: courseRoles(['student', 'mentor']) } })),
      coursesHandler([js]),
    );
    renderWithProviders(<Home />);
    expect(await screen.findByRole('heading', { name: 'JavaScript Course 2025' })).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(screen.getByText('Mentor')).toBeInTheDocument();
    expect(screen.getByText('2025-02-01')).toBeInTheDocument();
    // The course pages this student and mentor may open; the rest of pages.md §0.4 is not built yet.
    expect(screen.getByRole('link', { name: /Expel\/Unassign Student/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/course/mentor/expel-student'),
    );
    expect(screen.queryByText('No course pages yet')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select course' })).toBeInTheDocument();
    // students do not get the admin side menu
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(screen.getByText(`© The Rolling Scopes ${new Date().getFullYear()}`)).toBeInTheDocument();
  });

  it('shows the welcome card to a signed-in user without courses', async () => {
    server.use(sessionHandler(makeSession()), coursesHandler([]));
    renderWithProviders(<Home />);
    expect(await screen.findByText('Welcome to RS School App! Please register to continue')).toBeInTheDocument();
  });

  it('shows the collapsed admin side menu to a manager', async () => {
    server.use(sessionHandler(makeSession({ courses: { 1: courseRoles(['manager']) } })), coursesHandler([js]));
    renderWithProviders(<Home />);
    expect(await screen.findByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand admin menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
