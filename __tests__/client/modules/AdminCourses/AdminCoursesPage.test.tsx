import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import AdminCourses from '@/pages/admin/courses';

import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const courses = [
  makeCourse({ id: 1, name: 'JS 2025', alias: 'js-2025' }),
  makeCourse({ id: 2, name: 'React 2024', alias: 'react-2024', completed: true }),
  makeCourse({ id: 3, name: 'Node 2026', alias: 'node-2026', planned: true }),
  makeCourse({ id: 4, name: 'Angular Invite', alias: 'ng', inviteOnly: true }),
];

function serve(session = makeSession({ isAdmin: true })) {
  server.use(
    sessionHandler(session),
    coursesHandler(courses),
    http.get(`${API}/api/v2/courses`, () => HttpResponse.json(courses)),
  );
}

describe('/admin/courses', () => {
  it('lists the courses with status tags in words', async () => {
    serve();
    renderWithProviders(<AdminCourses />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('JS 2025')).toBeInTheDocument();
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(within(table).getByText('Planned')).toBeInTheDocument();
    expect(within(table).getByText('Invite only')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
  });

  it('filters by the name search', async () => {
    serve(makeSession({ courses: { 9: courseRoles(['manager']) } }));
    renderWithProviders(<AdminCourses />);
    const table = await screen.findByRole('table');
    await within(table).findByText('JS 2025');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search course name' }), 'react');
    expect(within(table).queryByText('JS 2025')).not.toBeInTheDocument();
    expect(within(table).getByText('React 2024')).toBeInTheDocument();
  });

  it('refuses a user who is not a manager anywhere', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['student']) } }));
    renderWithProviders(<AdminCourses />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
